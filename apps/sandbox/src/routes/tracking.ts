import { TRACKING_UUID_PATTERN } from '@waybill/sdk-core/wire'
import { HttpError, json } from '../http.ts'
import { findTrackedOrder, publicTracking } from '../orders/publicTracking.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/**
 * The public tracking call behind `/order-tracking/{uuid}` (part 2 §2.1; the spec shows no call: see
 * docs/contract/tracking.md): `GET /api/public/{product}/tracking/{uuid}`, no api code. It answers only that
 * delivery's public data, its pickup exactly only when that is the account's own address. An unknown uuid and one that is not of the RFC 4122 form get the same 404 and message,
 * so nothing can be learnt by probing.
 */
export function createTrackingRoutes({ db, names, paths, simulator }: App): Route[] {
  const notFound = () => new HttpError(404, `The ${names.product} could not be found.`)
  return [
    {
      method: 'GET',
      path: paths.orderTracking,
      handler(ctx) {
        const uuid = ctx.params.uuid ?? ''
        if (!TRACKING_UUID_PATTERN.test(uuid)) throw notFound()
        const row = findTrackedOrder(db, uuid)
        if (!row) throw notFound()
        return json(200, publicTracking(row, simulator))
      },
    },
  ]
}
