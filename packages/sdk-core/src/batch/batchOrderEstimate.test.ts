import { describe, expect, it, vi } from 'vitest'
import { batchAccount, batchDraft, batchRows, NOW } from '../../test/batchSubmitFixtures.ts'
import { estimate as priceOf, settle } from '../../test/summaryFixtures.ts'
import type { OrderSubmission } from '../domain/order.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import { batchOrders } from './batchOrder.ts'
import { estimateBatchOrders } from './batchOrderEstimate.ts'

const ctx = { now: NOW, timeZone: 'America/Edmonton', account: batchAccount() }
const orders = (count: number) => batchOrders(batchDraft(), batchRows(count, 'row', { valid: true }), ctx)

/** A payment summary that fails for the uuids in `failing` (with `error`), else prices after a tick. */
function quotes(failing: (uuid: string) => boolean, error: () => unknown = () => new NetworkError('p')) {
  return vi.fn(async (_code: string, order: OrderSubmission) => {
    await settle()
    if (failing(order.uuid)) throw error()
    return priceOf(order.uuid, 1000)
  })
}

describe('estimateBatchOrders (part 2 §4.6 step 4, §8 estimate failure in batch)', () => {
  it('keeps pricing the other rows after one fails, so that a try makes progress; the estimate still fails', async () => {
    const paymentSummary = quotes((uuid) => uuid === 'row-2')
    const result = await estimateBatchOrders(orders(9), {
      client: { orders: { paymentSummary } },
      apiCode: 'c',
    })
    expect(paymentSummary).toHaveBeenCalledTimes(9)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBeInstanceOf(NetworkError)
    expect(result.estimates.map((estimate) => estimate?.uuid ?? null)).toEqual(
      batchRows(9).map((row) => (row.uuid === 'row-2' ? null : row.uuid)),
    )
  })

  it.each([401, 403, 429])(
    'sends no more requests after a %i: no other row can get past it',
    async (status) => {
      const paymentSummary = quotes(
        (uuid) => uuid === 'row-1',
        () => new ApiError('p', status, undefined),
      )
      const result = await estimateBatchOrders(orders(40), {
        client: { orders: { paymentSummary } },
        apiCode: 'c',
        concurrency: 4,
      })
      expect(result.ok).toBe(false)
      // Only the requests already in flight with row 1 finish.
      expect(paymentSummary).toHaveBeenCalledTimes(4)
    },
  )

  it('stops after concurrency + 1 failures in a row (the server is down), not after every row', async () => {
    const paymentSummary = quotes(() => true)
    const result = await estimateBatchOrders(orders(40), {
      client: { orders: { paymentSummary } },
      apiCode: 'c',
      concurrency: 4,
    })
    expect(result.ok).toBe(false)
    // 4 fail together, 4 more are sent, the first of those to fail is the 5th in a row: the other 3 finish.
    expect(paymentSummary).toHaveBeenCalledTimes(8)
  })

  it('counts failures in a row only: scattered failures never stop it', async () => {
    const paymentSummary = quotes((uuid) => Number(uuid.slice(4)) % 3 === 0)
    const result = await estimateBatchOrders(orders(30), {
      client: { orders: { paymentSummary } },
      apiCode: 'c',
      concurrency: 1,
    })
    expect(paymentSummary).toHaveBeenCalledTimes(30)
    expect(result.ok ? [] : result.estimates.filter((estimate) => estimate !== null)).toHaveLength(20)
  })
})
