import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type PortalConfigFile,
  PortalConfigFile as PortalConfigSchema,
  portalContentSecurityPolicy,
} from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { afterAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { memorySandbox } from './helpers.ts'

const tmp = mkdtempSync(join(tmpdir(), 'waybill-portal-config-'))
writeFileSync(join(tmp, 'index.html'), '<!doctype html><title>Waybill portal</title>')
// A deployment's file copied in with the build: `npm start` must still point the portal at itself.
writeFileSync(join(tmp, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.courier.example' }))
const started: Sandbox[] = []
afterAll(async () => {
  await Promise.all(started.map((sandbox) => sandbox.close()))
  rmSync(tmp, { recursive: true, force: true })
})

async function start(options: Parameters<typeof memorySandbox>[0]): Promise<Sandbox> {
  const sandbox = await memorySandbox(options)
  started.push(sandbox)
  return sandbox
}

async function configOf(sandbox: Sandbox): Promise<PortalConfigFile> {
  const res = await fetch(`${sandbox.url}/config.json`)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  const body: unknown = await res.json()
  expect(is(body, PortalConfigSchema)).toBe(true)
  return body as PortalConfigFile
}

async function pagePolicy(sandbox: Sandbox): Promise<string | null> {
  const res = await fetch(`${sandbox.url}/dashboard`, { headers: { accept: 'text/html' } })
  expect(res.status).toBe(200)
  return res.headers.get('content-security-policy')
}

describe("the sandbox's config.json for the portal it serves (ARCHITECTURE §6)", () => {
  it('names its own brand and product and no API address (the page origin), whatever file the directory holds', async () => {
    const sandbox = await start({ staticDir: tmp, names: { brand: 'swiftdrop', product: 'parcel' } })
    expect(await configOf(sandbox)).toEqual({ brand: 'swiftdrop', product: 'parcel' })
    expect(await pagePolicy(sandbox)).toBe(portalContentSecurityPolicy({}))
    expect(await pagePolicy(sandbox)).not.toContain('google')
  })

  it('carries the Google Maps key it was given, and the page policy then allows Google Maps', async () => {
    const sandbox = await start({ staticDir: tmp, googleMapsApiKey: 'AIzaSyA-browser_key' })
    const file = await configOf(sandbox)
    expect(file).toEqual({ brand: 'waybill', product: 'delivery', googleMapsApiKey: 'AIzaSyA-browser_key' })
    const policy = await pagePolicy(sandbox)
    expect(policy).toBe(portalContentSecurityPolicy(file))
    expect(policy).toContain("script-src 'self' https://*.googleapis.com")
  })

  it('answers config.json without a static directory too (npm run dev proxies it)', async () => {
    const sandbox = await start({})
    expect(await configOf(sandbox)).toEqual({ brand: 'waybill', product: 'delivery' })
  })
})
