import type { OrderSubmission } from '../domain/order.ts'
import type { PriceEstimate } from '../domain/price.ts'
import { type EstimateBatchOrdersOptions, estimateBatchOrders } from './batchOrderEstimate.ts'

/** One row to price: its key in the list and the order built from it and the form. */
export interface BatchPriceItem {
  readonly key: string
  readonly order: OrderSubmission
}

/** What {@link BatchPrices.price} found: every row's price in order, or a failure (the prices had are kept). */
export type BatchPricesResult =
  | { readonly ok: true; readonly estimates: readonly PriceEstimate[] }
  | { readonly ok: false; readonly error: unknown }

/** The prices a batch engine obtained, each kept with what was priced. */
export interface BatchPrices {
  /**
   * Prices the rows with no price kept for their order as it is now (each new price is kept, even when others
   * fail); rows not among `items` are forgotten.
   */
  price(
    items: readonly BatchPriceItem[],
    options: Omit<EstimateBatchOrdersOptions, 'onProgress'>,
  ): Promise<BatchPricesResult>
}

/**
 * The prices of a batch's rows, kept across presses of Continue (part 2 §4.6 step 4, §8 'Estimate failure in
 * batch'). A payment summary is a quote: the price of an order stays its price, so a failed Continue loses none of
 * those it obtained and the next asks only the rows missing. Each price is kept by row and by what was priced (the
 * order as sent, and the api code): a row or form changed since is priced again, an unchanged one never is.
 *
 * @example
 * ```ts
 * const prices = createBatchPrices()
 * const result = await prices.price(rows.map((entry, i) => ({ key: entry.key, order: orders[i] })), { client, apiCode })
 * ```
 */
export function createBatchPrices(): BatchPrices {
  const kept = new Map<string, { readonly basis: string; readonly estimate: PriceEstimate }>()

  return {
    async price(items, options) {
      const bases = items.map((item) => JSON.stringify([options.apiCode, item.order]))
      const listed = new Set(items.map((item) => item.key))
      for (const key of kept.keys()) if (!listed.has(key)) kept.delete(key)
      const missing = items.flatMap((item, index) =>
        kept.get(item.key)?.basis === bases[index] ? [] : [index],
      )
      if (missing.length > 0) {
        const result = await estimateBatchOrders(
          missing.map((index) => (items[index] as BatchPriceItem).order),
          options,
        )
        missing.forEach((index, asked) => {
          const estimate = result.estimates[asked]
          const item = items[index] as BatchPriceItem
          if (estimate) kept.set(item.key, { basis: bases[index] as string, estimate })
        })
        if (!result.ok) return { ok: false, error: result.error }
      }
      return {
        ok: true,
        estimates: items.map((item) => (kept.get(item.key) as { estimate: PriceEstimate }).estimate),
      }
    },
  }
}
