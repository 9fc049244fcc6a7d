import type { IncomingMessage, ServerResponse } from 'node:http'
import { json, sendJson } from './http.ts'

/** Page origins on this machine, any port: `http://localhost:*`, `http://127.0.0.1:*`, `http://[::1]:*`. */
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** The methods of the contract's calls (part 1 §7, part 2 §7). */
export const CORS_METHODS = 'GET, POST, PATCH, DELETE'
/**
 * The request headers a client sends beyond the safelisted ones: `Content-Type: application/json` on JSON bodies
 * (`Accept` is sent too). The api code travels in queries and bodies (part 1 §7), never in a header.
 */
export const CORS_HEADERS = 'Accept, Content-Type'
/** The response headers a cross-origin client may read: the retry policy reads `Retry-After` of a 429 or 503. */
export const CORS_EXPOSE = 'Retry-After'
/** How long a browser may keep a preflight's answer: 10 minutes. */
const MAX_AGE_SECONDS = '600'

/** `text` as an origin (`https://portal.example.com`, a trailing slash allowed); undefined when it is not one. */
export function originOf(text: string): string | undefined {
  try {
    const url = new URL(text)
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === ''
    return bare && /^https?:$/.test(url.protocol) ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** Cross-origin access to the API, as a courier API offers it to a portal served from elsewhere. */
export interface Cors {
  /**
   * Sets the CORS headers of an API response: `Vary: Origin` always, the origin allowed when it is loopback or
   * listed. Answers a preflight (`OPTIONS` with `Access-Control-Request-Method`) itself and returns true.
   */
  apply(req: IncomingMessage, res: ServerResponse): boolean
}

/**
 * Creates the CORS policy: loopback origins, plus `allowOrigins` (exact origins, from `--allow-origin`); throws a
 * TypeError for an entry that is not an origin.
 */
export function createCors(allowOrigins: readonly string[] = []): Cors {
  const listed = new Set(
    allowOrigins.map((text) => {
      const origin = originOf(text)
      if (origin === undefined)
        throw new TypeError(`'${text}' is not an origin such as https://portal.example.com`)
      return origin
    }),
  )
  const allows = (origin: string) => LOOPBACK.test(origin) || listed.has(origin)
  return {
    apply(req, res) {
      res.setHeader('vary', 'Origin')
      const origin = req.headers.origin
      const allowed = origin !== undefined && allows(origin)
      if (allowed) {
        res.setHeader('access-control-allow-origin', origin)
        res.setHeader('access-control-expose-headers', CORS_EXPOSE)
      }
      const preflight =
        req.method === 'OPTIONS' &&
        origin !== undefined &&
        req.headers['access-control-request-method'] !== undefined
      if (!preflight) return false
      if (!allowed) {
        const message = `The origin ${origin} may not call this sandbox: start it with --allow-origin ${origin}`
        sendJson(res, json(403, { message }))
        return true
      }
      res.writeHead(204, {
        'access-control-allow-methods': CORS_METHODS,
        'access-control-allow-headers': CORS_HEADERS,
        'access-control-max-age': MAX_AGE_SECONDS,
        // Chrome asks before a public page calls a private address (Private Network Access): a listed origin may.
        ...(req.headers['access-control-request-private-network'] === 'true'
          ? { 'access-control-allow-private-network': 'true' }
          : {}),
        'content-length': 0,
      })
      res.end()
      return true
    },
  }
}
