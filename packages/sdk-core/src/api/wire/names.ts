/** The default `{brand}` slug: route segments and API path segments (part 1 §2, §7). */
export const DEFAULT_BRAND = 'waybill'

/** The default `{product}` slug: what deliveries are called in paths and payload keys (part 2 §7). */
export const DEFAULT_PRODUCT = 'delivery'

/** The slugs that stand for `{brand}` and `{product}` in the spec's paths, payload keys and routes. */
export interface WireNames {
  readonly brand: string
  readonly product: string
}

export const DEFAULT_NAMES: WireNames = { brand: DEFAULT_BRAND, product: DEFAULT_PRODUCT }

/** Every API path of the contract, built from the brand and product slugs. */
export function apiPaths(_names: WireNames = DEFAULT_NAMES) {
  return {
    login: '/api/user/getMyBusinessApiCode',
    companyInfo: '/api/user/companyInfo',
    sizeCategories: '/api/web/size-category',
    signUpRegions: '/api/web/get-sign-up-active-regions',
  } as const
}

export type ApiPaths = ReturnType<typeof apiPaths>
