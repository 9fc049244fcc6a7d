import type { IncomingMessage } from 'node:http'
import type { Reply } from './http.ts'

/** What a route handler receives for one request. */
export interface RequestContext {
  readonly req: IncomingMessage
  readonly pathname: string
  readonly query: URLSearchParams
  /** Path parameters of a pattern route: `{id}` in `/api/web/user-contact/{id}`. */
  readonly params: Readonly<Record<string, string>>
  /** Reads and parses the JSON body (415, 413 and 400 on the way). */
  readJson(): Promise<unknown>
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One row of the route table: method, path (exact, or with `{name}` segments) and handler. */
export interface Route {
  readonly method: Method
  readonly path: string
  readonly handler: Handler
}

export type RouteMatch =
  | { readonly kind: 'found'; readonly handler: Handler; readonly params: Record<string, string> }
  | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] }
  | { readonly kind: 'not-found' }

export interface Router {
  match(method: string, pathname: string): RouteMatch
}

interface Pattern {
  readonly regex: RegExp
  readonly names: readonly string[]
  readonly methods: Map<string, Handler>
}

function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = []
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)
      if (!param?.[1]) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      names.push(param[1])
      return '([^/]+)'
    })
    .join('/')
  return { regex: new RegExp(`^${source}$`), names }
}

function allowed(methods: Map<string, Handler>): string[] {
  const list = [...methods.keys()]
  if (methods.has('GET')) list.push('HEAD')
  return list
}

/**
 * Builds the route table. Exact paths are looked up in a map; paths with `{name}` segments are tried in
 * order. HEAD is answered by the GET handler (Node drops the body).
 */
export function createRouter(routes: readonly Route[]): Router {
  const exact = new Map<string, Map<string, Handler>>()
  const patterns = new Map<string, Pattern>()
  for (const route of routes) {
    let methods: Map<string, Handler>
    if (route.path.includes('{')) {
      const existing = patterns.get(route.path)
      methods = existing?.methods ?? new Map()
      if (!existing) patterns.set(route.path, { ...compile(route.path), methods })
    } else {
      methods = exact.get(route.path) ?? new Map()
      exact.set(route.path, methods)
    }
    if (methods.has(route.method)) throw new Error(`Duplicate route: ${route.method} ${route.path}`)
    methods.set(route.method, route.handler)
  }

  function pick(methods: Map<string, Handler>, method: string, params: Record<string, string>): RouteMatch {
    const handler = methods.get(method === 'HEAD' ? 'GET' : method)
    return handler
      ? { kind: 'found', handler, params }
      : { kind: 'method-not-allowed', allow: allowed(methods) }
  }

  return {
    match(method, pathname) {
      const methods = exact.get(pathname)
      if (methods) return pick(methods, method, {})
      for (const pattern of patterns.values()) {
        const found = pattern.regex.exec(pathname)
        if (!found) continue
        const params: Record<string, string> = {}
        pattern.names.forEach((name, index) => {
          params[name] = decodeURIComponentSafe(found[index + 1] ?? '')
        })
        return pick(pattern.methods, method, params)
      }
      return { kind: 'not-found' }
    },
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
