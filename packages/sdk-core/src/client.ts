import { type AccountApi, createAccountApi } from './api/account.ts'
import { type AuthApi, createAuthApi } from './api/auth.ts'
import { type BatchApi, createBatchApi } from './api/batch.ts'
import { type CardsApi, createCardsApi } from './api/cards.ts'
import { type CatalogApi, createCatalogApi } from './api/catalog.ts'
import { type ContactsApi, createContactsApi } from './api/contacts.ts'
import { createDashboardApi, type DashboardApi } from './api/dashboard.ts'
import { createFleetApi, type FleetApi } from './api/fleet.ts'
import { createGeoApi, type GeoApi } from './api/geo.ts'
import { createLabelsApi, type LabelsApi } from './api/labels.ts'
import { createOrdersApi, type OrdersApi } from './api/orders.ts'
import { createPhotosApi, type PhotosApi } from './api/photos.ts'
import { createTrackingApi, type TrackingApi } from './api/tracking.ts'
import { createVersionApi, type VersionApi } from './api/version.ts'
import { apiPaths } from './api/wire/names.ts'
import { type ClientConfig, type Logger, type ResolvedClientConfig, resolveConfig } from './config.ts'
import { createTransport, type Transport } from './http/transport.ts'

/** The typed courier API, grouped by resource. */
export interface WaybillClient {
  /** The slugs and base URL the client was created with. */
  readonly config: { readonly baseUrl: string; readonly brand: string; readonly product: string }
  /** Where failures the spec only logs are reported. */
  readonly logger: Logger
  /** Login, sign-up and the password reset. */
  readonly auth: AuthApi
  /** Company info and the account's updates: mobile, pickup address and hours, profile. */
  readonly account: AccountApi
  /** Reference lists: operating regions and size categories. */
  readonly catalog: CatalogApi
  /** Saved cards: list, tokenise, add, edit and remove. */
  readonly cards: CardsApi
  /** My Fleet and favourite drivers. */
  readonly fleet: FleetApi
  /** The build-version check. */
  readonly version: VersionApi
  /** Shipping labels: one order's PDF, many in one PDF, labels by email, pickup windows by date. */
  readonly labels: LabelsApi
  /** Pricing, prepay, creation (single and on hold), on-hold edits and cancellation of deliveries. */
  readonly orders: OrdersApi
  /** The dashboard: the order table, bundles, map positions and online drivers. */
  readonly dashboard: DashboardApi
  /** Zones, what3words, trip time and distance, time options and offline address lookup. */
  readonly geo: GeoApi
  /** Saved contacts: list, table, add and remove. */
  readonly contacts: ContactsApi
  /** Batch address validation and multi-delivery file uploads. */
  readonly batch: BatchApi
  /** Photo uploads: a jpeg, png or pdf file in, the URL it is served at out. */
  readonly photos: PhotosApi
  /** A delivery's public tracking: no login, no api code. */
  readonly tracking: TrackingApi
  // resource groups: one member per resource, above this line
}

/**
 * What every client is built from (`createClient`, `createWidgetClient`): the configuration with its defaults, the
 * transport over it, and the client's `config` and `logger`.
 */
export function clientFoundation(config: ClientConfig) {
  const resolved = resolveConfig(config)
  return {
    resolved,
    transport: createTransport(resolved),
    head: {
      config: { baseUrl: resolved.baseUrl, brand: resolved.brand, product: resolved.product },
      logger: resolved.logger,
    },
  }
}

/** The version check: through the API's transport, or one of its own when the file is on another origin. */
function versionApi(resolved: ResolvedClientConfig, transport: Transport, metaPath: string): VersionApi {
  const url = new URL(resolved.versionUrl)
  if (resolved.versionUrl === `${resolved.baseUrl}${metaPath}`) return createVersionApi(transport, metaPath)
  return createVersionApi(createTransport({ ...resolved, baseUrl: url.origin }), url.pathname)
}

/**
 * Creates a client of the courier API.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl: 'http://127.0.0.1:4317' })
 * const apiCode = await client.auth.login({
 *   email: process.env.WAYBILL_EMAIL ?? '',
 *   password: process.env.WAYBILL_PASSWORD ?? '',
 * })
 * const account = await client.account.companyInfo(apiCode)
 * ```
 */
export function createClient(config: ClientConfig): WaybillClient {
  const { resolved, transport, head } = clientFoundation(config)
  const paths = apiPaths(resolved)
  return {
    ...head,
    auth: createAuthApi(transport, paths),
    account: createAccountApi(transport, paths, resolved.product),
    catalog: createCatalogApi(transport, paths),
    cards: createCardsApi(transport, paths),
    fleet: createFleetApi(transport, paths),
    version: versionApi(resolved, transport, paths.meta),
    labels: createLabelsApi(transport, paths, resolved.baseUrl),
    orders: createOrdersApi(transport, paths, resolved),
    dashboard: createDashboardApi(transport, paths, resolved),
    geo: createGeoApi(transport, paths, resolved),
    contacts: createContactsApi(transport, paths),
    batch: createBatchApi(transport, paths, resolved),
    photos: createPhotosApi(transport, paths, resolved.baseUrl),
    tracking: createTrackingApi(transport, paths),
    // resource groups: one entry per resource, above this line
  }
}
