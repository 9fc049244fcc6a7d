/** The default `{brand}` slug: route segments and API path segments (part 1 §2, §7). */
export const DEFAULT_BRAND = 'waybill'

/** The default `{product}` slug: what deliveries are called in paths and payload keys (part 2 §7). */
export const DEFAULT_PRODUCT = 'delivery'

/** The slugs that stand for `{brand}` and `{product}` in the spec's paths, payload keys and routes. */
export interface WireNames {
  /** The `{brand}` slug of routes and API path segments, e.g. 'waybill'. */
  readonly brand: string
  /** The `{product}` slug of API paths and payload keys such as `on_hold_{product}`, e.g. 'delivery'. */
  readonly product: string
}

/** The default slugs: brand 'waybill', product 'delivery'. */
export const DEFAULT_NAMES: WireNames = { brand: DEFAULT_BRAND, product: DEFAULT_PRODUCT }

/** Every API path of the contract, built from the brand and product slugs. */
export function apiPaths(_names: WireNames = DEFAULT_NAMES) {
  return {
    /** POST /api/user/getMyBusinessApiCode: email and password for the api code. */
    login: '/api/user/getMyBusinessApiCode',
    /** GET /api/user/companyInfo: the business account behind an api_key. */
    companyInfo: '/api/user/companyInfo',
    /** GET /api/web/size-category: the six size categories. */
    sizeCategories: '/api/web/size-category',
    /** GET /api/web/get-sign-up-active-regions: operating regions offered at sign-up. */
    signUpRegions: '/api/web/get-sign-up-active-regions',
  } as const
}

/** The API paths of the contract, as `apiPaths` returns them. */
export type ApiPaths = ReturnType<typeof apiPaths>
