import type { OrdersApi } from '../api/orders.ts'
import type { OrderSubmission } from '../domain/order.ts'
import type { PriceEstimate } from '../domain/price.ts'

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

/** What {@link estimateBatchOrders} found: every price, or the first failure and the prices had by then. */
export type EstimateBatchOrdersResult =
  | { readonly ok: true; readonly estimates: readonly PriceEstimate[] }
  | { readonly ok: false; readonly error: unknown; readonly estimates: readonly (PriceEstimate | null)[] }

/**
 * Prices every order of a batch with the payment summary call (part 2 §4.6 step 4, §7), at most `concurrency` at
 * once, in order. The first failure stops new requests (part 2 §8 'Estimate failure in batch': the whole estimate
 * fails with 'something went wrong'); the ones in flight finish. Never rejects for a failed price.
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
  let failure: { error: unknown } | undefined

  async function worker(): Promise<void> {
    while (failure === undefined && next < orders.length) {
      const index = next++
      const order = orders[index] as OrderSubmission
      try {
        estimates[index] = await options.client.orders.paymentSummary(options.apiCode, order)
        priced += 1
        options.onProgress?.(priced, orders.length)
      } catch (error) {
        failure ??= { error }
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, orders.length) }, worker))
  if (failure) return { ok: false, error: failure.error, estimates }
  return { ok: true, estimates: estimates as PriceEstimate[] }
}
