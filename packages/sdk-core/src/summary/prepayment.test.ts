import { describe, expect, it } from 'vitest'
import {
  orderListOf,
  serverError,
  settle,
  summarySetup as setup,
  storedLedger,
  validDraft,
} from '../../test/summaryFixtures.ts'
import { ApiError, NetworkError, TimeoutError } from '../http/errors.ts'
import { memoryStorage, type StorageLike } from '../session/storage.ts'

const LOST_PAYMENT =
  'We could not confirm whether your card was charged. Check My Deliveries before you try to pay again.'

/** A prepay that never answers: the tab closes during the call. */
const never = () => new Promise<never>(() => {})

describe('createOrderSummary: never charged twice (part 2 §4.5 prepay, §8 prepay failure)', () => {
  it("saves a 'pending' record with the uuids and amount before the card is charged, confirmed after", async () => {
    const storage = memoryStorage()
    const { orders, summary } = await setup({ storage })
    orders.prepay.mockImplementationOnce(async (_code, amountCents) => {
      expect(storedLedger(storage)?.records).toEqual([
        expect.objectContaining({
          uuids: ['a', 'b'],
          amountCents: 2100,
          state: 'pending',
          transactionId: null,
        }),
      ])
      return { amountCents, cardId: 7, transactionId: 'ch_9' }
    })
    orders.create.mockRejectedValueOnce(serverError('orders.create', 'Busy'))
    expect(await summary.submit()).toBe(false)
    expect(storedLedger(storage)?.records).toEqual([
      expect.objectContaining({ uuids: ['a', 'b'], state: 'confirmed', transactionId: 'ch_9' }),
    ])
    expect(summary.getSnapshot().deliveries.map((d) => d.paid)).toEqual([true, true])
  })

  it('forgets the record of a charge the server refused (402): a retry charges again', async () => {
    const storage = memoryStorage()
    const { orders, summary } = await setup({ storage })
    orders.prepay.mockRejectedValueOnce(new ApiError('orders.prepay', 402, 'Card declined'))
    expect(await summary.submit()).toBe(false)
    expect(summary.getSnapshot()).toMatchObject({ status: 'prepayFail', error: 'Card declined' })
    expect(storedLedger(storage)).toBeNull()
    expect(summary.getSnapshot().deliveries.map((d) => d.paid)).toEqual([false, false])
    expect(await summary.submit()).toBe(true)
    expect(orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([2100, 2100])
  })

  it.each([
    ['a timeout', new TimeoutError('orders.prepay', 90_000, LOST_PAYMENT)],
    ['a dropped connection', new NetworkError('orders.prepay', undefined, LOST_PAYMENT)],
    ["a gateway's 504", new ApiError('orders.prepay', 504, undefined)],
    ['an unexpected failure', new Error('socket')],
  ])(
    'keeps the record when the answer is lost (%s): nothing is booked until the customer chooses (issue 22)',
    async (_, error) => {
      const storage = memoryStorage()
      const { orders, summary, logger, uuids } = await setup({ storage })
      orders.prepay.mockRejectedValueOnce(error)
      expect(await summary.submit()).toBe(false)
      const stopped = summary.getSnapshot()
      expect(stopped).toMatchObject({
        status: 'paymentUnconfirmed',
        statusText: 'Prepay fail',
        unconfirmedCharge: { amountCents: 2100, askedAt: expect.any(Number) },
        payment: { canSubmit: false },
      })
      expect(stopped.error).toMatch(/^Payment not confirmed: the charge of \$21\.00 asked at /)
      expect(orders.create).not.toHaveBeenCalled()
      expect(logger.warn).toHaveBeenCalled()
      expect(stopped.deliveries.map((d) => d.paid)).toEqual([true, true])
      // Submit again without a choice: still nothing booked.
      expect(await summary.submit()).toBe(false)
      expect(orders.create).not.toHaveBeenCalled()
      summary.dismissError()
      expect(summary.getSnapshot().status).toBe('paymentUnconfirmed')

      expect(await summary.bookUnpaid()).toBe(true)
      expect(orders.prepay).toHaveBeenCalledOnce()
      expect(uuids()).toEqual([])
      expect(storedLedger(storage)).toMatchObject({
        records: [],
        booked: ['a', 'b'],
        unconfirmed: [{ amountCents: 2100, uuids: ['a', 'b'], choice: 'leaveToCourier' }],
      })
    },
  )

  it('charges again when the customer chooses it after a charge with no answer, and logs the first (issue 22)', async () => {
    const storage = memoryStorage()
    const { orders, summary } = await setup({ storage })
    orders.prepay.mockRejectedValueOnce(new TimeoutError('orders.prepay', 90_000))
    expect(await summary.submit()).toBe(false)
    expect(await summary.chargeAgain()).toBe(true)
    expect(orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([2100, 2100])
    expect(orders.create).toHaveBeenCalledTimes(2)
    expect(storedLedger(storage)).toMatchObject({
      unconfirmed: [{ amountCents: 2100, choice: 'chargeAgain' }],
    })
  })

  it('after a tab closed mid-charge, a reload books nothing until the customer chooses (issue 22)', async () => {
    const storage = memoryStorage()
    const { orders, summary, open } = await setup({ storage })
    orders.prepay.mockImplementationOnce(never)
    void summary.submit()
    await settle()
    expect(summary.getSnapshot().status).toBe('prepaying')
    // The reload: a new summary over the stored ledger and the list.
    const reloaded = open()
    await settle()
    expect(reloaded.getSnapshot().deliveries.map((d) => d.paid)).toEqual([true, true])
    expect(await reloaded.submit()).toBe(false)
    expect(reloaded.getSnapshot().status).toBe('paymentUnconfirmed')
    expect(orders.create).not.toHaveBeenCalled()
    expect(await reloaded.bookUnpaid()).toBe(true)
    expect(orders.prepay).toHaveBeenCalledOnce()
    expect(orders.create).toHaveBeenCalledTimes(2)
  })

  it('reads the ledger again at submit: a charge another tab made after this summary opened is not repeated', async () => {
    const storage = memoryStorage()
    const { orders, summary, open, uuids } = await setup({ storage })
    const otherList = orderListOf([validDraft('a'), validDraft('b')])
    const otherTab = open(otherList)
    await settle()
    orders.create.mockImplementationOnce(async (_code, order) => ({ uuid: order.uuid }) as never)
    orders.create.mockRejectedValueOnce(serverError('orders.create', 'Busy'))
    expect(await otherTab.submit()).toBe(false)
    expect(uuids(otherList)).toEqual(['b'])
    // This tab still lists 'a' (booked there) and 'b' (paid there).
    expect(await summary.submit()).toBe(true)
    expect(orders.prepay).toHaveBeenCalledOnce()
    expect(orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['a', 'b', 'b'])
    expect(summary.getSnapshot().notice).toBe('Already booked, so not sent or charged again: Parcel a')
    expect(uuids()).toEqual([])
  })

  it('takes a booked delivery added again (a stale draft) out of the order, uncharged and unsent, with a notice', async () => {
    const { orders, orderList, summary, uuids } = await setup()
    expect(await summary.submit()).toBe(true)
    orderList.add(validDraft('a'))
    orderList.add(validDraft('c'))
    await settle()
    expect(await summary.submit()).toBe(true)
    expect(orders.prepay.mock.calls.map(([, cents]) => cents)).toEqual([2100, 1050])
    expect(orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['a', 'b', 'c'])
    expect(summary.getSnapshot()).toMatchObject({
      status: 'done',
      notice: 'Already booked, so not sent or charged again: Parcel a',
    })
    expect(uuids()).toEqual([])
    summary.dismissError()
    expect(summary.getSnapshot().notice).toBeNull()
  })

  it('charges nothing when the pending record cannot be saved (storage full)', async () => {
    const storage = memoryStorage()
    const full: StorageLike = {
      getItem: (key) => storage.getItem(key),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: (key) => storage.removeItem(key),
      key: (index) => storage.key(index),
      get length() {
        return storage.length
      },
    }
    const { orders, summary, logger } = await setup({ storage: full })
    expect(await summary.submit()).toBe(false)
    expect(orders.prepay).not.toHaveBeenCalled()
    expect(summary.getSnapshot().error).toBe('An error ocurred while processing your request')
    expect(logger.error).toHaveBeenCalled()
  })
})

describe('createOrderSummary: fresh account and named failures (part 2 §8, §9)', () => {
  it('part 2 §9: charges with the credit of the account as read at submit time', async () => {
    const { orders, summary, setAccount } = await setup({ account: { isUserCredit: true, credit: 1000 } })
    expect(summary.getSnapshot().total?.cardCents).toBe(1100)
    // Another order spent the credit; the session's refreshed account says so.
    setAccount({ credit: 0 })
    expect(await summary.submit()).toBe(true)
    expect(orders.prepay).toHaveBeenCalledExactlyOnceWith('code-1', 2100)
  })

  it('part 2 §8: a delivery that fails its checks at submit is named with its sections, nothing charged', async () => {
    const { orders, orderList, summary } = await setup()
    // A stale draft restored from another tab: its times are no longer valid.
    orderList.add(validDraft('b', { pickupDate: '2026-11-20', dropoffDate: '2026-11-20' }))
    orders.paymentSummary.mockClear()
    await summary.submit()
    expect(summary.getSnapshot()).toMatchObject({
      status: 'fail',
      error: 'Parcel b: Please check the following sections and try again: Pickup Time, Drop off Time',
    })
    expect(orders.prepay).not.toHaveBeenCalled()
  })
})
