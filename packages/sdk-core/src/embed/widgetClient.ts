import { createAccountApi } from '../api/account.ts'
import { createAuthApi } from '../api/auth.ts'
import { createCatalogApi } from '../api/catalog.ts'
import { createGeoApi } from '../api/geo.ts'
import { createOrdersApi } from '../api/orders.ts'
import { accountPaths } from '../api/wire/account.ts'
import { accountUpdatePaths } from '../api/wire/accountUpdates.ts'
import { authPaths } from '../api/wire/auth.ts'
import { catalogPaths } from '../api/wire/catalog.ts'
import { geoPaths } from '../api/wire/geo.ts'
import type { ApiPaths, WireNames } from '../api/wire/names.ts'
import { ordersPaths } from '../api/wire/orders.ts'
import { passwordResetPaths } from '../api/wire/passwordReset.ts'
import { clientFoundation, type WaybillClient } from '../client.ts'
import type { ClientConfig } from '../config.ts'

/** The resource groups the order widget never calls: its proxy answers them 404 anyway. */
type Unused =
  | 'cards'
  | 'fleet'
  | 'version'
  | 'labels'
  | 'dashboard'
  | 'contacts'
  | 'batch'
  | 'photos'
  | 'tracking'

/**
 * The paths of the groups the widget calls. Not `apiPaths`: that one reaches every resource's wire module, and so
 * every wire schema, into the widget's bundle. The others are never read (their groups reject first).
 */
function widgetPaths(names: WireNames): ApiPaths {
  return {
    ...authPaths(names),
    ...passwordResetPaths(names),
    ...accountPaths(names),
    ...accountUpdatePaths(names),
    ...catalogPaths(names),
    ...geoPaths(names),
    ...ordersPaths(names),
  } as ApiPaths
}

/** A resource group the widget has no use for: each of its calls rejects, naming it. */
function unavailable(group: Unused): never {
  return new Proxy(
    {},
    {
      get: (_target, call) => () =>
        Promise.reject(new TypeError(`${group}.${String(call)} is not available in the order widget`)),
    },
  ) as never
}

/**
 * The client of the embeddable order widget (issue 9): `createClient`'s account, auth, catalog, geo and orders
 * calls, pointed at the merchant's proxy, and none of the others, so that a bundle of the widget carries only the
 * calls (and wire schemas) it makes. The other groups reject, as the proxy would refuse them.
 *
 * @example
 * ```ts
 * const client = createWidgetClient({ baseUrl: 'https://shop.example/waybill' })
 * ```
 */
export function createWidgetClient(config: ClientConfig): WaybillClient {
  const { resolved, transport, head } = clientFoundation(config)
  const paths = widgetPaths(resolved)
  return {
    ...head,
    auth: createAuthApi(transport, paths),
    account: createAccountApi(transport, paths, resolved.product),
    catalog: createCatalogApi(transport, paths),
    orders: createOrdersApi(transport, paths, resolved),
    geo: createGeoApi(transport, paths, resolved),
    cards: unavailable('cards'),
    fleet: unavailable('fleet'),
    version: unavailable('version'),
    labels: unavailable('labels'),
    dashboard: unavailable('dashboard'),
    contacts: unavailable('contacts'),
    batch: unavailable('batch'),
    photos: unavailable('photos'),
    tracking: unavailable('tracking'),
  }
}
