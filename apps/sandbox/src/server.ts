import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Cors } from './cors.ts'
import type { Fault, FaultQueue } from './faults.ts'
import { MALFORMED_BODY } from './faults.ts'
import { holdRequest } from './heldRequest.ts'
import { HttpError, json, type Reply, readJson, sendJson } from './http.ts'
import type { Router } from './router.ts'
import type { StaticFiles } from './static.ts'

/** What the request pipeline is built from. */
export interface PipelineOptions {
  readonly router: Router
  readonly faults: FaultQueue
  readonly staticFiles?: StaticFiles
  /** Cross-origin access to /api/: headers on every answer, preflights answered. None: same-origin only. */
  readonly cors?: Cors
  readonly log: (line: string) => void
  /** Aborted when the sandbox closes: pending delays stop. */
  readonly signal: AbortSignal
}

/** A response written by someone else (a static file), run unless the request is dropped. */
type Writer = (res: ServerResponse) => Promise<void>

const SECRET_PARAMS = new Set(['api_key', 'api_code', 'password', 'password_confirmation', 'token'])

function parseTarget(raw: string): { pathname: string; query: URLSearchParams } {
  let target = raw
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target)
      target = url.pathname + url.search
    } catch {
      target = '/'
    }
  }
  const mark = target.indexOf('?')
  if (mark < 0) return { pathname: target, query: new URLSearchParams() }
  return { pathname: target.slice(0, mark), query: new URLSearchParams(target.slice(mark + 1)) }
}

/** The path and query for the log, with api codes, keys and passwords replaced by `***`. */
export function redactTarget(pathname: string, query: URLSearchParams): string {
  if (query.size === 0) return pathname
  const safe = new URLSearchParams()
  for (const [key, value] of query) safe.append(key, SECRET_PARAMS.has(key.toLowerCase()) ? '***' : value)
  return `${pathname}?${safe.toString()}`
}

function isCourierPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

/** The sandbox's own paths, never a static file: the API, the dev routes, and the portal's config.json. */
function isSandboxPath(pathname: string): boolean {
  return isCourierPath(pathname) || pathname.startsWith('/__sandbox/') || pathname === '/config.json'
}

function answerFault(res: ServerResponse, fault: Fault): void {
  if (fault.kind === 'status') {
    sendJson(
      res,
      json(
        fault.status,
        fault.body === undefined ? { message: 'Injected fault' } : fault.body,
        fault.headers,
      ),
    )
  } else if (fault.kind === 'malformed') {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(MALFORMED_BODY),
    })
    res.end(MALFORMED_BODY)
  }
}

/** The request pipeline: faults, then static files or the route table, every failure answered. */
export function createPipeline(options: PipelineOptions): RequestListener {
  const { router, faults, staticFiles, cors, signal } = options
  // A throwing log callback must not take the server down with it.
  const log = (line: string) => {
    try {
      options.log(line)
    } catch {}
  }

  async function work(
    req: IncomingMessage,
    pathname: string,
    query: URLSearchParams,
  ): Promise<Reply | Writer> {
    const method = req.method ?? 'GET'
    const match = router.match(method, pathname)
    if (staticFiles && !isSandboxPath(pathname) && (method === 'GET' || method === 'HEAD')) {
      // A route outside /api/ (GET /meta.json) answers when the directory has no such file: never the SPA fallback.
      // The portal's config.json is always the sandbox's own (routes/portalConfig.ts), whatever the directory holds.
      if (match.kind !== 'found' || (await staticFiles.has(pathname))) {
        return (res) => staticFiles.serve(req, res, pathname)
      }
    }
    if (match.kind === 'not-found') return json(404, { message: `The route ${pathname} could not be found.` })
    if (match.kind === 'method-not-allowed') {
      const allow = match.allow.join(', ')
      const message = `The ${method} method is not supported for this route. Supported methods: ${allow}.`
      return json(405, { message }, { allow })
    }
    const ctx = { req, pathname, query, params: match.params, readJson: () => readJson(req) }
    return match.handler(ctx)
  }

  function failure(error: unknown, req: IncomingMessage, target: string): Reply {
    if (error instanceof HttpError) return json(error.status, { message: error.message }, error.headers)
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
    log(`${req.method} ${target} failed: ${detail}`)
    return json(500, { message: 'Server Error' })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now()
    const { pathname, query } = parseTarget(req.url ?? '/')
    const target = redactTarget(pathname, query)
    // A preflight is answered here, before any fault: it must not use up a fault meant for the call itself.
    const preflight = cors !== undefined && isCourierPath(pathname) && cors.apply(req, res)
    const fault =
      preflight || pathname.startsWith('/__sandbox/') ? undefined : faults.take(req.method ?? 'GET', pathname)
    let logged = false
    const logOnce = () => {
      if (logged) return
      logged = true
      const ms = Math.round(performance.now() - started)
      const outcome = res.writableFinished
        ? String(res.statusCode)
        : `dropped${fault ? ` (${fault.kind})` : ''}`
      log(`${req.method} ${target} ${outcome} ${ms}ms`)
    }
    res.once('finish', logOnce)
    res.once('close', logOnce)
    if (preflight) return
    if (fault?.kind === 'drop-before') return void req.socket.destroy()
    if (fault?.kind === 'status' || fault?.kind === 'malformed') return answerFault(res, fault)
    let result: Reply | Writer
    try {
      let request = req
      if (fault?.kind === 'delay') {
        // Read the request first, as a slow server would: the work is done (committed) after the delay even
        // when the client has given up meanwhile, so a client's timeout can meet a late commit.
        request = await holdRequest(req)
        await sleep(fault.ms, undefined, { signal })
      }
      result = await work(request, pathname, query)
    } catch (error) {
      if (signal.aborted) return void req.socket.destroy()
      result = failure(error, req, target)
    }
    if (fault?.kind === 'drop-after') return void req.socket.destroy()
    if (typeof result !== 'function') return sendJson(res, result)
    try {
      await result(res)
    } catch (error) {
      if (!res.headersSent) sendJson(res, failure(error, req, target))
      else res.destroy()
    }
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`${req.method} request failed outside its handler: ${String(error)}`)
      if (!res.headersSent) sendJson(res, json(500, { message: 'Server Error' }))
      else res.destroy()
    })
  }
}
