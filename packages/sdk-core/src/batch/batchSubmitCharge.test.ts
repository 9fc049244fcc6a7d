import { describe, expect, it } from 'vitest'
import {
  batchRows,
  fakeBatchClient,
  fakeCourier,
  loadValidated,
  openBatch,
  openedBatch,
} from '../../test/batchSubmitFixtures.ts'
import { settle } from '../../test/summaryFixtures.ts'
import { ApiError, TimeoutError } from '../http/errors.ts'
import { memoryStorage } from '../session/storage.ts'
import { batchChargeText } from './batchRowsView.ts'
import type { BatchSubmitState } from './batchSubmitTypes.ts'

/** Each row is priced 1000 + 5 % tax by the fake courier. */
const ROW_CENTS = 1050
const CHARGES_KEY = 'waybill:batch:oneToMany:charges'
const LOST_PAYMENT =
  'We could not confirm whether your card was charged. Check My Deliveries before you try to pay again.'

const setup = openedBatch

/** The status texts the engine showed, each once in the order shown. */
function statusTexts(engine: {
  subscribe(listener: () => void): () => void
  getSnapshot(): BatchSubmitState
}) {
  const seen: (string | null)[] = []
  engine.subscribe(() => {
    const text = engine.getSnapshot().statusText
    if (seen.at(-1) !== text) seen.push(text)
  })
  return seen
}

