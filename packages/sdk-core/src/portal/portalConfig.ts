import { type Failure, validate } from 'superstruct'
import { PortalConfigFile } from '../api/wire/portalConfig.ts'
import { apiBaseUrlFor, isLoopbackHost } from './apiBaseUrlFor.ts'

/**
 * The portal's configuration for one page: `config.json` with the defaults applied and the API base URL chosen.
 *
 * @internal
 */
export interface PortalConfig {
  /** The courier API's base URL for this page (part 1 §7), without a trailing slash. */
  readonly apiBaseUrl: string
  /** The `{brand}` slug of routes and API paths. */
  readonly brand: string
  /** The `{product}` slug of API paths and payload keys. */
  readonly product: string
  /** Support's email, shown on the chooser (part 1 §1). */
  readonly supportEmail: string
  /** Support's phone, shown on the chooser (part 1 §1). */
  readonly supportPhone: string
  /** Sign-up's terms link. */
  readonly termsUrl: string
  /** Sign-up's privacy link. */
  readonly privacyUrl: string
  /** The App Store badge's link. */
  readonly appStoreUrl: string
  /** The Google Play badge's link. */
  readonly googlePlayUrl: string
  /** A Google Maps browser key; undefined for the built-in offline map. */
  readonly googleMapsApiKey: string | undefined
}

/**
 * What a `config.json` without a field gets: every field but the API base URL (the page's origin) and the key.
 *
 * @internal
 */
export type PortalConfigDefaults = Omit<PortalConfig, 'apiBaseUrl' | 'googleMapsApiKey'>

/** A configuration read: the configuration, or every problem found, in plain words, to show on the page. */
export type PortalConfigResult =
  | { readonly ok: true; readonly config: PortalConfig }
  | { readonly ok: false; readonly problems: readonly string[] }

/** Options of `readPortalConfig`. */
export interface ReadPortalConfigOptions {
  /** The page's own address (`location.href`): its host chooses the API base URL. */
  readonly pageUrl: string
  /** What a field the file leaves out gets. */
  readonly defaults: PortalConfigDefaults
}

/** Options of {@link loadPortalConfig}. */
export interface LoadPortalConfigOptions extends ReadPortalConfigOptions {
  /** The file's absolute URL: `config.json` beside the page's `index.html`. */
  readonly url: string
  /** A fetch implementation; the global one by default. */
  readonly fetch?: typeof globalThis.fetch
  /** How long the file may take to arrive. Default 15 000 ms. */
  readonly timeoutMs?: number
}

const FIELDS = Object.keys(PortalConfigFile.schema).join(', ')

function describe(failure: Failure): string {
  const [field, host] = failure.path as string[]
  if (field === undefined)
    return 'config.json must hold one JSON object, such as { "apiBaseUrl": "https://api.courier.example" }'
  if (failure.type === 'never') return `"${field}" is not a setting of the portal (they are: ${FIELDS})`
  return host === undefined ? `${field} ${failure.message}` : `${field} for "${host}" ${failure.message}`
}

/** A `config.json` checked: the file, or every problem found in it, in plain words. */
export type PortalConfigFileCheck =
  | { readonly ok: true; readonly file: PortalConfigFile }
  | { readonly ok: false; readonly problems: readonly string[] }

/**
 * Checks a parsed `config.json` against the `PortalConfigFile` schema, for any page: what a deployment script checks
 * before it derives the page's content security policy (`portalContentSecurityPolicy`).
 *
 * @internal
 *
 * @example
 * ```ts
 * const checked = checkPortalConfigFile(JSON.parse(text))
 * if (!checked.ok) console.error(checked.problems.join('\n'))
 * ```
 */
export function checkPortalConfigFile(file: unknown): PortalConfigFileCheck {
  const [error, checked] = validate(file, PortalConfigFile)
  return error
    ? { ok: false, problems: [...new Set(error.failures().map(describe))] }
    : { ok: true, file: checked }
}

/**
 * Checks a parsed `config.json` (ARCHITECTURE §6) and applies the defaults; chooses the API base URL for the page
 * (part 1 §7, {@link apiBaseUrlFor}). Refuses a map with no entry for the page's host, and an http API under an
 * https page (browsers block it) unless the API is on loopback.
 *
 * @example
 * ```ts
 * const read = readPortalConfig({ apiBaseUrl: 'https://api.courier.example' }, { pageUrl: location.href, defaults })
 * if (read.ok) createClient({ baseUrl: read.config.apiBaseUrl, brand: read.config.brand })
 * ```
 */
export function readPortalConfig(file: unknown, options: ReadPortalConfigOptions): PortalConfigResult {
  const check = checkPortalConfigFile(file)
  if (!check.ok) return check
  const checked = check.file
  const page = new URL(options.pageUrl)
  const apiBaseUrl = apiBaseUrlFor(checked.apiBaseUrl, page.href)
  if (apiBaseUrl === undefined) {
    const hosts = Object.keys(checked.apiBaseUrl ?? {}).join(', ')
    return {
      ok: false,
      problems: [
        `apiBaseUrl has no address for this page's host, ${page.host} (it has: ${hosts}). Add "${page.host}", or "*" for every other host.`,
      ],
    }
  }
  const api = new URL(apiBaseUrl)
  if (page.protocol === 'https:' && api.protocol === 'http:' && !isLoopbackHost(api.hostname)) {
    return {
      ok: false,
      problems: [
        `apiBaseUrl ${apiBaseUrl} starts with http://, but this page is https://: browsers block such calls. Use an https:// address.`,
      ],
    }
  }
  const { defaults } = options
  return {
    ok: true,
    config: {
      apiBaseUrl,
      brand: checked.brand ?? defaults.brand,
      product: checked.product ?? defaults.product,
      supportEmail: checked.supportEmail ?? defaults.supportEmail,
      supportPhone: checked.supportPhone ?? defaults.supportPhone,
      termsUrl: checked.termsUrl ?? defaults.termsUrl,
      privacyUrl: checked.privacyUrl ?? defaults.privacyUrl,
      appStoreUrl: checked.appStoreUrl ?? defaults.appStoreUrl,
      googlePlayUrl: checked.googlePlayUrl ?? defaults.googlePlayUrl,
      googleMapsApiKey: checked.googleMapsApiKey || undefined,
    },
  }
}

function failed(problem: string): PortalConfigResult {
  return { ok: false, problems: [problem] }
}

/**
 * Downloads `config.json` (never from a stale cache) and reads it with `readPortalConfig`. Never throws: a file
 * that cannot be downloaded, is not JSON, or is not valid comes back as problems in plain words.
 *
 * @internal
 *
 * @example
 * ```ts
 * const loaded = await loadPortalConfig({ url: new URL('/config.json', location.href).href, pageUrl: location.href, defaults })
 * ```
 */
export async function loadPortalConfig(options: LoadPortalConfigOptions): Promise<PortalConfigResult> {
  const { url, timeoutMs = 15_000 } = options
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      cache: 'no-cache',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await response.text()
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `it did not arrive within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} seconds`}`
        : 'the network request failed'
    return failed(
      `config.json could not be downloaded from ${url}: ${why}. Check the connection and reload the page.`,
    )
  }
  if (!response.ok) {
    return failed(`config.json could not be downloaded from ${url}: the server answered ${response.status}.`)
  }
  let file: unknown
  try {
    file = JSON.parse(text)
  } catch (error) {
    if (/^\s*</.test(text)) {
      return failed(
        `config.json is missing at ${url}: the server sent a web page in its place. Put a config.json beside index.html.`,
      )
    }
    return failed(`config.json is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`)
  }
  return readPortalConfig(file, options)
}
