import type { RequestListener } from 'node:http'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { getPath } from 'hono/utils/url'
import { dropConnection, faultInjection } from './faultInjection.ts'
import type { Fault, FaultQueue } from './faults.ts'
import { discardUnreadBody, ENDED_EARLY, HttpError, json, toResponse } from './http.ts'
import { loggedTarget, requestLog } from './requestLog.ts'
import { mountRoutes, type Route } from './router.ts'
import type { StaticFiles } from './static.ts'

/** What the sandbox's Hono app knows of a request: Node's request and response, and the fault it met. */
export interface SandboxEnv {
  Bindings: HttpBindings
  Variables: { fault?: Fault }
}

/** What the request pipeline is built from. */
export interface PipelineOptions {
  readonly routes: readonly Route[]
  readonly faults: FaultQueue
  readonly staticFiles?: StaticFiles
  /** Cross-origin access to /api/: headers on every answer, preflights answered. None: same-origin only. */
  readonly cors?: MiddlewareHandler
  readonly log: (line: string) => void
  /** Aborted when the sandbox closes: pending delays stop. */
  readonly signal: AbortSignal
}

/**
 * node-server's light request as a standard one. Hono's body limit re-wraps a streamed body (`new Request(raw, …)`),
 * which only a standard Request allows unless node-server replaces the global Request and Response, and the sandbox
 * runs inside test processes that should keep theirs.
 */
function standardRequest(request: Request): Request {
  const bodyless = request.method === 'GET' || request.method === 'HEAD'
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(bodyless ? {} : { body: request.body, duplex: 'half' }),
  })
}

/**
 * The path as the client sent it, for routes, faults and static files: the request's URL has `..` and `%2e%2e`
 * resolved already, which would answer `/tracking/%2e%2e` from another route and hide a way out of the static
 * directory.
 */
function sentPath(request: Request, options: { env?: HttpBindings } = {}): string {
  const target = options.env?.incoming.url ?? ''
  return target.startsWith('/') ? (target.split('?')[0] ?? '/') : getPath(request)
}

/**
 * The request pipeline, on Hono: the request log, CORS (preflights answered before any fault), fault injection,
 * 405 with `Allow` for a known path, the static files, the route table, then a JSON 404 (or the static fallback);
 * every failure answered as JSON `{ message }`. A body left unread by a refusal is read and dropped after the answer.
 */
export function createPipeline(options: PipelineOptions): RequestListener {
  const { faults, staticFiles, cors, signal } = options
  // A throwing log callback must not take the server down with it.
  const log = (line: string) => {
    try {
      options.log(line)
    } catch {}
  }
  const app = new Hono<SandboxEnv>({ getPath: sentPath })
  app.use(requestLog(log))
  if (cors) app.use(cors)
  app.use(faultInjection(faults, signal))
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed(c: Context<SandboxEnv>, methods: string[]) {
        const allow = methods.join(', ')
        const message = `The ${c.req.method} method is not supported for this route. Supported methods: ${allow}.`
        return toResponse(json(405, { message }, { allow }))
      },
    }),
  )
  if (staticFiles) app.use(staticFiles.serve)
  mountRoutes(app, options.routes)
  app.notFound(
    async (c) =>
      (await staticFiles?.fallback(c)) ??
      toResponse(json(404, { message: `The route ${c.req.path} could not be found.` })),
  )
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return toResponse(json(error.status, { message: error.message }, error.headers))
    if (signal.aborted) return dropConnection(c)
    // The client hung up mid-body: its fault, not the server's (no failure in the log).
    if (c.req.raw.signal.aborted) return toResponse(json(400, { message: ENDED_EARLY }))
    log(`${c.req.method} ${loggedTarget(c)} failed: ${error.stack ?? error.message}`)
    return toResponse(json(500, { message: 'Server Error' }))
  })
  const handle = (request: Request, env: HttpBindings) => {
    env.outgoing.once('finish', () => discardUnreadBody(env.incoming))
    return app.fetch(standardRequest(request), env)
  }
  // Only HTTP/1 servers are created (sandbox.ts); unread bodies are the sandbox's own to drop (no time limit).
  return getRequestListener((request, env) => handle(request, env as HttpBindings), {
    overrideGlobalObjects: false,
    autoCleanupIncoming: false,
  })
}
