import { type AccountApi, createAccountApi } from './api/account.ts'
import { type AuthApi, createAuthApi } from './api/auth.ts'
import { type CatalogApi, createCatalogApi } from './api/catalog.ts'
import { apiPaths } from './api/wire/names.ts'
import { type ClientConfig, type Logger, resolveConfig } from './config.ts'
import { createTransport } from './http/transport.ts'

/** The typed courier API, grouped by resource. */
export interface WaybillClient {
  /** The slugs and base URL the client was created with. */
  readonly config: { readonly baseUrl: string; readonly brand: string; readonly product: string }
  /** Where failures the spec only logs are reported. */
  readonly logger: Logger
  /** Login: exchanges email and password for the api code. */
  readonly auth: AuthApi
  /** Company info: the business account behind an api code. */
  readonly account: AccountApi
  /** Reference lists: operating regions and size categories. */
  readonly catalog: CatalogApi
  // resource groups: one member per resource, above this line
}

/**
 * Creates a client of the courier API.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl: 'http://127.0.0.1:4317' })
 * const apiCode = await client.auth.login({ email: 'demo@waybill.test', password: 'waybill-demo' })
 * const account = await client.account.companyInfo(apiCode)
 * ```
 */
export function createClient(config: ClientConfig): WaybillClient {
  const resolved = resolveConfig(config)
  const transport = createTransport(resolved)
  const paths = apiPaths(resolved)
  return {
    config: { baseUrl: resolved.baseUrl, brand: resolved.brand, product: resolved.product },
    logger: resolved.logger,
    auth: createAuthApi(transport, paths),
    account: createAccountApi(transport, paths, resolved.product),
    catalog: createCatalogApi(transport, paths),
    // resource groups: one entry per resource, above this line
  }
}
