import { describe, expect, it, vi } from 'vitest'
import { manualClock } from '../../test/clock.ts'
import type { AddressValidation, BatchRow, ValidAddress } from '../domain/batch.ts'
import { messages } from '../domain/messages.ts'
import { ApiError, NetworkError, TimeoutError } from '../http/errors.ts'
import {
  mergeAddressValidation,
  type RowValidation,
  rowValidationHint,
  VALIDATE_CONCURRENCY,
  type ValidateAddressesOptions,
  type ValidateAddressesProgress,
  validateAddresses,
} from './validateAddresses.ts'

const row = (uuid: string, extra: Partial<BatchRow> = {}): BatchRow => ({
  name: `Name ${uuid}`,
  address: '10220 Jasper Ave NW',
  city: 'edmonton',
  province: 'alberta',
  packageCount: 1,
  valid: false,
  uuid,
  ...extra,
})

const placed = (uuid: string | null, extra: Partial<ValidAddress> = {}): ValidAddress => ({
  valid: true,
  formattedAddress: '10220 Jasper Ave NW, Edmonton, AB T5J 1J2, Canada',
  lat: 53.54,
  lng: -113.49,
  city: 'Edmonton',
  zone: { id: 1, name: 'Edmonton' },
  uuid,
  ...extra,
})

/** Lets every pending promise callback run (the engine's timers run on the manual clock, not here). */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

interface Call {
  readonly row: BatchRow
  resolve(answer: AddressValidation): void
  reject(error: unknown): void
}

/** A fake batch api whose calls wait until the test answers them. */
function pendingApi() {
  const calls: Call[] = []
  let inFlight = 0
  let maxInFlight = 0
  const validateAddress = vi.fn((_apiCode: string, row: BatchRow) => {
    inFlight += 1
    maxInFlight = Math.max(maxInFlight, inFlight)
    return new Promise<AddressValidation>((resolve, reject) => {
      const settle = () => {
        inFlight -= 1
      }
      calls.push({
        row,
        resolve: (answer) => {
          settle()
          resolve(answer)
        },
        reject: (error) => {
          settle()
          reject(error)
        },
      })
    })
  })
  return { client: { batch: { validateAddress } }, calls, validateAddress, maxInFlight: () => maxInFlight }
}

/** A fake batch api answering at once with `answer(row, attempt)` (a thrown value is a failure). */
function answeringApi(answer: (row: BatchRow, attempt: number) => AddressValidation) {
  const attempts = new Map<string, number>()
  const validateAddress = vi.fn(async (_apiCode: string, row: BatchRow) => {
    const attempt = (attempts.get(row.uuid ?? '') ?? 0) + 1
    attempts.set(row.uuid ?? '', attempt)
    return answer(row, attempt)
  })
  return { client: { batch: { validateAddress } }, validateAddress }
}

const options = (
  client: ValidateAddressesOptions['client'],
  extra: Partial<ValidateAddressesOptions> = {},
): ValidateAddressesOptions => ({ client, apiCode: 'code-1', random: () => 0, ...extra })

const rateLimited = () => new ApiError('batch.validateAddress', 429, 'Too Many Attempts.')

describe('mergeAddressValidation (part 2 §4.6 step 2)', () => {
  it.each<[string, BatchRow, Partial<BatchRow>]>([
    ['a lower-case province', row('a', { province: 'alberta' }), { province: 'Alberta' }],
    ['a province code', row('a', { province: 'AB' }), { province: 'AB' }],
    ['a padded province', row('a', { province: '  ab ' }), { province: 'Ab' }],
    ['an empty province', row('a', { province: '' }), { province: '' }],
  ])('replaces address, coordinates, city and zone, and capitalises %s', (_, input, expected) => {
    expect(mergeAddressValidation(input, placed('a'))).toEqual({
      ...input,
      valid: true,
      address: '10220 Jasper Ave NW, Edmonton, AB T5J 1J2, Canada',
      latitude: 53.54,
      longitude: -113.49,
      city: 'Edmonton',
      zone: { id: 1, name: 'Edmonton' },
      ...expected,
    })
  })

  it('leaves the province absent when the row has none (a what3words row)', () => {
    const merged = mergeAddressValidation(
      { w3w: 'filled.count.soap', uuid: 'w' },
      placed('w', { zone: null }),
    )
    expect(merged).not.toHaveProperty('province')
    expect(merged).toMatchObject({ valid: true, zone: null, city: 'Edmonton' })
  })

  it('keeps an unplaced row as it was, flagged invalid', () => {
    const input = row('a', { latitude: null, longitude: null })
    expect(mergeAddressValidation(input, { valid: false, uuid: 'a' })).toEqual({ ...input, valid: false })
  })
})

