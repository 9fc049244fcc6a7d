import { ApiError, fillNames, type LatLng, messages } from '@waybill/sdk-core'
import { useCallback } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Logged when the zone check fails for a reason other than an error answer. */
export const ZONE_CHECK_LOG = 'Zone check failed'

/**
 * A check of whether a point lies in a serviced zone (part 1 §5, §7 `get-zone-from-coordinate`). The returned
 * function resolves null when serviced, else `'This location is not currently serviced by {brand}'` with the
 * brand filled in: any error means not serviced (part 1 §7, §8).
 */
export function useZoneCheck(): (point: LatLng) => Promise<string | null> {
  const { client } = useWaybill('useZoneCheck')
  return useCallback(
    async (point: LatLng) => {
      try {
        await client.geo.zoneAt(point)
        return null
      } catch (error) {
        if (error instanceof ApiError) return error.message
        client.logger.error(ZONE_CHECK_LOG, error)
        return fillNames(messages.locationNotServiced, client.config)
      }
    },
    [client],
  )
}
