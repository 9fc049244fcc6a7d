import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memorySandbox } from './helpers.ts'

let tmp: string
const html = { accept: 'text/html,application/xhtml+xml' }

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'waybill-meta-'))
  for (const dir of ['with', 'without']) {
    mkdirSync(join(tmp, dir))
    writeFileSync(join(tmp, dir, 'index.html'), '<!doctype html><title>portal</title>')
  }
  writeFileSync(join(tmp, 'with', 'meta.json'), '{"version":"0.2.0"}')
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('GET /meta.json (part 1 §1, §7)', () => {
  it.each([
    ['no static directory', undefined, '0.1.185'],
    ['a static directory without meta.json, even for a browser asking for HTML', 'without', '0.1.185'],
    ["a static directory with its own meta.json: the built portal's file", 'with', '0.2.0'],
  ])('with %s answers version %s', async (_, dir, version) => {
    const sandbox = await memorySandbox(dir === undefined ? {} : { staticDir: join(tmp, dir) })
    try {
      const res = await fetch(`${sandbox.url}/meta.json`, { headers: html })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toEqual({ version })
    } finally {
      await sandbox.close()
    }
  })

  it('still serves the SPA fallback for other unknown paths', async () => {
    const sandbox = await memorySandbox({ staticDir: join(tmp, 'without') })
    try {
      const res = await fetch(`${sandbox.url}/addPayment`, { headers: html })
      expect(await res.text()).toContain('<title>portal</title>')
    } finally {
      await sandbox.close()
    }
  })
})
