import { DEFAULT_BRAND, DEFAULT_PRODUCT } from '@waybill/sdk-core'

/** The portal's wiring: the API is served from the portal's own origin. */
export const portalConfig = {
  baseUrl: globalThis.location.origin,
  brand: DEFAULT_BRAND,
  product: DEFAULT_PRODUCT,
  appStoreLinks: {
    appStore: 'https://apps.apple.com/ca/search?term=waybill',
    googlePlay: 'https://play.google.com/store/search?q=waybill&c=apps',
  },
} as const

/** The spec's route table (part 1 §2), as far as this portal has screens. */
export const routes = {
  login: '/login',
  resetPassword: '/reset-password',
  signUp: '/',
  dashboard: '/dashboard',
} as const
