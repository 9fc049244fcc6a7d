import type { BatchApi, BatchRow, Clock, ValidAddress } from '@waybill/sdk-core'
import { systemClock } from '../config.ts'
import type { AddressValidation } from '../domain/batch.ts'
import { fillText, messages } from '../domain/messages.ts'
import { ApiError, ContractError, TimeoutError, WaybillError } from '../http/errors.ts'
import { type RetryPolicy, retryDelay } from '../http/retryPolicy.ts'

/**
 * Rows in flight at once by default. 1,000 rows at 150 ms each need at least 10 to finish in 15 s (issue 8); 16
 * ideally takes ~9.4 s, leaving a third of the budget for server time and a 429 pause, and stays a small burst
 * for the courier's rate limiter. In a browser over HTTP/1.1 only 6 go out at once per origin; HTTP/2 has no cap.
 *
 * @internal
 */
export const VALIDATE_CONCURRENCY = 16

/** How long the batch pauses after a 429 the client's own retries did not get past: 1 s doubling, capped at 30 s. */
export const VALIDATE_RATE_LIMIT_BACKOFF: Omit<RetryPolicy, 'attempts'> = {
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
}

/** The progress modal's counts (part 2 §4.6 step 2 'sent and received counts'). */
export interface ValidateAddressesProgress {
  /** Rows posted at least once; a retry does not count again. */
  readonly sent: number
  /** Rows settled: answered (valid or not) or failed for good. */
  readonly received: number
  /** Rows to post: every row not yet valid. */
  readonly total: number
}

/**
 * What became of one row: `skipped` (already valid, not sent); `valid` (the answer has a city, its fields are
 * merged); `invalid` (answered without a city: it stays flagged, use Edit); `failed` (no usable answer once the
 * retries were spent: `message` says why, the row stays invalid); `cancelled` (no answer before the signal).
 */
export type RowValidation =
  | { readonly status: 'skipped' }
  | { readonly status: 'valid'; readonly address: ValidAddress }
  | { readonly status: 'invalid' }
  | { readonly status: 'failed'; readonly message: string; readonly error: unknown }
  | { readonly status: 'cancelled' }

/** Options of {@link validateAddresses}. */
export interface ValidateAddressesOptions {
  /** The client's batch calls (a `WaybillClient` will do). */
  readonly client: { readonly batch: Pick<BatchApi, 'validateAddress'> }
  /** The signed-in session's api code. */
  readonly apiCode: string
  /** Most rows in flight at once, an integer ≥ 1; `VALIDATE_CONCURRENCY` by default. */
  readonly concurrency?: number
  /** Cancels: nothing more is sent and the call resolves at once with `cancelled: true`. */
  readonly signal?: AbortSignal
  /** Told the counts at the start and whenever a row is first sent or settles; never after the call resolves. */
  readonly onProgress?: (progress: ValidateAddressesProgress) => void
  /** Time source of the 429 pause; the system clock by default. */
  readonly clock?: Clock
  /** Jitter of the 429 pause, in [0, 1); `Math.random` by default. */
  readonly random?: () => number
  /** Pauses after a 429 before a row fails; 5 by default (at most 1 + 2 + 4 + 8 + 16 = 31 s of pauses). */
  readonly rateLimitRetries?: number
  /** Resends after a timeout, which the client does not retry for this call; 1 by default. */
  readonly timeoutRetries?: number
}

/** What {@link validateAddresses} resolves with. */
export interface ValidateAddressesResult {
  /** The rows in their input order, the answered ones merged (`mergeAddressValidation`). */
  readonly rows: readonly BatchRow[]
  /** What became of each row, by input index. */
  readonly outcomes: readonly RowValidation[]
  /** Whether the signal stopped the run: rows not answered by then are `cancelled` and unchanged. */
  readonly cancelled: boolean
}

/**
 * Merges one validate-address answer into its row (part 2 §4.6 step 2). A valid answer replaces the address (the
 * formatted one), coordinates, city and zone; the province is the row's own, trimmed, first letter capitalised (the
 * answer carries none, part 2 §7), and stays absent when the row has none. Anything else leaves the row as it was,
 * flagged invalid.
 */
export function mergeAddressValidation(row: BatchRow, validation: AddressValidation): BatchRow {
  if (!validation.valid) return { ...row, valid: false }
  const province = row.province?.trim()
  return {
    ...row,
    valid: true,
    address: validation.formattedAddress,
    latitude: validation.lat,
    longitude: validation.lng,
    city: validation.city,
    ...(province === undefined ? {} : { province: province.charAt(0).toUpperCase() + province.slice(1) }),
    zone: validation.zone,
  }
}

/** The line a row shows after validation (part 2 §4.6 step 2): null when there is nothing to say. */
export function rowValidationHint(outcome: RowValidation): string | null {
  if (outcome.status === 'invalid') return messages.batchAddressNotFound
  if (outcome.status === 'failed')
    return fillText(messages.batchAddressNotChecked, { reason: outcome.message })
  if (outcome.status === 'cancelled') return messages.batchValidateCancelled
  return null
}

const SKIPPED: RowValidation = { status: 'skipped' }
const CANCELLED: RowValidation = { status: 'cancelled' }

function failed(error: unknown): RowValidation {
  const message = error instanceof WaybillError ? error.message : messages.requestFailed
  return { status: 'failed', message, error }
}

