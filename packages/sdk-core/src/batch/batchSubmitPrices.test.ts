import { describe, expect, it } from 'vitest'
import {
  batchAccount,
  batchDraft,
  batchRows,
  fakeBatchClient,
  fakeCourier,
  loadValidated,
  NOW,
  openedBatch,
} from '../../test/batchSubmitFixtures.ts'
import { estimate as priceOf } from '../../test/summaryFixtures.ts'
import type { OrderSubmission } from '../domain/order.ts'
import type { OrderDraft } from '../draft/types.ts'
import { NetworkError } from '../http/errors.ts'
import { memoryStorage } from '../session/storage.ts'
import { createBatchList } from './batchState.ts'
import { createBatchSubmit } from './batchSubmit.ts'

/** The uuids the payment summary was asked for, in order. */
const asked = (courier: ReturnType<typeof fakeCourier>) =>
  courier.orders.paymentSummary.mock.calls.map(([, order]) => order.uuid)

/** An engine over 3 validated rows whose form and api code the test can change. */
function changeable() {
  const courier = fakeCourier()
  const client = fakeBatchClient(courier)
  const list = createBatchList({ kind: 'oneToMany', storage: memoryStorage(), logger: client.logger })
  const form = { draft: batchDraft('oneToMany') as OrderDraft, apiCode: 'code-1' }
  const engine = createBatchSubmit({
    client,
    list,
    draft: () => form.draft,
    apiCode: () => form.apiCode,
    account: () => batchAccount(),
    now: () => NOW,
    sleep: async () => {},
  })
  loadValidated(list, batchRows(3))
  return { courier, list, engine, form }
}

describe('createBatchSubmit keeps the prices it obtained (part 2 §4.6 step 4, §8 estimate failure in batch)', () => {
  it("keeps the prices of a failed Continue, still says 'something went wrong', and asks only the missing rows next", async () => {
    const { courier, engine } = openedBatch({ rows: 9 })
    courier.orders.paymentSummary.mockImplementation(async (_code: string, order: OrderSubmission) => {
      if (order.uuid === 'row-4' || order.uuid === 'row-7') throw new NetworkError('orders.paymentSummary')
      return priceOf(order.uuid, 1000)
    })
    expect(await engine.estimate()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      alert: 'something went wrong',
      continueText: 'Error, try again',
      estimateStatus: 'failed',
      prices: [],
      total: null,
      canSubmit: false,
    })
    expect(asked(courier)).toHaveLength(9)

    courier.orders.paymentSummary.mockClear()
    courier.orders.paymentSummary.mockImplementation(async (_code: string, order: OrderSubmission) =>
      priceOf(order.uuid, 1000),
    )
    expect(await engine.estimate()).toBe(true)
    expect(asked(courier)).toEqual(['row-4', 'row-7'])
    const state = engine.getSnapshot()
    expect(state).toMatchObject({ alert: null, continueText: 'Submited', canSubmit: true })
    expect(state.prices.map((price) => price.uuid)).toEqual(batchRows(9).map((row) => row.uuid))
    expect(state.total?.feeCents).toBe(9 * 1050)
  })

  it('never asks an unchanged row again; a changed row is priced again, alone', async () => {
    const { courier, engine, list } = changeable()
    expect(await engine.estimate()).toBe(true)
    expect(await engine.estimate()).toBe(true)
    expect(asked(courier)).toEqual(['row-1', 'row-2', 'row-3'])
    const entry = list.getSnapshot().rows[1]
    if (!entry) throw new Error('no row')
    list.updateRow(entry.key, { ...entry.row, packageCount: 4 }, 'valid')
    expect(await engine.estimate()).toBe(true)
    expect(asked(courier)).toEqual(['row-1', 'row-2', 'row-3', 'row-2'])
    expect(courier.orders.paymentSummary.mock.calls.at(-1)?.[1].packageCount).toBe(4)
  })

  it('prices every row again when the form or the account changed (what was priced differs)', async () => {
    const { courier, engine, form } = changeable()
    await engine.estimate()
    form.draft = { ...form.draft, description: 'Cakes' }
    expect(await engine.estimate()).toBe(true)
    form.apiCode = 'code-2'
    expect(await engine.estimate()).toBe(true)
    expect(asked(courier)).toHaveLength(9)
    expect(
      courier.orders.paymentSummary.mock.calls.slice(3, 6).map(([, order]) => order.description),
    ).toEqual(['Cakes', 'Cakes', 'Cakes'])
  })

  it('does not use the price of a row edited while it was asked: the next Continue asks that row alone', async () => {
    const { courier, engine, list } = changeable()
    const ask = courier.orders.paymentSummary.getMockImplementation()
    courier.orders.paymentSummary.mockImplementationOnce(async (code, order) => {
      const [entry] = list.getSnapshot().rows
      list.updateRow(entry?.key as string, { ...entry?.row, packageCount: 5 }, 'valid')
      return (await ask?.(code, order)) as never
    })
    expect(await engine.estimate()).toBe(false)
    expect(await engine.estimate()).toBe(true)
    expect(asked(courier)).toEqual(['row-1', 'row-2', 'row-3', 'row-1'])
    expect(courier.orders.paymentSummary.mock.calls.at(-1)?.[1].packageCount).toBe(5)
  })
})
