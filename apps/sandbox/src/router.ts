import type { Context, Hono, HonoRequest } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BODY_LIMIT, json, type Reply, readJson, TOO_LARGE, toResponse } from './http.ts'
import type { SandboxEnv } from './server.ts'

/** What a route handler receives for one request. */
export interface RequestContext {
  readonly req: HonoRequest
  readonly pathname: string
  readonly query: URLSearchParams
  /** Path parameters of a pattern route: `{id}` in `/api/web/user-contact/{id}`, decoded. */
  readonly params: Readonly<Record<string, string>>
  /** Reads and parses the JSON body (415 and 400 on the way; 413 comes first, from the route's body limit). */
  readJson(): Promise<unknown>
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** How large a body a route takes, and what its 413 says. */
export interface BodyLimit {
  readonly maxSize: number
  /** Default: 'The request body is too large.' */
  readonly message?: string
}

/** One row of the route table: method, path (exact, or with `{name}` segments) and handler. */
export interface Route {
  readonly method: Method
  readonly path: string
  readonly handler: Handler
  /** Default: {@link BODY_LIMIT}. */
  readonly bodyLimit?: BodyLimit
}

function contextOf(c: Context<SandboxEnv>): RequestContext {
  return {
    req: c.req,
    pathname: c.req.path,
    query: new URL(c.req.url).searchParams,
    params: c.req.param(),
    readJson: () => readJson(c.req),
  }
}

/**
 * Puts the route table on `app`, each route behind its body limit. Exact paths go first, so that they win over a
 * pattern that matches them too; `{name}` segments become Hono's `:name`. HEAD is answered by the GET route.
 */
export function mountRoutes(app: Hono<SandboxEnv>, routes: readonly Route[]): void {
  const exact = routes.filter((route) => !route.path.includes('{'))
  const seen = new Set<string>()
  for (const route of [...exact, ...routes.filter((route) => !exact.includes(route))]) {
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) throw new Error(`Duplicate route: ${key}`)
    seen.add(key)
    const { maxSize = BODY_LIMIT, message = TOO_LARGE } = route.bodyLimit ?? {}
    const limit = bodyLimit({ maxSize, onError: () => toResponse(json(413, { message })) })
    const path = route.path.replace(/\{(\w+)\}/g, ':$1')
    app.on(route.method, path, limit, async (c) => toResponse(await route.handler(contextOf(c))))
  }
}
