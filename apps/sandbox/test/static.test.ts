import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { memorySandbox, rawGet } from './helpers.ts'

let sandbox: Sandbox
let tmp: string
const INDEX = '<!doctype html><title>Waybill portal</title>'
const SECRET = 'secret-outside-the-static-dir'
const PLAIN = 'plain bytes'
const BROTLI = 'brotli bytes'
const GZIP = 'gzip bytes'
/** The portal's policy for the sandbox's own config.json: its own origin only (ARCHITECTURE §6). */
const HTML_CSP =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'self'; object-src blob:"

/** The raw body and headers, undecoded (fetch would decode a content-encoding it knows). */
function rawAsset(path: string, acceptEncoding: string | undefined) {
  return rawGet(sandbox.url, path, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding })
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'waybill-static-'))
  const dir = join(tmp, 'public')
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), INDEX)
  writeFileSync(join(dir, 'assets', 'app-3f2a.js'), 'export const app = 1\n')
  // A build's precompressed twins (apps/portal/precompress.ts): marked so a test can tell which was sent.
  writeFileSync(join(dir, 'assets', 'big-9c1d.js'), PLAIN)
  writeFileSync(join(dir, 'assets', 'big-9c1d.js.br'), BROTLI)
  writeFileSync(join(dir, 'assets', 'big-9c1d.js.gz'), GZIP)
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dir, 'meta.json'), '{"version":"0.1.185"}')
  writeFileSync(join(tmp, 'package.json'), SECRET)
  sandbox = await memorySandbox({ staticDir: dir })
})
afterAll(async () => {
  await sandbox.close()
  rmSync(tmp, { recursive: true, force: true })
})

const html = { accept: 'text/html,application/xhtml+xml' }

describe('static files', () => {
  it('serves index.html at / with no-cache, nosniff and the CSP', async () => {
    const res = await fetch(`${sandbox.url}/`, { headers: html })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe(HTML_CSP)
    expect(await res.text()).toBe(INDEX)
  })

  it.each([
    ['/assets/app-3f2a.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/logo.svg', 'image/svg+xml', 'no-cache'],
    ['/meta.json', 'application/json; charset=utf-8', 'no-cache'],
  ])('serves %s as %s with cache-control %s', async (path, type, cache) => {
    const res = await fetch(`${sandbox.url}${path}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('cache-control')).toBe(cache)
    expect(res.headers.get('content-security-policy')).toBeNull()
  })

  it.each([
    ['br, gzip, deflate', 'br', BROTLI],
    ['gzip, deflate, br;q=0', 'gzip', GZIP],
    ['gzip;q=1.0', 'gzip', GZIP],
    ['identity', undefined, PLAIN],
    [undefined, undefined, PLAIN],
  ])(
    'with Accept-Encoding %s, sends the precompressed twin %s (issue 21 item 6)',
    async (accept, encoding, body) => {
      const answer = await rawAsset('/assets/big-9c1d.js', accept)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(body)))
      expect(answer.body).toBe(body)
    },
  )

  it('sends a file with no twins as it is, with no Vary', async () => {
    const answer = await rawAsset('/assets/app-3f2a.js', 'br, gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toBeUndefined()
    expect(answer.body).toBe('export const app = 1\n')
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${sandbox.url}/assets/app-3f2a.js`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe('21')
    expect(await res.text()).toBe('')
  })

  it('falls back to index.html for an HTML GET of a client route (SPA routing, part 1 §2 Routes)', async () => {
    const res = await fetch(`${sandbox.url}/waybill/choose`, { headers: html })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe(HTML_CSP)
    expect(await res.text()).toBe(INDEX)
  })

  it('answers 404 for a missing file that is not a page request', async () => {
    const res = await fetch(`${sandbox.url}/assets/missing.js`, { headers: { accept: '*/*' } })
    expect(res.status).toBe(404)
  })

  it('keeps /api/ out of the static files and the fallback', async () => {
    const res = await fetch(`${sandbox.url}/api/nothing-here`, { headers: html })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it.each([
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
  ])('refuses the traversal attempt %s', async (path) => {
    const res = await rawGet(sandbox.url, path, html)
    expect(res.status).toBe(403)
    expect(res.body).not.toContain(SECRET)
  })
})
