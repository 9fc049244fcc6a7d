import { act, renderHook } from '@testing-library/react'
import { ApiError, NetworkError, type WaybillClient } from '@waybill/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { waybillWrapper } from '../../test/render.tsx'
import { useZoneCheck, ZONE_CHECK_LOG } from './useZoneCheck.ts'

const NOT_SERVICED = 'This location is not currently serviced by waybill'
const point = { lat: 53.5461, lng: -113.4938 }

type Check = Awaited<ReturnType<WaybillClient['geo']['serviceAt']>>

/** A client whose `geo.serviceAt` answers `check` (the rule itself is tested in sdk-core's contract suite). */
function setup(check: Check) {
  const { client: base } = fakeClient()
  const serviceAt = vi.fn(async (_at: typeof point) => check)
  const client = { ...base, geo: { ...base.geo, serviceAt } }
  const { result } = renderHook(() => useZoneCheck(), { wrapper: waybillWrapper({ client }) })
  return { client, check: result.current }
}

describe('useZoneCheck (part 1 §5 zone message, §7 get-zone-from-coordinate)', () => {
  it('resolves null when the point is in a serviced zone, asking sdk-core once', async () => {
    const { check, client } = setup({ serviced: true, zone: { id: 1, name: 'Edmonton' } })
    let message: string | null = 'unset'
    await act(async () => {
      message = await check(point)
    })
    expect(message).toBeNull()
    expect(client.geo.serviceAt).toHaveBeenCalledTimes(1)
    expect(client.geo.serviceAt).toHaveBeenCalledWith(point)
  })

  it("resolves sdk-core's not-serviced message for an error answer and logs nothing", async () => {
    const acme = 'This location is not currently serviced by acme'
    const { check, client } = setup({
      serviced: false,
      message: acme,
      reason: new ApiError('geo.zoneAt', 404, 'no zone', acme),
    })
    await expect(check(point)).resolves.toBe(acme)
    expect(client.logger.error).not.toHaveBeenCalled()
  })

  it('resolves the message for any other failure too, and logs it (part 1 §7 "an error means not serviced")', async () => {
    const failure = new NetworkError('geo.zoneAt', { cause: new TypeError('fetch failed') })
    const { check, client } = setup({ serviced: false, message: NOT_SERVICED, reason: failure })
    await expect(check(point)).resolves.toBe(NOT_SERVICED)
    expect(client.logger.error).toHaveBeenCalledWith(ZONE_CHECK_LOG, failure)
  })
})
