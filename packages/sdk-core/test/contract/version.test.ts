import { describe, expect, it } from 'vitest'
import { BUILD_VERSION } from '../../src/api/wire/version.ts'
import { createClient } from '../../src/client.ts'
import { ContractError } from '../../src/http/errors.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = () => createClient({ baseUrl: sandbox().url, logger: silentLogger, retry: false })

describe('version.check (part 1 §1, §7 GET /meta.json)', () => {
  it('reads the served version; the current build 0.1.185 is not outdated', async () => {
    expect(BUILD_VERSION).toBe('0.1.185')
    expect(await client().version.check()).toEqual({ version: '0.1.185', isOutdated: false })
  })

  it('says a reload is due when the served build differs', async () => {
    sandbox().inject({ path: '/meta.json', kind: 'status', status: 200, body: { version: '0.1.186' } })
    expect(await client().version.check()).toEqual({ version: '0.1.186', isOutdated: true })
    expect(await client().version.check('0.1.184')).toEqual({ version: '0.1.185', isOutdated: true })
  })

  it('raises a ContractError for a version file without a version', async () => {
    sandbox().inject({ path: '/meta.json', kind: 'status', status: 200, body: { build: 185 } })
    await expect(client().version.check()).rejects.toBeInstanceOf(ContractError)
  })

  it('never reads the version file from a cache: fetch gets cache no-store, other calls keep the default', async () => {
    const seen: { path: string; cache: RequestCache | undefined }[] = []
    const recording = createClient({
      baseUrl: sandbox().url,
      logger: silentLogger,
      retry: false,
      fetch: (input, init) => {
        seen.push({ path: new URL(String(input)).pathname, cache: init?.cache })
        return fetch(input, init)
      },
    })
    await recording.version.check()
    await recording.catalog.regions()
    expect(seen).toEqual([
      { path: '/meta.json', cache: 'no-store' },
      { path: '/api/web/get-sign-up-active-regions', cache: undefined },
    ])
  })
})
