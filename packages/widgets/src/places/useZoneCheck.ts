import { ApiError, type LatLng } from '@waybill/sdk-core'
import { useCallback } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Logged when the zone check fails for a reason other than an error answer (no network, timeout, bad answer). */
export const ZONE_CHECK_LOG = 'Zone check failed'

/**
 * A check of whether a point lies in a serviced zone, over `client.geo.serviceAt` (part 1 §5, §7
 * `get-zone-from-coordinate`). The returned function never rejects: it resolves null when serviced, else
 * `'This location is not currently serviced by {brand}'`. A failure other than an error answer is also logged.
 */
export function useZoneCheck(): (point: LatLng) => Promise<string | null> {
  const { client } = useWaybill('useZoneCheck')
  return useCallback(
    async (point: LatLng) => {
      const check = await client.geo.serviceAt(point)
      if (check.serviced) return null
      if (!(check.reason instanceof ApiError)) client.logger.error(ZONE_CHECK_LOG, check.reason)
      return check.message
    },
    [client],
  )
}