describe('createBatchSubmit: prepay (part 2 §4.5 prepay statuses, §8 prepay failure, §9 credit first)', () => {
  it("charges the card part once before any row is sent: 'Prepaying delivery', then 'Prepay Successful' while sending", async () => {
    const { courier, engine, storage } = setup()
    expect(await engine.estimate()).toBe(true)
    expect(engine.getSnapshot().total?.cardCents).toBe(3 * ROW_CENTS)
    courier.orders.prepay.mockImplementationOnce(async (_code, amountCents) => {
      // Saved as pending before the card is asked: a tab closed now still knows it may be charged.
      expect(JSON.parse(storage.getItem(CHARGES_KEY) ?? '{}').data.records).toEqual([
        expect.objectContaining({ uuids: ['row-1', 'row-2', 'row-3'], state: 'pending', amountCents }),
      ])
      expect(engine.getSnapshot()).toMatchObject({ status: 'prepaying', running: true })
      expect(courier.orders.create).not.toHaveBeenCalled()
      return { amountCents, cardId: 7, transactionId: 'ch_1' }
    })
    const texts = statusTexts(engine)
    expect(await engine.submit()).toBe(true)
    expect(courier.orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([3 * ROW_CENTS])
    // 'Submitting' before the charge is replaced in the same tick; the labels read 'Submitting' again.
    expect(texts).toEqual(['Prepaying delivery', 'Prepay Successful', 'Submitting', 'Done'])
    expect(courier.booked.size).toBe(3)
    // Booked rows leave their charge and are remembered as booked; the rest of the batch cleared.
    expect(storedKeys(storage)).toEqual([CHARGES_KEY])
    expect(JSON.parse(storage.getItem(CHARGES_KEY) ?? '{}').data).toEqual({
      records: [],
      booked: ['row-1', 'row-2', 'row-3'],
    })
  })

  it('never charges an EFT account, nor one whose credit covers the batch; charges only the rest of the credit', async () => {
    const eft = setup({ account: { isEFTPayment: true, hasCardOnAccount: false } })
    await eft.engine.estimate()
    expect(await eft.engine.submit()).toBe(true)
    expect(eft.courier.orders.prepay).not.toHaveBeenCalled()

    const covered = setup({ account: { isUserCredit: true, credit: 5000 } })
    await covered.engine.estimate()
    expect(covered.engine.getSnapshot().total).toMatchObject({ creditCents: 3 * ROW_CENTS, cardCents: 0 })
    expect(await covered.engine.submit()).toBe(true)
    expect(covered.courier.orders.prepay).not.toHaveBeenCalled()

    const part = setup({ account: { isUserCredit: true, credit: 2000 } })
    await part.engine.estimate()
    expect(await part.engine.submit()).toBe(true)
    expect(part.courier.orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([3 * ROW_CENTS - 2000])
  })

  it("a refused charge is 'Prepay fail' with the server's words; nothing is sent, and a retry charges again", async () => {
    const { courier, engine, list } = setup()
    await engine.estimate()
    courier.orders.prepay.mockRejectedValueOnce(
      new ApiError('orders.prepay', 402, 'Unable to charge your card'),
    )
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      status: 'prepayFail',
      statusText: 'Prepay fail',
      error: 'Unable to charge your card',
      running: false,
      notice: null,
    })
    expect(courier.orders.create).not.toHaveBeenCalled()
    expect(list.getSnapshot()).toMatchObject({ started: false, running: false })
    engine.dismiss()
    expect(engine.getSnapshot()).toMatchObject({ status: 'idle', error: null })
    expect(await engine.submit()).toBe(true)
    expect(courier.orders.prepay).toHaveBeenCalledTimes(2)
    expect(courier.booked.size).toBe(3)
  })

  it('a lost answer books nothing until the customer chooses, even after a reload (issue 22)', async () => {
    const { courier, engine, open, list } = setup()
    await engine.estimate()
    courier.orders.prepay.mockRejectedValueOnce(new TimeoutError('orders.prepay', 90_000, LOST_PAYMENT))
    expect(await engine.submit()).toBe(false)
    const stopped = engine.getSnapshot()
    expect(stopped).toMatchObject({
      status: 'paymentUnconfirmed',
      statusText: 'Prepay fail',
      canSubmit: false,
      unconfirmedCharge: { amountCents: 3 * ROW_CENTS, askedAt: expect.any(Number) },
    })
    expect(stopped.error).toMatch(
      /^Payment not confirmed: the charge of \$31\.50 asked at \d{4}-\d\d-\d\d \d\d:\d\d got no answer, so your card may or may not have been charged\. Nothing was booked\./,
    )
    expect(courier.orders.create).not.toHaveBeenCalled()

    // A reload, a new estimate, a submit: still nothing is booked or charged without a choice.
    const reopened = open()
    expect(await reopened.engine.estimate()).toBe(true)
    // The price list says where the charge stands, not 'Paid' (part 2 §4.5).
    const prices = reopened.engine.getSnapshot().prices
    expect(prices.map((price) => [price.paid, batchChargeText(price.charge)])).toEqual(
      Array(3).fill([true, 'Charge not confirmed']),
    )
    expect(await reopened.engine.submit()).toBe(false)
    expect(reopened.engine.getSnapshot().status).toBe('paymentUnconfirmed')
    expect(courier.orders.create).not.toHaveBeenCalled()

    expect(await reopened.engine.bookUnpaid()).toBe(true)
    expect(courier.orders.prepay).toHaveBeenCalledTimes(1)
    expect(courier.booked.size).toBe(3)
    expect(list.charges.unconfirmed()).toEqual([
      {
        amountCents: 3 * ROW_CENTS,
        askedAt: expect.any(Number),
        uuids: expect.arrayContaining([expect.any(String)]),
        choice: 'leaveToCourier',
        decidedAt: expect.any(Number),
      },
    ])
    expect(list.charges.unconfirmed()[0]?.uuids).toHaveLength(3)
  })

  it('charge again: the card is charged anew (the unconfirmed charge stays logged), then the rows are booked (issue 22)', async () => {
    const { courier, engine, list } = setup()
    await engine.estimate()
    courier.orders.prepay.mockRejectedValueOnce(new ApiError('orders.prepay', 502, 'Bad gateway'))
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot().status).toBe('paymentUnconfirmed')
    expect(await engine.chargeAgain()).toBe(true)
    expect(courier.orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([3 * ROW_CENTS, 3 * ROW_CENTS])
    expect(courier.booked.size).toBe(3)
    expect(list.charges.unconfirmed().map((charge) => charge.choice)).toEqual(['chargeAgain'])
  })

  it('a tab closed during the charge leaves it unconfirmed: the next submit asks the customer first (issue 22)', async () => {
    const { courier, engine, open } = setup()
    await engine.estimate()
    courier.orders.prepay.mockImplementationOnce(() => new Promise(() => {}))
    void engine.submit()
    await settle()
    const reopened = open()
    expect(await reopened.engine.estimate()).toBe(true)
    // The price list says where the charge stands, not 'Paid' (part 2 §4.5).
    const prices = reopened.engine.getSnapshot().prices
    expect(prices.map((price) => [price.paid, batchChargeText(price.charge)])).toEqual(
      Array(3).fill([true, 'Charge not confirmed']),
    )
    expect(await reopened.engine.submit()).toBe(false)
    expect(reopened.engine.getSnapshot().status).toBe('paymentUnconfirmed')
    expect(courier.orders.create).not.toHaveBeenCalled()
    expect(await reopened.engine.chargeAgain()).toBe(true)
    expect(courier.orders.prepay).toHaveBeenCalledTimes(2)
    expect(courier.booked.size).toBe(3)
  })

  it('a partial run is paid: submitting the failed rows again charges nothing more; its failed row shows paid', async () => {
    const { courier, engine, list } = setup()
    await engine.estimate()
    courier.orders.create.mockRejectedValueOnce(new ApiError('orders.create', 422, 'Address not serviced'))
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({ status: 'partial', canSubmit: true })
    const failed = list.getSnapshot().rows.find((entry) => entry.send.state === 'failed')
    expect(failed?.paid).toBe(true)
    expect(await engine.submit()).toBe(true)
    expect(courier.orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([3 * ROW_CENTS])
  })

  it('resumes a batch interrupted after its charge without pricing it again, and without charging again', async () => {
    const { courier, engine, open } = setup({ rows: 4 })
    await engine.estimate()
    const real = courier.orders.create.getMockImplementation()
    // The second order is booked, then the tab dies before its answer is read.
    courier.orders.create.mockImplementationOnce(async (code, order) => (real ? real(code, order) : never()))
    courier.orders.create.mockImplementationOnce(async (code, order) => {
      await real?.(code, order)
      return never()
    })
    void engine.submit()
    await settle()
    const reopened = open()
    expect(reopened.engine.getSnapshot()).toMatchObject({ resumable: true, canSubmit: true })
    expect(await reopened.engine.submit()).toBe(true)
    expect(courier.orders.prepay).toHaveBeenCalledTimes(1)
    expect(courier.booked.size).toBe(4)
  })

  it('does not charge a uuid given twice in the file: the repeat is a duplicate, never sent', async () => {
    const storage = memoryStorage()
    const courier = fakeCourier()
    const { list, engine } = openBatch({ storage, client: fakeBatchClient(courier) })
    const [first, second] = batchRows(2)
    if (!first || !second) throw new Error('no rows')
    loadValidated(list, [first, second, { ...second, name: 'again' }])
    await engine.estimate()
    expect(engine.getSnapshot().total?.cardCents).toBe(2 * ROW_CENTS)
    await engine.submit()
    expect(courier.orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([2 * ROW_CENTS])
  })

  it('asks the prices before resuming a batch whose unbooked rows no charge covers (they are charged first)', async () => {
    const { courier, engine, open, storage } = setup()
    await engine.estimate()
    courier.orders.prepay.mockImplementationOnce(() => never())
    void engine.submit()
    await settle()
    // The charge never answered and its record is gone (the storage entry removed by hand): the rows are unpaid.
    storage.removeItem(CHARGES_KEY)
    const reopened = open()
    expect(reopened.engine.getSnapshot().canSubmit).toBe(false)
    await reopened.engine.estimate()
    expect(reopened.engine.getSnapshot().canSubmit).toBe(true)
  })

  it('a tab whose batch another tab booked and cleared meanwhile charges nothing and sends nothing', async () => {
    const { courier, engine, open } = setup()
    await engine.estimate()
    // A second tab opens the same batch, prices it and books it: the first still shows its estimate.
    const other = open()
    await other.engine.estimate()
    expect(await other.engine.submit()).toBe(true)
    expect(engine.getSnapshot().canSubmit).toBe(true)
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot().error).toBe(
      'This batch was changed in another tab, so nothing more was sent from this one. Reload the page to continue with it.',
    )
    expect(courier.orders.prepay).toHaveBeenCalledTimes(1)
    expect(courier.orders.create).toHaveBeenCalledTimes(3)
  })

  it('does not charge again for rows booked before: the same file (its order numbers) loaded again', async () => {
    const { courier, engine, list } = setup()
    await engine.estimate()
    expect(await engine.submit()).toBe(true)
    loadValidated(list, batchRows(3))
    await engine.estimate()
    expect(engine.getSnapshot().prices.map((price) => price.paid)).toEqual([true, true, true])
    expect(engine.getSnapshot().total?.cardCents).toBe(0)
    await engine.submit()
    expect(courier.orders.prepay).toHaveBeenCalledTimes(1)
  })
})

function storedKeys(storage: { length: number; key(index: number): string | null }): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
}

/** A call whose answer never comes: the tab closes during it. */
function never(): Promise<never> {
  return new Promise(() => {})
}
