import { createReadStream, realpathSync } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/** Serves one directory: files, SPA fallback to index.html, no way out of the directory. */
export interface StaticFiles {
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>
  /** Whether the directory has a file at this path itself (no SPA fallback, no index.html of a folder). */
  has(pathname: string): Promise<boolean>
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(text)
}

function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + sep)
}

async function fileIn(root: string, candidate: string): Promise<{ path: string; size: number } | undefined> {
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

/** The encodings a build precompresses (`.br`, `.gz` beside the file), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

function accepts(req: IncomingMessage, encoding: string): boolean {
  const header = req.headers['accept-encoding'] ?? ''
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return name?.trim().toLowerCase() === encoding && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/** A file's precompressed twins on disk, and the one this client takes (the best it accepts), if any. */
async function twinsOf(
  req: IncomingMessage,
  file: { path: string; size: number },
): Promise<{ any: boolean; chosen?: { path: string; size: number; encoding: string } }> {
  let any = false
  let chosen: { path: string; size: number; encoding: string } | undefined
  for (const { name, suffix } of ENCODINGS) {
    const info = await stat(file.path + suffix).catch(() => undefined)
    if (!info?.isFile()) continue
    any = true
    if (!chosen && accepts(req, name)) chosen = { path: file.path + suffix, size: info.size, encoding: name }
  }
  return chosen ? { any, chosen } : { any }
}

function acceptsHtml(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { path: string; size: number },
  options: { immutable: boolean; csp: string },
) {
  const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream'
  const twins = await twinsOf(req, file)
  const twin = twins.chosen
  const sent = twin ?? file
  const headers: Record<string, string | number> = {
    'content-type': type,
    'content-length': sent.size,
    'x-content-type-options': 'nosniff',
    'cache-control': options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  if (twin) headers['content-encoding'] = twin.encoding
  // A file with twins is answered by Accept-Encoding: caches must key on it.
  if (twins.any) headers.vary = 'Accept-Encoding'
  if (type.startsWith('text/html')) headers['content-security-policy'] = options.csp
  res.writeHead(200, headers)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  await pipeline(createReadStream(sent.path), res)
}

/**
 * Creates the static file server for `dir` (the built portal). Every HTML page goes out with `csp`, the content
 * security policy of the portal's config.json (`portalContentSecurityPolicy`).
 */
export function createStaticFiles(dir: string, csp: string): StaticFiles {
  const root = realpathSync(resolve(dir))
  return {
    async has(pathname) {
      let decoded: string
      try {
        decoded = decodeURIComponent(pathname)
      } catch {
        return false
      }
      const target = resolve(root, `.${decoded}`)
      if (decoded.includes('\0') || !isInside(root, target)) return false
      return (await fileIn(root, target))?.path === target
    },
    async serve(req, res, pathname) {
      let decoded: string
      try {
        decoded = decodeURIComponent(pathname)
      } catch {
        return sendText(res, 400, 'Bad request path')
      }
      const target = resolve(root, `.${decoded}`)
      if (decoded.includes('\0') || !isInside(root, target)) return sendText(res, 403, 'Forbidden')
      const file = await fileIn(root, target)
      if (file) {
        return sendFile(req, res, file, { immutable: file.path.startsWith(join(root, 'assets') + sep), csp })
      }
      const index = acceptsHtml(req) ? await fileIn(root, join(root, 'index.html')) : undefined
      if (index) return sendFile(req, res, index, { immutable: false, csp })
      return sendText(res, 404, 'Not Found')
    },
  }
}
