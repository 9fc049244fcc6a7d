import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { portalContentSecurityPolicy } from '@waybill/sdk-core/wire'
import { DEMO } from './accounts.ts'
import { copyPortal, entryScript, signInThrough, watchPages } from './deployedPortal.ts'
import { startNginx } from './nginx.ts'

// Issue 24 item 3: the nginx configuration of docs/guides/deploying.md, run as written on Debian's nginx, serving a
// copied build whose config.json points at the e2e sandbox on another origin.

/** A GET whose body is not decoded (fetch would undo a Content-Encoding it knows). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

test('the documented nginx configuration serves the build: cache headers, precompressed assets, and a sign-in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const api = new URL(baseURL ?? '').origin
  const config = { apiBaseUrl: api }
  const copy = copyPortal(config)
  const nginx = await startNginx(copy.root, api).catch((error: unknown) => {
    copy.remove()
    throw error
  })
  try {
    // index.html and config.json: never kept stale; the page's policy is the one config.json calls for.
    for (const path of ['/', '/dashboard', '/config.json', '/meta.json']) {
      const answer = await rawGet(`${nginx.url}${path}`, { accept: 'text/html' })
      expect(answer.status, path).toBe(200)
      expect(answer.headers['cache-control'], path).toBe('no-cache')
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
      expect(answer.headers['content-security-policy'], path).toBe(portalContentSecurityPolicy(config))
    }
    expect(JSON.parse((await rawGet(`${nginx.url}/config.json`)).body.toString())).toEqual(config)
    expect((await rawGet(`${nginx.url}/dashboard`)).body.toString()).toBe(
      readFileSync(join(copy.root, 'index.html'), 'utf8'),
    )

    // The hashed entry script: a year, immutable; its .br twin when brotli is taken, .gz for gzip, else itself.
    const script = entryScript(copy.root)
    const file = (suffix: string) => readFileSync(join(copy.root, `${script}${suffix}`))
    for (const [accept, encoding, suffix] of [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['br;q=0, gzip', 'gzip', '.gz'],
      ['identity', undefined, ''],
    ] as const) {
      const answer = await rawGet(`${nginx.url}${script}`, { 'accept-encoding': accept })
      expect(answer.status, accept).toBe(200)
      expect(answer.headers['content-encoding'], accept).toBe(encoding)
      expect(answer.headers['content-type'], accept).toBe('text/javascript; charset=utf-8')
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary, accept).toBe('Accept-Encoding')
      expect(answer.body.equals(file(suffix)), accept).toBe(true)
    }
    // A chunk an old page asks for after a deploy is gone: a 404, never index.html.
    expect((await rawGet(`${nginx.url}/assets/Gone-0000.js`)).status).toBe(404)

    const watched = await watchPages(page.context(), nginx.url)
    await signInThrough(page, nginx.url, DEMO)
    watched.expectClean(api)
  } finally {
    await nginx.stop()
    copy.remove()
  }
})
