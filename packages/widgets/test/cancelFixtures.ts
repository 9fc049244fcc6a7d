import type { CancelReasonId, CancelResult, Order } from '@waybill/sdk-core'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'
import { orderRecord } from './orderRecordFixtures.ts'

/** A listed delivery (part 2 §3.1) the row actions act on: #5120 'PO-5120', submitted (status 1). */
export function actionOrder(overrides: Partial<Order> = {}): Order {
  const base = orderRecord()
  return orderRecord({
    id: 5120,
    uuid: 'c4d2a1ef-0000-4000-8000-000000005120',
    name: 'PO-5120',
    itemName: 'Parcel 3',
    pickup: { ...base.pickup, email: 'shipping@example.test' },
    dropoff: { ...base.dropoff, phone: '7805550142', email: 'shipping@example.test' },
    ...overrides,
  })
}

/** The same order processed (status 3): cancelling it costs $7.50 (part 2 §4.2). */
export const PROCESSED_ORDER = actionOrder({ id: 5121, name: 'PO-5121', status: 3, cancelFeeCents: 750 })

/**
 * The fake client of `fakeClient.ts` whose `orders.cancel` the test answers: by default it resolves at once
 * (status 9, the order's fee); `hold()` makes the next call wait for `answer` or `fail`.
 */
export function cancelClient() {
  const fake = fakeClient({ account: ACCOUNT })
  let held: { resolve: (result: CancelResult) => void; reject: (error: unknown) => void } | null = null
  let holdNext = false
  let failNext: unknown = null
  const cancel = vi.fn(
    (_apiCode: string, _id: number, _reasonId: CancelReasonId, _note: string): Promise<CancelResult> => {
      if (failNext) {
        const error = failNext
        failNext = null
        return Promise.reject(error)
      }
      if (holdNext) {
        holdNext = false
        return new Promise((resolve, reject) => {
          held = { resolve, reject }
        })
      }
      return Promise.resolve({ cancelFeeCents: 0, status: 9 })
    },
  )
  const client = { ...fake.client, orders: { ...fake.client.orders, cancel } }
  return {
    ...fake,
    client,
    cancel,
    /** The next cancel waits until `answer` or `fail`. */
    hold: () => {
      holdNext = true
    },
    /** The next cancel fails with `error`. */
    failWith: (error: unknown) => {
      failNext = error
    },
    answer: (result: CancelResult) => held?.resolve(result),
    fail: (error: unknown) => held?.reject(error),
  }
}
