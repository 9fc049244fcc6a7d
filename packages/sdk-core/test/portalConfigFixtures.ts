import type { PortalConfigDefaults } from '../src/portal/portalConfig.ts'

/** What a config.json without a field gets in the tests: the sandbox portal's own values (apps/portal's). */
export const PORTAL_TEST_DEFAULTS: PortalConfigDefaults = {
  brand: 'waybill',
  product: 'delivery',
  supportEmail: 'support@waybill.test',
  supportPhone: '1-780-555-0199',
  termsUrl: 'https://waybill.example/terms',
  privacyUrl: 'https://waybill.example/privacy',
  appStoreUrl: 'https://apps.apple.com/ca/search?term=waybill',
  googlePlayUrl: 'https://play.google.com/store/search?q=waybill&c=apps',
}