describe('rowValidationHint (part 2 §4.6 step 2)', () => {
  it.each<[RowValidation, string | null]>([
    [{ status: 'skipped' }, null],
    [{ status: 'valid', address: placed('a') }, null],
    [{ status: 'invalid' }, 'Address not found. Use Edit to correct it.'],
    [{ status: 'failed', message: 'Server Error', error: null }, 'Not checked: Server Error'],
    [{ status: 'cancelled' }, messages.batchValidateCancelled],
  ])('%j shows %j', (outcome, hint) => {
    expect(rowValidationHint(outcome)).toBe(hint)
  })
})

describe('validateAddresses (part 2 §4.6 step 2)', () => {
  it('posts each invalid row, in row order, with the api code; valid rows are skipped', async () => {
    const { client, validateAddress } = answeringApi((r) =>
      r.uuid === 'b' ? { valid: false, uuid: 'b' } : placed(r.uuid ?? null),
    )
    const rows = [row('a'), row('v', { valid: true }), row('b'), row('c', { valid: undefined })]
    const result = await validateAddresses(rows, options(client, { concurrency: 1 }))
    expect(validateAddress.mock.calls.map(([code, r]) => `${code}:${r.uuid}`)).toEqual([
      'code-1:a',
      'code-1:b',
      'code-1:c',
    ])
    expect(result.outcomes.map((outcome) => outcome.status)).toEqual(['valid', 'skipped', 'invalid', 'valid'])
    expect(result.rows[1]).toBe(rows[1])
    expect(result.rows.map((r) => r.valid)).toEqual([true, true, false, true])
    expect(result.rows[0]).toMatchObject({ city: 'Edmonton', province: 'Alberta', latitude: 53.54 })
    expect(result.cancelled).toBe(false)
  })

  it(`never has more than \`concurrency\` rows in flight (default ${VALIDATE_CONCURRENCY})`, async () => {
    for (const concurrency of [1, 4, undefined]) {
      const api = pendingApi()
      const rows = Array.from({ length: 40 }, (_, i) => row(`r${i}`))
      const run = validateAddresses(rows, options(api.client, concurrency ? { concurrency } : {}))
      for (let answered = 0; answered < rows.length; answered++) {
        await flush()
        const open = api.calls.filter((_, i) => i >= answered)
        expect(open.length).toBeLessThanOrEqual(concurrency ?? VALIDATE_CONCURRENCY)
        api.calls[answered]?.resolve(placed(api.calls[answered]?.row.uuid ?? null))
      }
      expect((await run).outcomes.every((outcome) => outcome.status === 'valid')).toBe(true)
      expect(api.maxInFlight()).toBe(concurrency ?? VALIDATE_CONCURRENCY)
    }
  })

  it('merges each answer into the row of its own index, whatever order the answers come in', async () => {
    const api = pendingApi()
    const rows = Array.from({ length: 6 }, (_, i) => row(`r${i}`, { city: `city ${i}` }))
    const run = validateAddresses(rows, options(api.client, { concurrency: 6 }))
    await flush()
    for (const call of [...api.calls].reverse()) {
      call.resolve(placed(call.row.uuid ?? null, { city: `Placed ${call.row.uuid}` }))
      await flush()
    }
    const { rows: merged } = await run
    expect(merged.map((r) => `${r.uuid}:${r.city}`)).toEqual(rows.map((r) => `${r.uuid}:Placed ${r.uuid}`))
  })

  it('keeps a row invalid when the answer echoes another row’s uuid', async () => {
    const { client } = answeringApi(() => placed('someone-else'))
    const { rows, outcomes } = await validateAddresses([row('a')], options(client))
    expect(rows[0]?.valid).toBe(false)
    expect(outcomes[0]).toMatchObject({ status: 'failed', message: messages.requestFailed })
  })

  it('reports sent and received counts: from 0, a retry not sent twice, ending at the total', async () => {
    const clock = manualClock()
    const { client } = answeringApi((r, attempt) => {
      if (r.uuid === 'b' && attempt === 1) throw rateLimited()
      return placed(r.uuid ?? null)
    })
    const seen: ValidateAddressesProgress[] = []
    const run = validateAddresses(
      [row('a'), row('skip', { valid: true }), row('b'), row('c')],
      options(client, { concurrency: 1, clock, onProgress: (progress) => seen.push(progress) }),
    )
    await flush()
    clock.advance(30_000)
    await run
    expect(seen.map(({ sent, received }) => `${sent}/${received}`)).toEqual([
      '0/0',
      '1/0',
      '1/1',
      '2/1',
      '2/2',
      '3/2',
      '3/3',
    ])
    expect(seen.every(({ total }) => total === 3)).toBe(true)
  })

  it('backs off after a 429 (1 s doubling, jittered), pausing every row, then resends', async () => {
    const clock = manualClock()
    const api = pendingApi()
    const run = validateAddresses(
      [row('a'), row('b'), row('c')],
      options(api.client, { concurrency: 2, clock, random: () => 0.5 }),
    )
    await flush()
    expect(api.calls.map((call) => call.row.uuid)).toEqual(['a', 'b'])
    api.calls[0]?.reject(rateLimited())
    await flush()
    // Equal jitter: half of 1 s fixed, half random (0.5) → 750 ms; the next row waits too.
    expect(clock.delays()).toEqual([750])
    api.calls[1]?.resolve(placed('b'))
    await flush()
    expect(api.calls).toHaveLength(2)
    clock.advance(749)
    await flush()
    expect(api.calls).toHaveLength(2)
    clock.advance(1)
    await flush()
    expect(api.calls.slice(2).map((call) => call.row.uuid)).toEqual(['a', 'c'])
    api.calls[2]?.reject(rateLimited())
    await flush()
    expect(clock.delays()).toEqual([1500])
    clock.advance(1500)
    await flush()
    for (const call of api.calls.slice(3)) call.resolve(placed(call.row.uuid ?? null))
    const { outcomes } = await run
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['valid', 'valid', 'valid'])
  })

  it('fails a row that is still rate limited after `rateLimitRetries` pauses, with the reason', async () => {
    const clock = manualClock()
    const { client, validateAddress } = answeringApi(() => {
      throw rateLimited()
    })
    const run = validateAddresses([row('a')], options(client, { clock, rateLimitRetries: 2 }))
    for (let i = 0; i < 3; i++) {
      await flush()
      clock.advance(30_000)
    }
    const { rows, outcomes } = await run
    expect(validateAddress).toHaveBeenCalledTimes(3)
    expect(outcomes[0]).toMatchObject({ status: 'failed', message: 'Too Many Attempts.' })
    expect(rows[0]?.valid).toBe(false)
  })

  it.each([
    ['a 5xx', new ApiError('batch.validateAddress', 503, undefined), messages.requestFailed],
    ['a lost connection', new NetworkError('batch.validateAddress'), messages.networkFailed],
    [
      'a malformed row (422)',
      new ApiError('batch.validateAddress', 422, 'The city is invalid.'),
      'The city is invalid.',
    ],
  ])(
    'adds no retry of its own to %s (the client retried it already): the row fails with the reason',
    async (_, error, message) => {
      const { client, validateAddress } = answeringApi((r) => {
        if (r.uuid === 'a') throw error
        return placed(r.uuid ?? null)
      })
      const { rows, outcomes } = await validateAddresses([row('a'), row('b')], options(client))
      expect(validateAddress.mock.calls.filter(([, r]) => r.uuid === 'a')).toHaveLength(1)
      expect(outcomes[0]).toEqual({ status: 'failed', message, error })
      expect(rows[0]).toEqual(row('a'))
      expect(outcomes[1]?.status).toBe('valid')
    },
  )

  it('resends a timed-out row `timeoutRetries` times (the client does not), then fails it', async () => {
    const timeout = new TimeoutError('batch.validateAddress', 30_000)
    const once = answeringApi((r, attempt) => {
      if (attempt === 1) throw timeout
      return placed(r.uuid ?? null)
    })
    expect((await validateAddresses([row('a')], options(once.client))).outcomes[0]?.status).toBe('valid')
    const always = answeringApi(() => {
      throw timeout
    })
    const { outcomes } = await validateAddresses([row('a')], options(always.client, { timeoutRetries: 2 }))
    expect(always.validateAddress).toHaveBeenCalledTimes(3)
    expect(outcomes[0]).toMatchObject({ status: 'failed', message: messages.timedOut })
  })

  it('stops sending after a 401: the unsent rows fail with the same reason', async () => {
    const denied = new ApiError('batch.validateAddress', 401, 'Unauthenticated.')
    const { client, validateAddress } = answeringApi(() => {
      throw denied
    })
    const seen: ValidateAddressesProgress[] = []
    const rows = Array.from({ length: 10 }, (_, i) => row(`r${i}`))
    const { outcomes } = await validateAddresses(
      rows,
      options(client, { concurrency: 2, onProgress: (p) => seen.push(p) }),
    )
    expect(validateAddress.mock.calls.length).toBeLessThanOrEqual(2)
    expect(outcomes.every((o) => o.status === 'failed' && o.message === 'Unauthenticated.')).toBe(true)
    expect(seen.at(-1)?.sent).toBe(validateAddress.mock.calls.length)
  })

  it('cancels: resolves at once, answered rows keep their results, nothing more is sent or reported', async () => {
    const api = pendingApi()
    const controller = new AbortController()
    const seen: ValidateAddressesProgress[] = []
    const rows = [row('a'), row('b'), row('c'), row('d')]
    const run = validateAddresses(
      rows,
      options(api.client, { concurrency: 2, signal: controller.signal, onProgress: (p) => seen.push(p) }),
    )
    await flush()
    api.calls[0]?.resolve(placed('a'))
    await flush()
    expect(api.calls.map((call) => call.row.uuid)).toEqual(['a', 'b', 'c'])
    controller.abort()
    const result = await run
    const reported = seen.length
    api.calls[1]?.resolve(placed('b'))
    api.calls[2]?.reject(new NetworkError('batch.validateAddress'))
    await flush()
    expect(result.cancelled).toBe(true)
    expect(result.outcomes.map((o) => o.status)).toEqual(['valid', 'cancelled', 'cancelled', 'cancelled'])
    expect(result.rows[0]?.valid).toBe(true)
    expect(result.rows.slice(1)).toEqual(rows.slice(1))
    expect(api.calls).toHaveLength(3)
    expect(seen).toHaveLength(reported)
    expect(seen.at(-1)).toEqual({ sent: 3, received: 1, total: 4 })
  })

  it('cancels during a 429 pause, and sends nothing with a signal already aborted', async () => {
    const clock = manualClock()
    const { client, validateAddress } = answeringApi(() => {
      throw rateLimited()
    })
    const controller = new AbortController()
    const run = validateAddresses([row('a')], options(client, { clock, signal: controller.signal }))
    await flush()
    expect(clock.pending()).toBe(1)
    controller.abort()
    expect((await run).outcomes).toEqual([{ status: 'cancelled' }])
    expect(clock.pending()).toBe(0)
    validateAddress.mockClear()
    const none = await validateAddresses([row('a')], options(client, { signal: AbortSignal.abort() }))
    expect(none).toMatchObject({ cancelled: true, outcomes: [{ status: 'cancelled' }] })
    expect(validateAddress).not.toHaveBeenCalled()
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses a concurrency of %s', async (concurrency) => {
    const { client } = answeringApi(() => placed(null))
    await expect(validateAddresses([row('a')], options(client, { concurrency }))).rejects.toThrow(RangeError)
  })
})