/** The answer of this row only: an echoed uuid that is not the row's means the answer belongs elsewhere. */
function outcomeOf(row: BatchRow, answer: AddressValidation): RowValidation {
  const own = row.uuid?.trim()
  if (answer.uuid !== null && own && answer.uuid !== own) {
    return failed(new ContractError('batch.validateAddress', 'uuid', 'the answer is for another row'))
  }
  return answer.valid ? { status: 'valid', address: answer } : { status: 'invalid' }
}

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status)

function sleep(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const wake = () => {
      clock.clearTimeout(handle)
      signal?.removeEventListener('abort', wake)
      resolve()
    }
    const handle = clock.setTimeout(wake, ms)
    signal?.addEventListener('abort', wake, { once: true })
  })
}

/**
 * Validates the address of every row not yet valid (part 2 §4.6 step 2), at most `concurrency` calls in flight,
 * sent in row order, each answer merged into the row of its own index. The client already retries a network
 * failure, a 5xx and a 429 (3 attempts, Retry-After honoured); on top of that a 429 pauses the whole batch (1 s
 * doubling, with jitter) and resends, and a timeout is resent once. What still fails leaves its row invalid with
 * the reason; a 401 or 403 stops sending and fails the unsent rows with it. Never rejects for a row's failure;
 * throws a RangeError for a bad `concurrency`.
 *
 * @example
 * ```ts
 * const controller = new AbortController()
 * const { rows, outcomes } = await validateAddresses(batchRows, {
 *   client,
 *   apiCode,
 *   signal: controller.signal,
 *   onProgress: ({ sent, received, total }) => render(sent, received, total),
 * })
 * ```
 */
export async function validateAddresses(
  rows: readonly BatchRow[],
  options: ValidateAddressesOptions,
): Promise<ValidateAddressesResult> {
  const { client, apiCode, signal, onProgress } = options
  const concurrency = options.concurrency ?? VALIDATE_CONCURRENCY
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`validateAddresses: concurrency must be an integer ≥ 1, got ${concurrency}`)
  }
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const rateLimitRetries = options.rateLimitRetries ?? 5
  const timeoutRetries = options.timeoutRetries ?? 1
  const backoff = { ...VALIDATE_RATE_LIMIT_BACKOFF, attempts: rateLimitRetries + 1 }

  const outcomes = rows.map((row) => (row.valid === true ? SKIPPED : CANCELLED))
  const queue = rows.flatMap((row, index) => (row.valid === true ? [] : [index]))
  const total = queue.length
  let sent = 0
  let received = 0
  let next = 0
  let pauseUntil = 0
  let stopped: RowValidation | null = null
  let done = false
  const over = () => done || signal?.aborted === true
  const report = () => {
    if (!over()) onProgress?.({ sent, received, total })
  }

  /** Waits out a 429 pause; false when cancelled meanwhile. */
  async function gate(): Promise<boolean> {
    for (let wait = pauseUntil - clock.now(); wait > 0 && !over(); wait = pauseUntil - clock.now()) {
      await sleep(clock, wait, signal)
    }
    return !over()
  }

  async function check(row: BatchRow, first: { sent: boolean }): Promise<RowValidation | null> {
    for (let rateLimited = 0, timedOut = 0; ; ) {
      if (!(await gate())) return null
      if (stopped) return stopped
      if (!first.sent) {
        first.sent = true
        sent += 1
        report()
      }
      try {
        return outcomeOf(row, await client.batch.validateAddress(apiCode, row))
      } catch (error) {
        if (over()) return null
        if (isStatus(error, 429) && rateLimited < rateLimitRetries) {
          rateLimited += 1
          const wait = retryDelay(
            rateLimited,
            { kind: 'status', status: 429, retryAfter: null },
            backoff,
            clock.now(),
            random,
          )
          pauseUntil = Math.max(pauseUntil, clock.now() + wait)
        } else if (error instanceof TimeoutError && timedOut < timeoutRetries) {
          timedOut += 1
        } else {
          if (isStatus(error, 401, 403)) stopped = failed(error)
          return failed(error)
        }
      }
    }
  }

  async function worker(): Promise<void> {
    while (!over() && next < queue.length) {
      const index = queue[next++] as number
      const first = { sent: false }
      const outcome = await check(rows[index] as BatchRow, first)
      if (over() || outcome === null) return
      outcomes[index] = outcome
      if (first.sent) {
        received += 1
        report()
      }
    }
  }

  report()
  let cancel = () => {}
  const cancelled = new Promise<void>((resolve) => {
    cancel = resolve
  })
  if (signal?.aborted) cancel()
  signal?.addEventListener('abort', cancel, { once: true })
  const workers = Array.from({ length: Math.min(concurrency, total) }, worker)
  await Promise.race([Promise.all(workers), cancelled])
  done = true
  signal?.removeEventListener('abort', cancel)
  const final = [...outcomes]
  return {
    rows: rows.map((row, index) => {
      const outcome = final[index]
      if (outcome?.status === 'valid') return mergeAddressValidation(row, outcome.address)
      return outcome?.status === 'invalid' ? mergeAddressValidation(row, { valid: false, uuid: null }) : row
    }),
    outcomes: final,
    cancelled: signal?.aborted === true,
  }
}
