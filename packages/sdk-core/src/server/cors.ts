/** Methods the widget's calls use, plus the preflight's own. */
export const CORS_METHODS = 'GET, POST, OPTIONS'

/** Headers the sdk-core client sends (`http/transport.ts`: Accept on every call, Content-Type on JSON bodies). */
export const CORS_HEADERS = 'Accept, Content-Type'

/** How long a browser may cache a preflight answer, in seconds (10 minutes). */
export const CORS_MAX_AGE_SECONDS = 600

/**
 * Checks an allow-list: each entry must be an exact origin (`scheme://host[:port]`, no path, no trailing slash,
 * never `*`), so that a typo fails at start rather than refusing every shopper. Returns them as a set.
 *
 * @example
 * ```ts
 * originSet(['https://shop.example']) // Set { 'https://shop.example' }
 * originSet(['https://shop.example/']) // throws TypeError
 * ```
 */
export function originSet(origins: readonly string[]): ReadonlySet<string> {
  for (const origin of origins) {
    let parsed: URL | undefined
    try {
      parsed = new URL(origin)
    } catch {
      parsed = undefined
    }
    if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) {
      throw new TypeError(
        `createWidgetProxy: allowedOrigins holds exact origins like 'https://shop.example', got '${origin}'`,
      )
    }
  }
  return new Set(origins)
}

/** The CORS headers of an answer to an allowed origin: that origin (never `*`), Vary, and Retry-After exposed. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  }
}

/** The extra headers of a preflight answer to an allowed origin. */
export function preflightHeaders(origin: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': CORS_METHODS,
    'Access-Control-Allow-Headers': CORS_HEADERS,
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
  }
}
