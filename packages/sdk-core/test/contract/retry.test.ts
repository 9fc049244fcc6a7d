import { describe, expect, it, vi } from 'vitest'
import { createClient } from '../../src/client.ts'
import { ApiError, NetworkError } from '../../src/http/errors.ts'
import { countingFetch, manualClock, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const sizes = '/api/web/size-category'
const login = '/api/user/getMyBusinessApiCode'

/** A client on a fake clock with jitter fixed at its midpoint, counting what it sends. */
function setup() {
  const clock = manualClock()
  const fetch = countingFetch()
  const client = createClient({
    baseUrl: sandbox().url,
    fetch,
    clock,
    random: () => 0.5,
    logger: silentLogger,
  })
  /** Waits until the client sleeps before a retry, checks how long, and lets the time pass. */
  const backoff = async (ms: number) => {
    await vi.waitFor(() => expect(clock.delays()).toContain(ms))
    clock.advance(ms)
  }
  return { clock, fetch, client, backoff }
}

const sent = (calls: string[], path: string) => calls.filter((call) => call === path).length

describe('read retries (issue 3: network error, 408, 429 with Retry-After, 5xx; at most 3 attempts)', () => {
  it('retries a 503 twice with capped exponential backoff, then succeeds: exactly 3 requests', async () => {
    const { fetch, client, backoff } = setup()
    sandbox().inject({ path: sizes, kind: 'status', status: 503, times: 2 })
    const pending = client.catalog.sizeCategories()
    await backoff(225) // 300 ms base: half fixed + half × 0.5 jitter
    await backoff(450) // doubled
    expect(await pending).toHaveLength(6)
    expect(sent(fetch.calls, sizes)).toBe(3)
  })

  it('gives up after 3 attempts and throws the last error', async () => {
    const { fetch, client, backoff } = setup()
    sandbox().inject({ path: sizes, kind: 'status', status: 500, body: { message: 'Still down' }, times: 5 })
    const pending = client.catalog.sizeCategories().catch((error: unknown) => error)
    await backoff(225)
    await backoff(450)
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, message: 'Still down' })
    expect(sent(fetch.calls, sizes)).toBe(3)
  })

  it("honours a 429's Retry-After", async () => {
    const { fetch, client, backoff } = setup()
    sandbox().inject({ path: sizes, kind: 'status', status: 429, headers: { 'retry-after': '2' } })
    const pending = client.catalog.sizeCategories()
    await backoff(2000)
    expect(await pending).toHaveLength(6)
    expect(sent(fetch.calls, sizes)).toBe(2)
  })

  it('retries a 408 and a dropped connection', async () => {
    const { fetch, client, backoff } = setup()
    sandbox().inject({ path: sizes, kind: 'status', status: 408 })
    sandbox().inject({ path: sizes, kind: 'drop-before' })
    const pending = client.catalog.sizeCategories()
    await backoff(225)
    await backoff(450)
    expect(await pending).toHaveLength(6)
    expect(sent(fetch.calls, sizes)).toBe(3)
  })

  it('does not retry a 4xx answer', async () => {
    const { fetch, client } = setup()
    sandbox().inject({ path: sizes, kind: 'status', status: 404 })
    await expect(client.catalog.sizeCategories()).rejects.toMatchObject({ status: 404 })
    expect(sent(fetch.calls, sizes)).toBe(1)
  })

  it('never resends a write blindly: a login that meets a 503 or a dropped connection is sent once', async () => {
    const { fetch, client } = setup()
    sandbox().inject({ path: login, kind: 'status', status: 503 })
    await expect(client.auth.login(sandbox().demo)).rejects.toBeInstanceOf(ApiError)
    sandbox().inject({ path: login, kind: 'drop-before' })
    await expect(client.auth.login(sandbox().demo)).rejects.toBeInstanceOf(NetworkError)
    expect(sent(fetch.calls, login)).toBe(2)
  })

  it('can be turned off', async () => {
    const clock = manualClock()
    const fetch = countingFetch()
    const client = createClient({ baseUrl: sandbox().url, fetch, clock, retry: false, logger: silentLogger })
    sandbox().inject({ path: sizes, kind: 'status', status: 503 })
    await expect(client.catalog.sizeCategories()).rejects.toMatchObject({ status: 503 })
    expect(sent(fetch.calls, sizes)).toBe(1)
  })
})
