import { fireEvent, screen, within } from '@testing-library/react'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import type { DeliveryKind } from '@waybill/sdk-core/rules'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FAILED_HEADING,
  failedItems,
  idleTripLookup,
  locatedDraft,
  type RenderDetailsOptions,
  renderDetails,
} from '../../../test/detailsFixtures.ts'
import { accountWith } from '../../../test/fixtures.ts'
import { ORDER_NOW } from '../../../test/orderFixtures.ts'
import { settle, wait } from '../../../test/render.tsx'
import { ValetForm } from './ValetForm.tsx'

const VIN = '1HGCM82633A004352'

function renderValet(kind: DeliveryKind = 'valet', options: RenderDetailsOptions = {}) {
  return renderDetails(
    ({ draft, orderList, onSaved, onBack }) => (
      <ValetForm
        draft={draft}
        tripLookup={idleTripLookup()}
        orderList={orderList}
        onSaved={onSaved}
        onBack={onBack}
        pickupTime={<p>Valet pickup time</p>}
        now={() => ORDER_NOW}
      />
    ),
    { draft: locatedDraft(kind), ...options },
  )
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Order Summary' }))

async function fillValet() {
  fireEvent.change(screen.getByLabelText('Reference Name (Customer Name)'), {
    target: { value: 'Jo Driver' },
  })
  fireEvent.click(screen.getByRole('radio', { name: 'In-Person' }))
  fireEvent.change(screen.getByLabelText('Valet Instructions *'), { target: { value: 'Keys at desk' } })
  fireEvent.change(screen.getByLabelText('VIN'), { target: { value: VIN } })
  await settle()
}

describe('ValetForm (part 1 §2 Valet and vehicle-swap form)', () => {
  it.each([
    ['valet', 'Valet Service Details:'],
    ['vehicleSwap', 'Vehicle Swap Service Details:'],
  ] as const)(
    'is headed "What\'s the delivery??" with the %s subtitle (part 1 §2)',
    async (kind, subtitle) => {
      await renderValet(kind)
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe("What's the delivery??")
      expect(screen.getByText(subtitle)).toBeTruthy()
      expect(screen.getByText('Valet pickup time')).toBeTruthy()
    },
  )

  it('starts with the valet default size pressed (part 1 §3)', async () => {
    await renderValet()
    expect(screen.getByRole('button', { name: 'Large 110–220 lb' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('lists the valet sections that fail, with their messages (part 1 §2, §5)', async () => {
    await renderValet()
    submit()
    expect(screen.getByRole('heading', { name: FAILED_HEADING })).toBeTruthy()
    expect(failedItems()).toEqual([
      'Reference Name: Reference Name Is Required',
      'Drop off Type: Drop off Type Is Required',
      'Description: Description Is Required',
      'VIN: VIN Is Required',
    ])
  })

  it('refuses a VIN that is not 17 characters (part 1 §5, §9)', async () => {
    await renderValet()
    await fillValet()
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: VIN.slice(0, 16) } })
    submit()
    expect(failedItems()).toEqual(['VIN: VIN Is Required'])
  })

  it('confirms, then saves into the order and goes to the summary (part 1 §4 Other rules)', async () => {
    const { draft, orderList, onSaved } = await renderValet()
    await fillValet()
    fireEvent.change(screen.getByLabelText('Repair Order (RO)'), { target: { value: 'RO-77' } })
    fireEvent.change(screen.getByLabelText('License Plate'), { target: { value: 'ABC 123' } })
    submit()
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    expect(onSaved).toHaveBeenCalledWith('summary')
    expect(orderList.getSnapshot().drafts[0]).toMatchObject({
      kind: 'valet',
      itemName: 'Jo Driver',
      description: 'Keys at desk',
      vin: VIN,
      ro: 'RO-77',
      licensePlate: 'ABC 123',
      dropoffMethod: 1,
    })
    expect(draft.getSnapshot()).toMatchObject({ kind: 'valet', itemName: '', vin: '' })
  })

  it('shows the fleet selector only with My Fleet enabled, and never the single form extras (part 1 §2, §6)', async () => {
    await renderValet('valet', {
      account: accountWith({ isMyFleetEnabled: true, isFavouriteAgentEnable: true }),
    })
    expect(screen.getByRole('combobox', { name: 'My Fleet' })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Offer to my favourite drivers first' })).toBeNull()
    expect(screen.queryByLabelText('Insured value ($)')).toBeNull()
    expect(screen.queryByRole('radio', { name: 'Home' })).toBeNull()
  })

  it('has no fleet selector without My Fleet', async () => {
    await renderValet()
    expect(screen.queryByRole('combobox', { name: 'My Fleet' })).toBeNull()
  })

  describe('on a fake clock (part 1 §9 debounces)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => vi.useRealTimers())

    it.each([
      ['VIN', 'vin', VIN],
      ['Repair Order (RO)', 'ro', 'RO-77'],
      ['License Plate', 'licensePlate', 'ABC 123'],
      ['Reference Name (Customer Name)', 'itemName', 'Jo Driver'],
    ] as const)('writes %s to the draft 1 s after typing pauses', async (label, field, text) => {
      const { draft } = await renderValet()
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
      await wait(DEBOUNCE_MS.referenceFields - 1)
      expect(draft.getSnapshot()[field]).toBe('')
      await wait(1)
      expect(draft.getSnapshot()[field]).toBe(text)
    })

    it('writes the valet instructions 800 ms after typing pauses', async () => {
      const { draft } = await renderValet()
      fireEvent.change(screen.getByLabelText('Valet Instructions *'), { target: { value: 'Keys at desk' } })
      await wait(DEBOUNCE_MS.description - 1)
      expect(draft.getSnapshot().description).toBe('')
      await wait(1)
      expect(draft.getSnapshot().description).toBe('Keys at desk')
    })
  })
})
