import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { json, toResponse } from './http.ts'

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
const MAX_AGE_SECONDS = 600

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

function isCourierPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

/**
 * Creates the CORS middleware of /api/ (Hono's `cors`): `Vary: Origin` always, the origin allowed when it is
 * loopback or in `allowOrigins` (exact origins, from `--allow-origin`). A preflight (`OPTIONS` with
 * `Access-Control-Request-Method`) is answered here, before any fault: 204 for an allowed origin, 403 saying which
 * flag to add for another. Throws a TypeError for an entry that is not an origin.
 */
export function createCors(allowOrigins: readonly string[] = []): MiddlewareHandler {
  const listed = new Set(
    allowOrigins.map((text) => {
      const origin = originOf(text)
      if (origin === undefined)
        throw new TypeError(`'${text}' is not an origin such as https://portal.example.com`)
      return origin
    }),
  )
  const allows = (origin: string) => LOOPBACK.test(origin) || listed.has(origin)
  const answer = cors({
    origin: (origin) => (allows(origin) ? origin : null),
    allowMethods: [CORS_METHODS],
    allowHeaders: [CORS_HEADERS],
    maxAge: MAX_AGE_SECONDS,
  })
  return async (c, next) => {
    if (!isCourierPath(c.req.path)) return next()
    const origin = c.req.header('origin')
    if (c.req.method !== 'OPTIONS') {
      await answer(c, next)
      // Hono exposes headers to every origin; only an allowed one may read them.
      if (origin !== undefined && allows(origin)) c.header('access-control-expose-headers', CORS_EXPOSE)
      return
    }
    if (origin === undefined || c.req.header('access-control-request-method') === undefined) {
      // Not a preflight: an OPTIONS call, answered as any other method the route lacks.
      await next()
      c.header('vary', 'Origin')
      return
    }
    if (!allows(origin)) {
      const message = `The origin ${origin} may not call this sandbox: start it with --allow-origin ${origin}`
      return toResponse(json(403, { message }, { vary: 'Origin' }))
    }
    const preflight = await answer(c, next)
    if (preflight) c.res = preflight
    // Hono adds Access-Control-Request-Headers to Vary; the allowed headers here never depend on it.
    c.header('vary', 'Origin')
    c.header('access-control-expose-headers', CORS_EXPOSE)
    // Chrome asks before a public page calls a private address (Private Network Access): a listed origin may.
    if (c.req.header('access-control-request-private-network') === 'true')
      c.header('access-control-allow-private-network', 'true')
  }
}
