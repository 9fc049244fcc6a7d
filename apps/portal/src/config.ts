import { DEFAULT_BRAND, DEFAULT_PRODUCT } from '@waybill/sdk-core'

/** The portal's wiring: the API is served from the portal's own origin. */
export const portalConfig = {
  baseUrl: globalThis.location.origin,
  brand: DEFAULT_BRAND,
  product: DEFAULT_PRODUCT,
  /**
   * A Google Maps JavaScript API key (a public, referrer-restricted browser key — not the account's api code).
   * Without one the portal draws the built-in offline map and asks the sandbox for address suggestions.
   */
  googleMapsApiKey: (import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined) || undefined,
  /** Shown on the chooser (part 1 §1); the spec gives no values, these are the sandbox's. */
  support: { email: 'support@waybill.test', phone: '1-780-555-0199' },
  /** Sign-up's links (part 1 §2 'Sign-up'); the spec gives no addresses, these are the courier's public pages. */
  termsHref: 'https://waybill.example/terms',
  privacyHref: 'https://waybill.example/privacy',
  appStoreLinks: {
    appStore: 'https://apps.apple.com/ca/search?term=waybill',
    googlePlay: 'https://play.google.com/store/search?q=waybill&c=apps',
  },
} as const

const brand = DEFAULT_BRAND

/** The spec's route table (part 1 §2, part 2 §2), as far as this portal has screens. */
export const routes = {
  login: '/login',
  resetPassword: '/reset-password',
  signUp: '/',
  registerLocation: '/register/location',
  registerHours: '/register/hours',
  choose: `/${brand}/choose`,
  details: `/${brand}/details`,
  /** The older shipment flow (part 1 §2 'Shipment (older flow)'), kept for old bookmarks. */
  shipment: '/shipment',
  valet: `/${brand}/valet`,
  createOneToMany: `/${brand}/createOneToMany`,
  createManyToOne: `/${brand}/createManyToOne`,
  /** The Multi{product} screen (part 1 §2 '/{brand}/multi{brand}', part 2 §2.5). */
  multiDelivery: `/${brand}/multi${brand}`,
  summary: `/${brand}/summary`,
  dashboard: '/dashboard',
  myAccount: '/addPayment',
  drivers: '/favouriteAgents',
  contacts: '/userAddress',
  /** The public tracking page (part 1 §2), outside the sign-in guard; sdk-core's `trackingPath(uuid)` links to it. */
  tracking: '/order-tracking/:uuid',
  /**
   * One order's label, shown from a blob: URL (ours, issue 21): the Label links point here, so that a label opened in
   * a new tab, or where a popup is blocked, never has the api code in its address (part 2 §7's call is made by the
   * page).
   */
  label: '/labels/:id',
} as const

/** The address of one order's label page (`routes.label`). */
export function labelRoute(orderId: number): string {
  return routes.label.replace(':id', String(orderId))
}
