import { define, type Infer, object, optional } from 'superstruct'

/**
 * What `config.json` says about the courier API (part 1 §7: the base host depends on the page host): one base URL
 * for every page host, or one per page host (`"*"` for any other).
 */
export type ApiBaseUrlSetting = string | Readonly<Record<string, string>>

/** Why `text` cannot be an API base URL (an absolute http(s) URL, with an optional path prefix); undefined if it can. */
export function apiBaseUrlProblem(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return `must be a full address starting with https:// (or http://), such as https://api.courier.example, got "${text}"`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `must start with https:// or http://, got "${text}"`
  }
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password'
  if (url.search !== '' || url.hash !== '')
    return `must not end with a query (?…) or a fragment (#…), got "${text}"`
  return undefined
}

/** Whether `text` is an absolute http(s) URL: a link the portal shows. */
function isWebAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** A page host as the address bar shows it (`portal.example.com`, `localhost:4390`, `[::1]:8080`), or `*`. */
const PAGE_HOST = /^(\*|[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?|\[[0-9a-f:.]+\](:\d{1,5})?)$/i

function settingProblems(value: unknown, path: readonly unknown[]) {
  if (typeof value === 'string') return apiBaseUrlProblem(value) ?? true
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'must be the API address, such as "https://api.courier.example", or an object from page host to API address'
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return 'lists no page host: give at least one, or "*" for every host'
  const problems = entries.flatMap(([host, url]) => {
    if (!PAGE_HOST.test(host)) {
      return [
        {
          path: [...path],
          message: `has "${host}", which is not a page host: write it as the address bar shows it, such as portal.courier.example or localhost:4390, or "*" for any other host`,
        },
      ]
    }
    const problem = typeof url === 'string' ? apiBaseUrlProblem(url) : 'must be an address in quotes'
    return problem === undefined ? [] : [{ path: [...path, host], message: problem }]
  })
  return problems.length === 0 ? true : problems
}

const ApiBaseUrl = define<ApiBaseUrlSetting>('apiBaseUrl', (value, context) =>
  settingProblems(value, context.path),
)

function text(name: string, test: RegExp, expected: string) {
  return define<string>(name, (value) =>
    typeof value === 'string' && test.test(value) ? true : `${expected}, got ${JSON.stringify(value)}`,
  )
}

const Slug = text(
  'slug',
  /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/,
  'must be a short name of letters, digits, "-" and "_" (it is part of the portal\'s addresses, such as /waybill/choose)',
)
const Email = text('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')
const Phone = text('phone', /^\+?[0-9 ().-]{7,30}$/, 'must be a phone number (digits, spaces and + ( ) - .)')
const WebAddress = define<string>('web address', (value) =>
  typeof value === 'string' && isWebAddress(value)
    ? true
    : `must be a full address starting with https://, got ${JSON.stringify(value)}`,
)
const MapsKey = text(
  'Google Maps key',
  /^[A-Za-z0-9_-]{0,100}$/,
  'must be a Google Maps browser key (letters, digits, "-" and "_"), or "" for the built-in map',
)

/**
 * The portal's `config.json`, served beside its `index.html` (ARCHITECTURE §6): every field optional, the defaults
 * serve the sandbox on the page's own origin. Unknown fields are refused, so that a misspelt one is not ignored.
 */
export const PortalConfigFile = object({
  /** The courier API: one base URL, or one per page host (part 1 §7). Default: the page's own origin. */
  apiBaseUrl: optional(ApiBaseUrl),
  /** The `{brand}` slug of routes and API paths. */
  brand: optional(Slug),
  /** The `{product}` slug of API paths and payload keys. */
  product: optional(Slug),
  /** Shown on the chooser (part 1 §1). */
  supportEmail: optional(Email),
  /** Shown on the chooser (part 1 §1). */
  supportPhone: optional(Phone),
  /** Sign-up's terms link (part 1 §2 'Sign-up'). */
  termsUrl: optional(WebAddress),
  /** Sign-up's privacy link (part 1 §2 'Sign-up'). */
  privacyUrl: optional(WebAddress),
  /** The App Store badge's link (part 1 §1). */
  appStoreUrl: optional(WebAddress),
  /** The Google Play badge's link (part 1 §1). */
  googlePlayUrl: optional(WebAddress),
  /** A Google Maps browser key (referrer-restricted, never the api code); absent or "": the built-in map. */
  googleMapsApiKey: optional(MapsKey),
})

/** The portal's `config.json`, as the `PortalConfigFile` schema checks it. */
export type PortalConfigFile = Infer<typeof PortalConfigFile>
