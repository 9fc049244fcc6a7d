import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { loadPortalConfig } from '../../src/portal/portalConfig.ts'
import { PORTAL_TEST_DEFAULTS as defaults } from '../portalConfigFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()

/** A static host answering each path with its status, type and body: a real server, so fetch does real work. */
let host: Server
let hostUrl = ''
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/config.json': {
    status: 200,
    type: 'application/json',
    body: '{"apiBaseUrl":"https://api.courier.example/v1"}',
  },
  '/missing/config.json': { status: 404, type: 'text/plain', body: 'Not Found' },
  '/spa/config.json': { status: 200, type: 'text/html', body: '<!doctype html><div id="root"></div>' },
  '/broken/config.json': { status: 200, type: 'application/json', body: '{"apiBaseUrl": "https://api",}' },
  '/meta.json': { status: 200, type: 'application/json', body: '{"version":"0.1.186"}' },
}
beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.url === '/slow/config.json') return // never answers
    const answer = answers[req.url ?? ''] ?? { status: 500, type: 'text/plain', body: '' }
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body)
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})
afterAll(async () => {
  host.closeAllConnections()
  await new Promise((resolve) => host.close(resolve))
})

const load = (path: string, timeoutMs?: number) =>
  loadPortalConfig({
    url: `${hostUrl}${path}`,
    pageUrl: `${hostUrl}/dashboard`,
    defaults,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  })

describe('loadPortalConfig (ARCHITECTURE §6: config.json beside index.html)', () => {
  it("reads the sandbox's own file: its API is the page origin", async () => {
    const loaded = await loadPortalConfig({
      url: `${sandbox().url}/config.json`,
      pageUrl: `${sandbox().url}/login`,
      defaults,
    })
    expect(loaded).toEqual({
      ok: true,
      config: { ...defaults, apiBaseUrl: sandbox().url, googleMapsApiKey: undefined },
    })
  })

  it('reads a static host’s file pointing at an API on another origin', async () => {
    expect(await load('/config.json')).toMatchObject({
      ok: true,
      config: { apiBaseUrl: 'https://api.courier.example/v1' },
    })
  })

  it.each([
    [
      '/missing/config.json',
      () =>
        `config.json could not be downloaded from ${hostUrl}/missing/config.json: the server answered 404.`,
    ],
    [
      '/spa/config.json',
      () =>
        `config.json is missing at ${hostUrl}/spa/config.json: the server sent a web page in its place. Put a config.json beside index.html.`,
    ],
  ])('explains %s in plain words', async (path, problem) => {
    expect(await load(path)).toEqual({ ok: false, problems: [problem()] })
  })

  it('says a file that is not JSON is not JSON, with where', async () => {
    const loaded = await load('/broken/config.json')
    expect(loaded.ok).toBe(false)
    expect(!loaded.ok && loaded.problems[0]).toMatch(/^config\.json is not valid JSON: .+\.$/)
  })

  it('says an unreachable or silent file could not be downloaded, never throws', async () => {
    const closed = await loadPortalConfig({
      url: 'http://127.0.0.1:9/config.json',
      pageUrl: 'http://127.0.0.1:9/',
      defaults,
    })
    expect(closed).toEqual({
      ok: false,
      problems: [
        'config.json could not be downloaded from http://127.0.0.1:9/config.json: the network request failed. Check the connection and reload the page.',
      ],
    })
    expect(await load('/slow/config.json', 300)).toEqual({
      ok: false,
      problems: [
        `config.json could not be downloaded from ${hostUrl}/slow/config.json: it did not arrive within 300 ms. Check the connection and reload the page.`,
      ],
    })
  })
})

describe('the version check of a portal served apart from its API (part 1 §7 GET /meta.json, versionUrl)', () => {
  it('reads the portal’s own meta.json, and the API keeps its calls', async () => {
    const client = createClient({
      baseUrl: sandbox().url,
      versionUrl: `${hostUrl}/meta.json`,
      logger: silentLogger,
      retry: false,
    })
    expect(await client.version.check()).toEqual({ version: '0.1.186', isOutdated: true })
    expect((await client.catalog.regions()).length).toBeGreaterThan(0)
  })

  it('refuses a versionUrl that is not an absolute http(s) URL', () => {
    expect(() => createClient({ baseUrl: sandbox().url, versionUrl: '/meta.json' })).toThrow(
      "createClient: versionUrl must be an absolute http(s) URL, got '/meta.json'",
    )
  })
})
