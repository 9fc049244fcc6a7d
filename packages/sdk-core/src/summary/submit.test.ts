import { describe, expect, it } from 'vitest'
import {
  estimate,
  serverError,
  settle,
  summarySetup as setup,
  storedLedger,
  validDraft,
} from '../../test/summaryFixtures.ts'
import type { Account } from '../domain/account.ts'
import { ApiError } from '../http/errors.ts'
import { memoryStorage } from '../session/storage.ts'

describe('createOrderSummary: submit (part 2 §4.5, §8)', () => {
  it("goes 'Prepaying delivery', 'Prepay Successful' while orders are sent, then 'Done'; charged once", async () => {
    const { orders, summary, uuids } = await setup()
    const seen: (string | null)[] = []
    orders.prepay.mockImplementationOnce(async (_code, amountCents) => {
      seen.push(summary.getSnapshot().statusText)
      return { amountCents, cardId: 7, transactionId: 'ch_1' }
    })
    orders.create.mockImplementation(async (_code, order) => {
      seen.push(summary.getSnapshot().statusText)
      return { uuid: order.uuid } as never
    })
    expect(await summary.submit()).toBe(true)
    expect(seen).toEqual(['Prepaying delivery', 'Prepay Successful', 'Prepay Successful'])
    expect(orders.prepay).toHaveBeenCalledExactlyOnceWith('code-1', 2100)
    expect(summary.getSnapshot()).toMatchObject({
      status: 'done',
      statusText: 'Done',
      error: null,
      progress: { sent: 2, total: 2 },
    })
    expect(uuids()).toEqual([])
  })

  it("issue 21: shows the amounts being charged while submitting, and 'paid' only once the submit ended", async () => {
    const { orders, summary } = await setup()
    const during: { paid: boolean[]; cardCents: number | undefined }[] = []
    const look = () => {
      const { deliveries, total } = summary.getSnapshot()
      during.push({ paid: deliveries.map((price) => price.paid), cardCents: total?.cardCents })
    }
    orders.prepay.mockImplementationOnce(async (_code, amountCents) => {
      look()
      return { amountCents, cardId: 7, transactionId: 'ch_1' }
    })
    orders.create.mockImplementationOnce(async () => {
      look()
      throw new ApiError('orders.create', 422, 'Out of zone')
    })
    expect(await summary.submit()).toBe(false)
    expect(during).toEqual([
      { paid: [false, false], cardCents: 2100 },
      { paid: [false, false], cardCents: 2100 },
    ])
    // The charge was made and nothing was booked: now they are paid, and not charged again.
    expect(summary.getSnapshot().deliveries.map((price) => price.paid)).toEqual([true, true])
    expect(summary.getSnapshot().total?.cardCents).toBe(0)
  })

  it('part 2 §4.5: direct orders go one by one, 100 ms apart', async () => {
    const { orders, summary, sleep } = await setup({
      drafts: [validDraft('a'), validDraft('b'), validDraft('c')],
    })
    await summary.submit()
    expect(orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['a', 'b', 'c'])
    expect(sleep.mock.calls).toEqual([[100], [100]])
  })

  it.each<[string, Partial<Account>]>([
    ['the account pays by EFT', { isEFTPayment: true }],
    ['the credit covers the order', { isUserCredit: true, credit: 5000 }],
  ])('charges nothing when %s', async (_, account) => {
    const { orders, summary } = await setup({ account })
    orders.create.mockImplementation(async (_code, order) => {
      expect(summary.getSnapshot()).toMatchObject({ status: 'submitting', statusText: 'Submitting' })
      return { uuid: order.uuid } as never
    })
    expect(await summary.submit()).toBe(true)
    expect(orders.prepay).not.toHaveBeenCalled()
    expect(orders.create).toHaveBeenCalledTimes(2)
  })

  it("part 2 §8: a failed charge reads 'Prepay fail' with the server's text, and nothing is sent", async () => {
    const { orders, summary, uuids } = await setup()
    orders.prepay.mockRejectedValueOnce(new ApiError('orders.prepay', 402, 'Card expired'))
    expect(await summary.submit()).toBe(false)
    expect(summary.getSnapshot()).toMatchObject({
      status: 'prepayFail',
      statusText: 'Prepay fail',
      error: 'Card expired',
    })
    expect(orders.create).not.toHaveBeenCalled()
    expect(uuids()).toEqual(['a', 'b'])
    summary.dismissError()
    expect(summary.getSnapshot()).toMatchObject({ status: 'idle', statusText: null, error: null })
  })

  it("part 2 §8: reads 'Unable to charge your card' for a refused charge without words", async () => {
    const { orders, summary } = await setup()
    orders.prepay.mockRejectedValueOnce(new ApiError('orders.prepay', 402, undefined))
    await summary.submit()
    expect(summary.getSnapshot()).toMatchObject({ status: 'prepayFail', error: 'Unable to charge your card' })
  })

  it('keeps exactly the unbooked deliveries after a failure; a retry sends only those and charges nothing again', async () => {
    const storage = memoryStorage()
    const { orders, summary, uuids, open } = await setup({ storage })
    orders.create.mockImplementationOnce(async (_code, order) => ({ uuid: order.uuid }) as never)
    orders.create.mockRejectedValueOnce(serverError('orders.create', 'Driver shortage'))
    expect(await summary.submit()).toBe(false)
    expect(summary.getSnapshot()).toMatchObject({
      status: 'fail',
      statusText: 'Fail',
      error: 'Driver shortage',
    })
    expect(uuids()).toEqual(['b'])
    // After a reload: the stored prepayment still covers 'b'.
    const reloaded = open()
    await settle()
    expect(await reloaded.submit()).toBe(true)
    expect(orders.prepay).toHaveBeenCalledOnce()
    expect(orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['a', 'b', 'b'])
    expect(uuids()).toEqual([])
    expect(storedLedger(storage)).toEqual({ records: [], booked: ['a', 'b'] })
  })

  it('charges a delivery added after a failed submit, and only it', async () => {
    const { orders, orderList, summary } = await setup()
    orders.create.mockRejectedValueOnce(serverError('orders.create', 'Busy'))
    await summary.submit()
    orderList.add(validDraft('c'))
    await settle()
    expect(await summary.submit()).toBe(true)
    expect(orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([2100, 1050])
  })

  it("fails with 'An error ocurred while processing your request' and charges nothing when prices do not add up", async () => {
    const { orders, summary, logger, open } = await setup({ drafts: [validDraft('a')] })
    orders.paymentSummary.mockResolvedValueOnce({ ...estimate('a', 1000), feeCents: 999 })
    const fresh = open()
    await settle()
    expect(fresh.getSnapshot().total?.consistent).toBe(false)
    expect(await fresh.submit()).toBe(false)
    expect(fresh.getSnapshot()).toMatchObject({
      status: 'fail',
      error: 'An error ocurred while processing your request',
    })
    expect(orders.prepay).not.toHaveBeenCalled()
    expect(orders.create).not.toHaveBeenCalled()
    expect(logger.error).toHaveBeenCalled()
    expect(summary.getSnapshot().status).toBe('idle')
  })

  it('refuses a second submit while one runs', async () => {
    const { summary } = await setup()
    const first = summary.submit()
    expect(summary.getSnapshot().payment.canSubmit).toBe(false)
    expect(await summary.submit()).toBe(false)
    expect(await first).toBe(true)
  })
})

describe('createOrderSummary: on hold and edits (part 2 §4.3, §4.5)', () => {
  const onHold = { isOnHoldEnabled: true, isMyFleetEnabled: true }

  it('sends on-hold deliveries in lists of 10; a duplicated uuid counts as booked', async () => {
    const drafts = Array.from({ length: 12 }, (_, index) => validDraft(`h${index}`))
    const { orders, summary, uuids } = await setup({ drafts, account: onHold })
    orders.createOnHold.mockImplementationOnce(async (_code, list) => ({
      failedUuids: [],
      realUuids: list.slice(1).map((order) => order.uuid),
      duplicatedUuids: [list[0]?.uuid ?? ''],
    }))
    expect(await summary.submit()).toBe(true)
    expect(orders.createOnHold.mock.calls.map(([, list]) => list.length)).toEqual([10, 2])
    expect(orders.create).not.toHaveBeenCalled()
    expect(uuids()).toEqual([])
  })

  it('sends a delivery with a My Fleet driver directly, and keeps the failed on-hold ones', async () => {
    const drafts = [validDraft('a'), validDraft('b'), validDraft('f', { assignMyFleetDriver: 3 })]
    const { orders, summary, uuids } = await setup({ drafts, account: onHold })
    orders.createOnHold.mockResolvedValueOnce({ failedUuids: ['b'], realUuids: ['a'], duplicatedUuids: [] })
    expect(await summary.submit()).toBe(false)
    expect(summary.getSnapshot().error).toBe('An error ocurred while processing your request')
    expect(uuids()).toEqual(['b', 'f'])
    expect(await summary.submit()).toBe(true)
    expect(orders.createOnHold.mock.calls.map(([, list]) => list.map((o) => o.uuid))).toEqual([
      ['a', 'b'],
      ['b'],
    ])
    expect(orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['f'])
  })

  it('updates an edited ON HOLD (17) order with its id and sides, uncharged', async () => {
    const edit = validDraft('e', { originalId: 88, originalStatus: 17, isEditing: true })
    const { orders, summary } = await setup({ drafts: [edit], account: onHold })
    expect(await summary.submit()).toBe(true)
    const [, update, pickup, dropoff] = orders.updateOnHold.mock.calls[0] ?? []
    expect(update).toMatchObject({ id: 88, uuid: 'e', originalId: 88 })
    expect([pickup?.name, dropoff?.name]).toEqual(['Acme Bakery', 'Dana Lee'])
    expect(orders.prepay).not.toHaveBeenCalled()
    expect(orders.createOnHold).not.toHaveBeenCalled()
  })

  it('creates an edit of a NEW order with its originalId, charging only the new delivery', async () => {
    const edit = validDraft('e', { originalId: 41, originalStatus: 1, isEditing: true })
    const { orders, summary } = await setup({ drafts: [edit, validDraft('n')] })
    expect(await summary.submit()).toBe(true)
    expect(orders.prepay).toHaveBeenCalledExactlyOnceWith('code-1', 1050)
    expect(orders.create.mock.calls.map(([, order]) => [order.uuid, order.originalId])).toEqual([
      ['e', 41],
      ['n', null],
    ])
  })
})
