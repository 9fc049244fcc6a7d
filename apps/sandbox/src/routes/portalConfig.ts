import { json } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/**
 * The portal's `config.json` (ARCHITECTURE §6) for this sandbox: its brand and product, no API address (the page's
 * own origin: this server), and the Google Maps key it was started with. Served with or without `--static`, so that
 * `npm run dev` proxies it too; a config.json in the static directory never answers instead.
 */
export function createPortalConfigRoutes({ names, portalConfig }: App): Route[] {
  const file = portalConfig ?? { brand: names.brand, product: names.product }
  return [{ method: 'GET', path: '/config.json', handler: () => json(200, file) }]
}
