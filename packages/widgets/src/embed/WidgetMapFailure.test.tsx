import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SHOP_PICKUP } from '../../test/embedFixtures.ts'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT } from '../../test/fixtures.ts'
import { ORDER_NOW } from '../../test/orderFixtures.ts'
import { DeliveryOrderWidget } from './DeliveryOrderWidget.tsx'

// The map's chunk cannot load (a deploy removed it, the network dropped): its import rejects.
vi.mock('./WidgetMap.tsx', () => {
  throw new Error('chunk gone')
})

describe('DeliveryOrderWidget with a map that cannot load (issue 9: maps optional, failures in words)', () => {
  it('says so where the map would be, logs it, and keeps the form working', async () => {
    const { client } = fakeClient({ account: ACCOUNT })
    const error = vi.spyOn(client.logger, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<DeliveryOrderWidget client={client} pickup={SHOP_PICKUP} now={() => ORDER_NOW} map />)
    expect(
      await screen.findByText('The map could not be shown. You can still place your order.'),
    ).toBeTruthy()
    expect(error).toHaveBeenCalledWith('widget map failed', expect.anything())
    expect(screen.getByRole('button', { name: 'Place delivery order' })).toBeTruthy()
  })
})
