// apps/portal/csp.ts (issue 24): the policy a static host sends with the portal, from its config.json, as
// docs/guides/deploying.md tells a courier to run it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { portalContentSecurityPolicy } from '@waybill/sdk-core/wire'
import { afterAll, describe, expect, it } from 'vitest'

const script = resolve(import.meta.dirname, '../apps/portal/csp.ts')
const tmp = mkdtempSync(join(tmpdir(), 'waybill-csp-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function csp(text: string) {
  const file = join(tmp, 'config.json')
  writeFileSync(file, text)
  return spawnSync(process.execPath, ['--conditions=@waybill/source', script, file], { encoding: 'utf8' })
}

describe('npm run csp -w @waybill/portal -- config.json', { timeout: 20_000 }, () => {
  it('prints the policy for the file: its API origin, and Google Maps with a key', () => {
    const config = { apiBaseUrl: 'https://api.courier.example/v1', googleMapsApiKey: 'AIzaSyA-browser_key' }
    const run = csp(JSON.stringify(config))
    expect(run.status).toBe(0)
    expect(run.stdout).toBe(`${portalContentSecurityPolicy(config)}\n`)
    expect(run.stdout).toContain("connect-src 'self' https://api.courier.example https://*.googleapis.com")
  })

  it('refuses a file that is not a valid config.json, saying why', () => {
    const run = csp('{ "apiBaseUrl": "api.courier.example" }')
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(
      'is not a valid config.json:\n- apiBaseUrl must be a full address starting with https://',
    )
  })
})
