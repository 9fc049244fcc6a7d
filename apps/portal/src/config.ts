import type { PortalConfig, PortalConfigDefaults } from '@waybill/sdk-core/internal'
import { DEFAULT_BRAND, DEFAULT_PRODUCT } from '@waybill/sdk-core/wire'

/**
 * What a config.json without a field gets (ARCHITECTURE §6): the sandbox's values. The spec gives no support contacts
 * nor link addresses (part 1 §1, §2 'Sign-up'); a courier sets its own in config.json.
 */
export const PORTAL_DEFAULTS: PortalConfigDefaults = {
  brand: DEFAULT_BRAND,
  product: DEFAULT_PRODUCT,
  supportEmail: 'support@waybill.test',
  supportPhone: '1-780-555-0199',
  termsUrl: 'https://waybill.example/terms',
  privacyUrl: 'https://waybill.example/privacy',
  appStoreUrl: 'https://apps.apple.com/ca/search?term=waybill',
  googlePlayUrl: 'https://play.google.com/store/search?q=waybill&c=apps',
}

/** The portal's wiring, from its config.json. */
interface PortalWiring {
  /** The courier API's base URL for this page (part 1 §7). */
  readonly baseUrl: string
  readonly brand: string
  readonly product: string
  /** The portal's own build-version file, beside its index.html (part 1 §7 GET /meta.json). */
  readonly versionUrl: string
  /**
   * A Google Maps JavaScript API key (a public, referrer-restricted browser key — not the account's api code).
   * Without one the portal draws the built-in offline map and asks the API for address suggestions.
   */
  readonly googleMapsApiKey: string | undefined
  /** Shown on the chooser (part 1 §1). */
  readonly support: { readonly email: string; readonly phone: string }
  /** Sign-up's links (part 1 §2 'Sign-up'). */
  readonly termsHref: string
  readonly privacyHref: string
  readonly appStoreLinks: { readonly appStore: string; readonly googlePlay: string }
}

/** The spec's route table (part 1 §2, part 2 §2), as far as this portal has screens, for a `{brand}`. */
function routeTable(brand: string) {
  return {
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
     * One order's label, shown from a blob: URL (ours, issue 21): the Label links point here, so that a label opened
     * in a new tab, or where a popup is blocked, never has the api code in its address (part 2 §7's call is made by
     * the page).
     */
    label: '/labels/:id',
  } as const
}

/**
 * The portal's wiring, filled once from config.json by {@link configurePortal} before the app's modules load
 * (main.tsx imports App.tsx only then): every screen reads it as before, at render or at its own module's load.
 */
export const portalConfig = {} as PortalWiring

/** The route table for the configured `{brand}`, filled by {@link configurePortal} like {@link portalConfig}. */
export const routes = {} as ReturnType<typeof routeTable>

/** Fills {@link portalConfig} and {@link routes} from the page's configuration; once, before the app loads. */
export function configurePortal(config: PortalConfig, versionUrl: string): void {
  if (Object.isFrozen(routes)) throw new Error('The portal is configured once, at start (main.tsx).')
  Object.assign(portalConfig, {
    baseUrl: config.apiBaseUrl,
    brand: config.brand,
    product: config.product,
    versionUrl,
    googleMapsApiKey: config.googleMapsApiKey,
    support: { email: config.supportEmail, phone: config.supportPhone },
    termsHref: config.termsUrl,
    privacyHref: config.privacyUrl,
    appStoreLinks: { appStore: config.appStoreUrl, googlePlay: config.googlePlayUrl },
  } satisfies PortalWiring)
  Object.assign(routes, routeTable(config.brand))
  Object.freeze(portalConfig)
  Object.freeze(routes)
}

/** The address of one order's label page (`routes.label`). */
export function labelRoute(orderId: number): string {
  return routes.label.replace(':id', String(orderId))
}
