import { DEFAULT_BRAND, DEFAULT_PRODUCT } from './api/wire/names.ts'
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './http/retryPolicy.ts'

/** A source of time and timers. Engines and the transport take one so tests can fake time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Calls `callback` after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown
  /** Cancels a timer started by `setTimeout`. */
  clearTimeout(handle: unknown): void
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** Where the SDK reports what it does not throw: warnings about dropped state, failures the spec only logs. */
export interface Logger {
  /** Reports something the SDK recovered from, e.g. a dropped stored entry. */
  warn(message: string, detail?: unknown): void
  /** Reports a failure the spec only logs, e.g. 'Error fetching company info'. */
  error(message: string, detail?: unknown): void
}

/** The console, which exists in browsers and in Node. */
export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(`[waybill] ${message}`, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) =>
    console.error(`[waybill] ${message}`, ...(detail === undefined ? [] : [detail])),
}

/** Options of {@link createClient}. */
export interface ClientConfig {
  /** Origin (and optional path prefix) of the courier API, e.g. `https://api.example.com`. The api code is sent only here. */
  baseUrl: string
  /** The `{brand}` slug of routes and API paths. Default `'waybill'`. */
  brand?: string
  /** The `{product}` slug of API paths and payload keys. Default `'delivery'`. */
  product?: string
  /**
   * Where the build-version file is read (part 1 §7 `GET /meta.json`): an absolute URL. Default
   * `{baseUrl}/meta.json`. A portal served apart from its API gives its own origin's, beside its `index.html`.
   */
  versionUrl?: string
  /** A fetch implementation; the global one by default. */
  fetch?: typeof globalThis.fetch
  /** Time source for timeouts. */
  clock?: Clock
  /** Per-attempt timeout in milliseconds. Default 30 000. */
  timeoutMs?: number
  /** Where failures the spec only logs go. The console by default. */
  logger?: Logger
  /** How reads are retried; `false` turns retrying off. Default: 3 attempts, 300 ms doubling, capped at 5 s. */
  retry?: Partial<RetryPolicy> | false
  /** Source of jitter for retry delays, in [0, 1). `Math.random` by default. */
  random?: () => number
}

/** A {@link ClientConfig} with every default applied. */
export interface ResolvedClientConfig {
  /** Origin (and path prefix) of the courier API, without a trailing slash. */
  readonly baseUrl: string
  /** The `{brand}` slug; `waybill` by default. */
  readonly brand: string
  /** The `{product}` slug; `delivery` by default. */
  readonly product: string
  /** The build-version file's absolute URL. */
  readonly versionUrl: string
  /** The fetch implementation calls go through. */
  readonly fetch: typeof globalThis.fetch
  /** Time source for timeouts. */
  readonly clock: Clock
  /** Per-attempt timeout in milliseconds. */
  readonly timeoutMs: number
  /** Where failures the spec only logs go. */
  readonly logger: Logger
  readonly retryPolicy: RetryPolicy
  readonly random: () => number
}

/** Applies the defaults; throws a TypeError unless `baseUrl` is an absolute http(s) URL. */
export function resolveConfig(config: ClientConfig): ResolvedClientConfig {
  let base: URL
  try {
    base = new URL(config.baseUrl)
  } catch {
    throw new TypeError(`createClient: baseUrl must be an absolute URL, got '${config.baseUrl}'`)
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new TypeError(`createClient: baseUrl must be http(s), got '${base.protocol}'`)
  }
  const baseUrl = base.href.replace(/\/+$/, '')
  return {
    baseUrl,
    brand: config.brand ?? DEFAULT_BRAND,
    product: config.product ?? DEFAULT_PRODUCT,
    versionUrl: versionUrlOf(config.versionUrl, baseUrl),
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock: config.clock ?? systemClock,
    timeoutMs: config.timeoutMs ?? 30_000,
    logger: config.logger ?? consoleLogger,
    retryPolicy:
      config.retry === false
        ? { ...DEFAULT_RETRY_POLICY, attempts: 1 }
        : { ...DEFAULT_RETRY_POLICY, ...config.retry },
    random: config.random ?? Math.random,
  }
}

/** The build-version file's URL: the one given, which must be an absolute http(s) URL, else the API's. */
function versionUrlOf(given: string | undefined, baseUrl: string): string {
  if (given === undefined) return `${baseUrl}/meta.json`
  let url: URL | undefined
  try {
    url = new URL(given)
  } catch {}
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new TypeError(`createClient: versionUrl must be an absolute http(s) URL, got '${given}'`)
  }
  return url.href
}
