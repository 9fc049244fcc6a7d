import { act, renderHook } from '@testing-library/react'
import { ApiError, NetworkError } from '@waybill/sdk-core'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { WaybillProvider } from '../provider/WaybillProvider.tsx'
import { useZoneCheck, ZONE_CHECK_LOG } from './useZoneCheck.ts'

const NOT_SERVICED = 'This location is not currently serviced by waybill'
const point = { lat: 53.5461, lng: -113.4938 }

function setup(zoneAt: (p: typeof point) => Promise<{ id: number; name: string }>) {
  const { client: base } = fakeClient()
  const client = { ...base, geo: { ...base.geo, zoneAt: vi.fn(zoneAt) } }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WaybillProvider client={client}>{children}</WaybillProvider>
  )
  const { result } = renderHook(() => useZoneCheck(), { wrapper })
  return { client, check: result.current }
}

describe('useZoneCheck (part 1 §5 zone message, §7 get-zone-from-coordinate)', () => {
  it('resolves null when the point is in a serviced zone', async () => {
    const { check, client } = setup(async () => ({ id: 1, name: 'Edmonton' }))
    let message: string | null = 'unset'
    await act(async () => {
      message = await check(point)
    })
    expect(message).toBeNull()
    expect(client.geo.zoneAt).toHaveBeenCalledWith(point)
  })

  it("resolves the ApiError's message when the server answers with an error", async () => {
    const { check } = setup(async () => {
      throw new ApiError('geo.zoneAt', 404, 'no zone', NOT_SERVICED)
    })
    await expect(check(point)).resolves.toBe(NOT_SERVICED)
  })

  it('treats any other failure as not serviced too, and logs it (part 1 §7 "an error means not serviced")', async () => {
    const failure = new NetworkError('geo.zoneAt', { cause: new TypeError('fetch failed') })
    const { check, client } = setup(async () => {
      throw failure
    })
    await expect(check(point)).resolves.toBe(NOT_SERVICED)
    expect(client.logger.error).toHaveBeenCalledWith(ZONE_CHECK_LOG, failure)
  })
})
