import type { Context, MiddlewareHandler } from 'hono'
import type { SandboxEnv } from './server.ts'

const SECRET_PARAMS = new Set(['api_key', 'api_code', 'password', 'password_confirmation', 'token'])

/** The path and query for the log, with api codes, keys and passwords replaced by `***`. */
export function redactTarget(pathname: string, query: URLSearchParams): string {
  if (query.size === 0) return pathname
  const safe = new URLSearchParams()
  for (const [key, value] of query) safe.append(key, SECRET_PARAMS.has(key.toLowerCase()) ? '***' : value)
  return `${pathname}?${safe.toString()}`
}

/** The request's path (as sent) and query as the log shows them. */
export function loggedTarget(c: Context<SandboxEnv>): string {
  return redactTarget(c.req.path, new URL(c.req.url).searchParams)
}

/**
 * Logs one line per request once its answer is sent, or once the connection closes without one:
 * `POST /api/web/delivery 200 12ms`, `… dropped (delay) 300ms`.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const started = performance.now()
    const line = `${c.req.method} ${loggedTarget(c)}`
    const { outgoing } = c.env
    let logged = false
    const logOnce = () => {
      if (logged) return
      logged = true
      const ms = Math.round(performance.now() - started)
      const fault = c.get('fault')
      const outcome = outgoing.writableFinished
        ? String(outgoing.statusCode)
        : `dropped${fault ? ` (${fault.kind})` : ''}`
      log(`${line} ${outcome} ${ms}ms`)
    }
    outgoing.once('finish', logOnce)
    outgoing.once('close', logOnce)
    await next()
  }
}
