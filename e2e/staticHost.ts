import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
}

/** A running static host. */
export interface StaticHost {
  readonly url: string
  /** The paths it was asked for. */
  readonly requests: string[]
  close(): Promise<void>
}

/**
 * The plainest static host a portal can be put on (what a CDN or `python -m http.server` with a fallback does): the
 * folder's files, index.html for any other path, the given Content-Security-Policy on index.html. Nothing of the
 * sandbox: no API, no config.json of its own.
 */
export async function startStaticHost(root: string, contentSecurityPolicy: string): Promise<StaticHost> {
  const requests: string[] = []
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname
    requests.push(path)
    let file = join(root, normalize(decodeURIComponent(path)))
    const found = file.startsWith(root) && (await stat(file).catch(() => undefined))?.isFile()
    if (!found) file = join(root, 'index.html')
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    res.writeHead(200, {
      'content-type': type,
      ...(type.startsWith('text/html') ? { 'content-security-policy': contentSecurityPolicy } : {}),
    })
    // A request still in flight when the host closes and its folder goes meets a missing file: end it quietly.
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
