import { createCompanyInfoCall } from '../api/account.ts'
import { createCatalogApi } from '../api/catalog.ts'
import { createTripCalls } from '../api/geo.ts'
import { createOrderPlacingCalls } from '../api/orders.ts'
import { createPlacesCalls } from '../api/places.ts'
import { accountPaths } from '../api/wire/account.ts'
import { catalogPaths } from '../api/wire/catalog.ts'
import { geoPaths } from '../api/wire/geo.ts'
import type { ApiPaths, WireNames } from '../api/wire/names.ts'
import { ordersPaths } from '../api/wire/orders.ts'
import { clientFoundation, type WaybillClient } from '../client.ts'
import type { ClientConfig } from '../config.ts'

/**
 * The paths of the groups the widget calls. Not `apiPaths`: that one reaches every resource's wire module, and so
 * every wire schema, into the widget's bundle. The others are never read (their calls reject first).
 */
function widgetPaths(names: WireNames): ApiPaths {
  return {
    ...accountPaths(names),
    ...catalogPaths(names),
    ...geoPaths(names),
    ...ordersPaths(names),
  } as ApiPaths
}

/**
 * A resource group, or the part of one, the widget has no use for: each call it does not implement rejects,
 * naming it, as the proxy would refuse it.
 */
function only<Group extends keyof WaybillClient>(
  group: Group,
  calls: Partial<WaybillClient[Group]> = {},
): WaybillClient[Group] {
  return new Proxy(calls, {
    get(target, call) {
      // Not a call: what `await`, JSON and inspectors look up must stay absent.
      if (typeof call === 'symbol' || call === 'then' || call === 'toJSON' || call in target)
        return Reflect.get(target, call)
      return () => Promise.reject(new TypeError(`${group}.${call} is not available in the order widget`))
    },
  }) as WaybillClient[Group]
}

/**
 * The client of the embeddable order widget (issue 9), pointed at the merchant's proxy: `createClient`'s company
 * info, size categories, zone check, trip time, time options, address suggestions, pricing and order creation, and
 * none of its other calls, so that a bundle of the widget
 * carries only the calls (and wire schemas) it makes. The others reject, as the proxy would refuse them.
 *
 * @internal
 *
 * @example
 * ```ts
 * const client = createWidgetClient({ baseUrl: 'https://shop.example/waybill' })
 * ```
 */
export function createWidgetClient(config: ClientConfig): WaybillClient {
  const { resolved, transport, head } = clientFoundation(config)
  const paths = widgetPaths(resolved)
  const trip = createTripCalls(transport, paths, resolved)
  return {
    ...head,
    auth: only('auth'),
    account: only('account', createCompanyInfoCall(transport, paths, resolved.product)),
    catalog: only('catalog', { sizeCategories: createCatalogApi(transport, paths).sizeCategories }),
    orders: only('orders', createOrderPlacingCalls(transport, paths, resolved)),
    // The zone check, trip time, time options and address suggestions; not what3words (the proxy forwards none).
    geo: only('geo', {
      serviceAt: trip.serviceAt,
      isIntercity: trip.isIntercity,
      timeDistance: trip.timeDistance,
      customTimes: trip.customTimes,
      ...createPlacesCalls(transport, paths),
    }),
    cards: only('cards'),
    fleet: only('fleet'),
    version: only('version'),
    labels: only('labels'),
    dashboard: only('dashboard'),
    contacts: only('contacts'),
    batch: only('batch'),
    photos: only('photos'),
    tracking: only('tracking'),
  }
}
