import type { OrdersApi } from '../api/orders.ts'
import type { OrderSubmission } from '../domain/order.ts'
import type { PriceEstimate } from '../domain/price.ts'
import { ApiError } from '../http/errors.ts'

/**
 * Price requests in flight at once while a batch is estimated (part 2 §4.6 step 4 'a price estimate is requested
 * per row'). The client retries each one (3 attempts); 4 keeps a 1,000-row batch to a few seconds without
 * flooding the courier's rate limiter.
 */
export const BATCH_ESTIMATE_CONCURRENCY = 4

/** Options of {@link estimateBatchOrders}. */
export interface EstimateBatchOrdersOptions {
  /** The client's order calls (a `WaybillClient` will do). */
  readonly client: { readonly orders: Pick<OrdersApi, 'paymentSummary'> }
  /** The signed-in session's api code. */
  readonly apiCode: string
  /** Most requests in flight, an integer ≥ 1; {@link BATCH_ESTIMATE_CONCURRENCY} by default. */
  readonly concurrency?: number
  /** Told each time an order is priced: how many are, of how many. */
  readonly onProgress?: (priced: number, total: number) => void
}

/** What {@link estimateBatchOrders} found: every price, or the first failure and every price it did obtain. */
export type EstimateBatchOrdersResult =
  | { readonly ok: true; readonly estimates: readonly PriceEstimate[] }
  | { readonly ok: false; readonly error: unknown; readonly estimates: readonly (PriceEstimate | null)[] }

/** A refusal no other row can get past: the api code is refused, or the server asks to slow down. */
const stopsEveryRow = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 429)

/**
 * Prices every order of a batch with the payment summary call (part 2 §4.6 step 4, §7), at most `concurrency` at
 * once, in order. A failed row does not stop the others, so that each try prices as many as it can and the next asks
 * only the rest; the estimate as a whole still fails (part 2 §8 'Estimate failure in batch': 'something went
 * wrong'). New requests stop after a refusal no row can pass (401, 403, or a 429 the client's retries did not
 * outlast) or `concurrency + 1` failures with none priced between (the server is down: every other row would cost
 * three attempts for nothing; one more than the requests in flight, so that those failing together do not stop it
 * alone); the ones in flight finish. Never rejects for a failed price.
 *
 * @example
 * ```ts
 * const result = await estimateBatchOrders(orders, { client, apiCode })
 * if (!result.ok) alert(messages.estimateFailed)
 * ```
 */
export async function estimateBatchOrders(
  orders: readonly OrderSubmission[],
  options: EstimateBatchOrdersOptions,
): Promise<EstimateBatchOrdersResult> {
  const concurrency = options.concurrency ?? BATCH_ESTIMATE_CONCURRENCY
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`estimateBatchOrders: concurrency must be an integer ≥ 1, got ${concurrency}`)
  }
  const estimates: (PriceEstimate | null)[] = orders.map(() => null)
  let next = 0
  let priced = 0
  let failedInARow = 0
  let stopped = false
  let failure: { error: unknown } | undefined

  async function worker(): Promise<void> {
    while (!stopped && next < orders.length) {
      const index = next++
      const order = orders[index] as OrderSubmission
      try {
        estimates[index] = await options.client.orders.paymentSummary(options.apiCode, order)
        priced += 1
        failedInARow = 0
        options.onProgress?.(priced, orders.length)
      } catch (error) {
        failure ??= { error }
        failedInARow += 1
        if (stopsEveryRow(error) || failedInARow > concurrency) stopped = true
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, orders.length) }, worker))
  if (failure) return { ok: false, error: failure.error, estimates }
  return { ok: true, estimates: estimates as PriceEstimate[] }
}
