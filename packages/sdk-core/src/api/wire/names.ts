import { accountPaths } from './account.ts'
import { accountUpdatePaths } from './accountUpdates.ts'
import { authPaths } from './auth.ts'
import { batchPaths } from './batch.ts'
import { cardPaths } from './cards.ts'
import { catalogPaths } from './catalog.ts'
import { contactPaths } from './contacts.ts'
import { dashboardPaths } from './dashboard.ts'
import { fleetPaths } from './fleet.ts'
import { geoPaths } from './geo.ts'
import { labelPaths } from './labels.ts'
import { ordersPaths } from './orders.ts'
import { passwordResetPaths } from './passwordReset.ts'
import { photoPaths } from './photos.ts'
import { trackingPaths } from './tracking.ts'
import { versionPaths } from './version.ts'
/** The default `{brand}` slug: route segments and API path segments (part 1 §2, §7). */
export const DEFAULT_BRAND = 'waybill'

/** The default `{product}` slug: what deliveries are called in paths and payload keys (part 2 §7). */
export const DEFAULT_PRODUCT = 'delivery'

/** The plural of the product slug in paths, keys and texts (`{product}s`): 'delivery' → 'deliveries', 'parcel' → 'parcels'. */
export function productPlural(product: string): string {
  return /[^aeiou]y$/i.test(product) ? `${product.slice(0, -1)}ies` : `${product}s`
}

/** The slugs that stand for `{brand}` and `{product}` in the spec's paths, payload keys and routes. */
export interface WireNames {
  /** The `{brand}` slug of routes and API path segments, e.g. 'waybill'. */
  readonly brand: string
  /** The `{product}` slug of API paths and payload keys such as `on_hold_{product}`, e.g. 'delivery'. */
  readonly product: string
}

/** The default slugs: brand 'waybill', product 'delivery'. */
export const DEFAULT_NAMES: WireNames = { brand: DEFAULT_BRAND, product: DEFAULT_PRODUCT }

/**
 * Every API path of the contract, built from the brand and product slugs. Each resource's wire file exports
 * its own `xPaths(names)`; add a resource by spreading its paths here.
 */
export function apiPaths(names: WireNames = DEFAULT_NAMES) {
  return {
    ...authPaths(names),
    ...accountPaths(names),
    ...catalogPaths(names),
    ...accountUpdatePaths(names),
    ...passwordResetPaths(names),
    ...cardPaths(names),
    ...fleetPaths(names),
    ...versionPaths(names),
    ...ordersPaths(names),
    ...dashboardPaths(names),
    ...labelPaths(names),
    ...geoPaths(names),
    ...contactPaths(names),
    ...batchPaths(names),
    ...photoPaths(names),
    ...trackingPaths(names),
    // resource paths: one spread per resource, above this line
  } as const
}

/** The path table the client and the sandbox share. */
export type ApiPaths = ReturnType<typeof apiPaths>
