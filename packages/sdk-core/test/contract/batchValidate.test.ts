import { beforeAll, describe, expect, it, vi } from 'vitest'
import { validateAddresses } from '../../src/batch/validateAddresses.ts'
import { createClient } from '../../src/client.ts'
import type { BatchRow } from '../../src/domain/batch.ts'
import { countingFetch, manualClock, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const path = '/api/web/validate-address'

let apiCode = ''
beforeAll(async () => {
  apiCode = await createClient({ baseUrl: sandbox().url, logger: silentLogger }).auth.login(sandbox().demo)
})

/** A client and the engine on one fake clock, jitter at its midpoint, counting what is sent. */
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
  const requests = () => fetch.calls.filter((call) => call === path).length
  /** Waits until something sleeps `ms` on the fake clock, then lets the time pass. */
  const pass = async (ms: number) => {
    await vi.waitFor(() => expect(clock.delays()).toContain(ms))
    clock.advance(ms)
  }
  return { clock, client, requests, pass, options: { client, apiCode, clock, random: () => 0.5 } }
}

const jasper: BatchRow = {
  name: 'Ann Archer',
  address: '10220 Jasper Ave NW',
  city: 'edmonton',
  province: 'alberta',
  postal: 'T5J 1J2',
  packageCount: 1,
  valid: false,
  uuid: 'row-jasper',
}
const gaetz: BatchRow = {
  name: 'Ben Baker',
  address: '4910 Gaetz Ave',
  city: 'Red Deer',
  province: 'AB',
  packageCount: 2,
  valid: false,
  uuid: 'row-gaetz',
}
const nowhere: BatchRow = { ...jasper, name: 'Cy Nowhere', address: '1 Nowhere Rd', uuid: 'row-nowhere' }
const words: BatchRow = {
  name: 'Di Words',
  w3w: 'filled.count.soap',
  packageCount: 1,
  valid: false,
  uuid: 'row-w3w',
}
const done: BatchRow = { ...jasper, valid: true, uuid: 'row-done' }

describe('validateAddresses against the sandbox (part 2 §4.6 step 2, §7 validate-address)', () => {
  it('validates placed rows, merges the answer, keeps the unplaced flagged and skips valid rows', async () => {
    const { client, requests } = setup()
    const progress: string[] = []
    const result = await validateAddresses([jasper, nowhere, done, gaetz, words], {
      client,
      apiCode,
      onProgress: ({ sent, received, total }) => progress.push(`${sent}/${received}/${total}`),
    })
    expect(requests()).toBe(4)
    expect(result.outcomes.map((outcome) => outcome.status)).toEqual([
      'valid',
      'invalid',
      'skipped',
      'valid',
      'valid',
    ])
    expect(result.rows[0]).toEqual({
      ...jasper,
      valid: true,
      address: expect.stringMatching(/^10220 Jasper Ave NW, Edmonton, AB T5J \d[A-Z]\d, Canada$/),
      city: 'Edmonton',
      province: 'Alberta',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      zone: { id: 1, name: 'Edmonton' },
    })
    expect(result.rows[1]).toEqual(nowhere)
    expect(result.rows[2]).toBe(done)
    expect(result.rows[3]).toMatchObject({ valid: true, city: 'Red Deer', province: 'AB', uuid: 'row-gaetz' })
    expect(result.rows[4]).toMatchObject({ valid: true, address: '///filled.count.soap', uuid: 'row-w3w' })
    expect(result.rows[4]).not.toHaveProperty('province')
    expect(progress[0]).toBe('0/0/4')
    expect(progress.at(-1)).toBe('4/4/4')
  })

  it('gets past a 429 the client gave up on: Retry-After honoured, then a batch pause, then resent', async () => {
    const { requests, pass, options } = setup()
    sandbox().inject({ path, kind: 'status', status: 429, headers: { 'retry-after': '2' }, times: 3 })
    const run = validateAddresses([jasper, gaetz], { ...options, concurrency: 1 })
    await pass(2000) // the client's own retries honour Retry-After
    await pass(2000)
    await pass(750) // then the batch pauses: 1 s, half fixed, half × 0.5 jitter
    const { outcomes } = await run
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['valid', 'valid'])
    expect(requests()).toBe(5)
  })

  it('leaves a row invalid with the reason after the client’s 3 attempts at a 503, and validates the rest', async () => {
    const { requests, pass, options } = setup()
    sandbox().inject({ path, kind: 'status', status: 503, body: { message: 'Down for a moment' }, times: 3 })
    const run = validateAddresses([jasper, gaetz], { ...options, concurrency: 1 })
    await pass(225)
    await pass(450)
    const { rows, outcomes } = await run
    expect(outcomes[0]).toMatchObject({ status: 'failed', message: 'Down for a moment' })
    expect(rows[0]).toEqual(jasper)
    expect(outcomes[1]?.status).toBe('valid')
    expect(requests()).toBe(4) // 3 for the failed row (no retries on top of the client's), 1 for the next
  })

  it('resends a row whose answer timed out (the client does not retry this POST on a timeout)', async () => {
    const { requests, pass, options } = setup()
    sandbox().inject({ path, kind: 'delay', ms: 5_000 })
    const run = validateAddresses([jasper], options)
    await pass(30_000)
    expect((await run).outcomes[0]?.status).toBe('valid')
    expect(requests()).toBe(2)
  })
})
