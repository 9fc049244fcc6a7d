import { createReadStream, realpathSync } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Context, MiddlewareHandler } from 'hono'
import { getMimeType, mimes } from 'hono/utils/mime'
import type { SandboxEnv } from './server.ts'

/** Hono's content types, but JSON with its charset and SVG without one. */
const TYPES: Readonly<Record<string, string>> = {
  ...mimes,
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
}

/** The encodings a build precompresses (`.br`, `.gz` beside the file, apps/portal/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

interface FoundFile {
  readonly path: string
  readonly size: number
}

/**
 * The built portal (`--static`), on Hono: `serve` answers a file of the directory (a folder: its index.html), with
 * its precompressed twin when the client takes one; `fallback` answers a GET or HEAD nothing else has outside the
 * sandbox's own paths: index.html for a page request (SPA routing), else a text 404. Nothing outside the directory
 * is ever served (403).
 */
export interface StaticFiles {
  readonly serve: MiddlewareHandler<SandboxEnv>
  fallback(c: Context<SandboxEnv>): Promise<Response | undefined>
}

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + sep)
}

async function fileIn(root: string, candidate: string): Promise<FoundFile | undefined> {
  try {
    const real = await realpath(candidate)
    if (!isInside(root, real)) return undefined
    const info = await stat(real)
    if (info.isDirectory()) return fileIn(root, join(real, 'index.html'))
    return info.isFile() ? { path: real, size: info.size } : undefined
  } catch {
    return undefined
  }
}

function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return name?.trim().toLowerCase() === encoding && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/**
 * Sends `file`, or the best precompressed twin the client accepts. A file with twins varies by Accept-Encoding
 * (caches must key on it); hashed assets are immutable, everything else is revalidated; pages carry the CSP.
 */
async function sendFile(c: Context<SandboxEnv>, file: FoundFile, immutable: boolean, csp: string) {
  const type = getMimeType(file.path, TYPES) ?? 'application/octet-stream'
  const accepted = c.req.header('accept-encoding') ?? ''
  let sent = file
  let encoding: string | undefined
  let twins = false
  for (const { name, suffix } of ENCODINGS) {
    const info = await stat(file.path + suffix).catch(() => undefined)
    if (!info?.isFile()) continue
    twins = true
    if (encoding === undefined && accepts(accepted, name)) {
      sent = { path: file.path + suffix, size: info.size }
      encoding = name
    }
  }
  const headers: Record<string, string> = {
    'content-type': type,
    'content-length': String(sent.size),
    'x-content-type-options': 'nosniff',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  if (encoding) headers['content-encoding'] = encoding
  if (twins) headers.vary = 'Accept-Encoding'
  if (type.startsWith('text/html')) headers['content-security-policy'] = csp
  if (c.req.method === 'HEAD') return c.body(null, 200, headers)
  const stream = Readable.toWeb(createReadStream(sent.path)) as ReadableStream<Uint8Array>
  return c.body(stream, 200, headers)
}

/** The sandbox's own paths, never a static file: the API, the dev routes, and the portal's config.json. */
function isSandboxPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/__sandbox/') ||
    pathname === '/config.json'
  )
}

/**
 * Creates the static files of `dir` (the built portal). Every HTML page goes out with `csp`, the content security
 * policy of the portal's config.json (`portalContentSecurityPolicy`).
 */
export function createStaticFiles(dir: string, csp: string): StaticFiles {
  const root = realpathSync(resolve(dir))
  const index = join(root, 'index.html')

  /** The file the request's path (as sent, server.ts) names: a 400 or 403 answer, or the path in the directory. */
  function target(c: Context<SandboxEnv>): Response | string {
    let decoded: string
    try {
      decoded = decodeURIComponent(c.req.path)
    } catch {
      return text(400, 'Bad request path')
    }
    const path = resolve(root, `.${decoded}`)
    if (decoded.includes('\0') || !isInside(root, path)) return text(403, 'Forbidden')
    return path
  }

  const isPortalRead = (c: Context<SandboxEnv>) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') && !isSandboxPath(c.req.path)

  return {
    async serve(c, next) {
      if (!isPortalRead(c)) return next()
      const path = target(c)
      if (typeof path !== 'string') return path
      const file = await fileIn(root, path)
      // A route outside /api/ (GET /meta.json) answers when the directory has no such file.
      if (!file) return next()
      return sendFile(c, file, file.path.startsWith(join(root, 'assets') + sep), csp)
    },
    async fallback(c) {
      if (!isPortalRead(c)) return undefined
      const page = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html')
      const file = page ? await fileIn(root, index) : undefined
      return file ? sendFile(c, file, false, csp) : text(404, 'Not Found')
    },
  }
}
