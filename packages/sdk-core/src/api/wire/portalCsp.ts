import type { PortalConfigFile } from './portalConfig.ts'

/**
 * Google's sources for the Maps JavaScript API under an allowlist policy, directive by directive, as Google's
 * "Content Security Policy guide" for the Maps JavaScript API lists them. Only a page with a key gets them.
 */
const GOOGLE_MAPS: Readonly<Record<string, readonly string[]>> = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  'worker-src': ['blob:'],
  'frame-src': ['https://*.google.com'],
}

/** The origins of the API base URLs a config file names, each once, in the order written. */
export function apiOriginsOf(file: PortalConfigFile): string[] {
  const setting = file.apiBaseUrl
  if (setting === undefined) return []
  const urls = typeof setting === 'string' ? [setting] : Object.values(setting)
  return [...new Set(urls.map((url) => new URL(url).origin))]
}

/**
 * The Content-Security-Policy of the portal's pages for a given `config.json` (ARCHITECTURE §6): scripts, styles
 * and fonts from the page's own origin; calls to it and to every API origin the file names (its images too: photos
 * and driver pictures come from there); Google Maps' sources only when the file has a key. `object-src blob:` lets a
 * label open as a PDF from a blob: URL the page made (issue 21). The server that sends `index.html` sends this.
 *
 * @example
 * ```ts
 * portalContentSecurityPolicy({ apiBaseUrl: 'https://api.courier.example/v1' })
 * // "default-src 'self'; img-src 'self' data: blob: https://api.courier.example; … connect-src 'self' https://api.courier.example; …"
 * ```
 */
export function portalContentSecurityPolicy(file: PortalConfigFile): string {
  const api = apiOriginsOf(file)
  const maps = (file.googleMapsApiKey ?? '') !== ''
  const google = (directive: string) => (maps ? (GOOGLE_MAPS[directive] ?? []) : [])
  // An empty list leaves the directive out: default-src 'self' governs it.
  const policy: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', maps ? ["'self'", ...google('script-src')] : []],
    ['img-src', ["'self'", 'data:', 'blob:', ...api, ...google('img-src')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...google('style-src')]],
    ['font-src', maps ? ["'self'", ...google('font-src')] : []],
    ['connect-src', ["'self'", ...api, ...google('connect-src')]],
    ['worker-src', maps ? ["'self'", ...google('worker-src')] : []],
    ['frame-src', google('frame-src')],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ['blob:']],
  ]
  return policy
    .filter(([, sources]) => sources.length > 0)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ')
}
