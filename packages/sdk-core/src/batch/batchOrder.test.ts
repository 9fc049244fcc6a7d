import { describe, expect, it } from 'vitest'
import { batchAccount, batchDraft, batchRows, NOW } from '../../test/batchSubmitFixtures.ts'
import { ValidationError } from '../http/errors.ts'
import { batchFormErrors, batchOrders, batchRowName, canPayBatch } from './batchOrder.ts'
import { estimateBatchOrders } from './batchOrderEstimate.ts'

const ctx = { now: NOW, timeZone: 'America/Edmonton', account: batchAccount() }
const valid = batchRows(2, 'row', { valid: true })
const names = { brand: 'waybill', product: 'delivery' }

describe('batchFormErrors (part 2 §5.3)', () => {
  it('passes a complete form with validated rows', () => {
    expect(batchFormErrors(batchDraft(), valid, ctx)).toEqual([])
  })

  it('lists the form and row sections word for word, in the order of §5.3', () => {
    const draft = batchDraft('oneToMany', {
      pickup: { ...batchDraft().pickup, name: '' },
      description: '',
      dropoffMethod: null,
    })
    const rows = [{ ...valid[0], packageCount: 0, phone: '', email: '' }]
    expect(batchFormErrors(draft, rows, ctx)).toEqual([
      'Pickup Information',
      'Drop off Type',
      'Description',
      'Make sure all data has either phone number (10 digits) or email',
      'Please enter a valid package count',
    ])
  })

  it("says 'File data Missing' without rows", () => {
    expect(batchFormErrors(batchDraft(), [], ctx)).toEqual(['File data Missing'])
  })
})

describe('batchOrders (part 2 §3.10)', () => {
  it('maps each row through the one batch mapping, the row uuid as client uuid', () => {
    const orders = batchOrders(batchDraft(), valid, ctx)
    expect(orders.map((order) => [order.uuid, order.pickup.name, order.dropoff.name])).toEqual([
      ['row-1', 'Acme Florist', 'row 1'],
      ['row-2', 'Acme Florist', 'row 2'],
    ])
  })

  it('builds no order of an invalid batch: a ValidationError with the §5.3 sections', () => {
    const attempt = () => batchOrders(batchDraft(), [{ ...valid[0], valid: false }], ctx)
    expect(attempt).toThrow(ValidationError)
    expect(attempt).toThrow(
      expect.objectContaining({ sections: [expect.objectContaining({ key: 'addressesValidated' })] }),
    )
  })
})

describe('canPayBatch (part 2 §5.3 "no card, no EFT payment and no credit")', () => {
  it.each([
    [{ hasCardOnAccount: true }, true],
    [{ hasCardOnAccount: false, isEFTPayment: true }, true],
    [{ hasCardOnAccount: false, isUserCredit: true, credit: 500 }, true],
    [{ hasCardOnAccount: false, isUserCredit: true, credit: 0 }, false],
    [{ hasCardOnAccount: false, isUserCredit: false, credit: 500 }, false],
  ])('%o → %s', (flags, ok) => {
    expect(canPayBatch(batchAccount(flags))).toBe(ok)
  })
})

describe('batchRowName', () => {
  it('names a row by its name, else its reference name, else its position', () => {
    expect(batchRowName({ name: ' Dana ', itemName: 'X' }, 1, names)).toBe('Dana')
    expect(batchRowName({ name: '', itemName: 'Order 7' }, 2, names)).toBe('Order 7')
    expect(batchRowName({}, 3, names)).toBe('Row 3')
  })
})

describe('estimateBatchOrders', () => {
  it('refuses a concurrency that is not a whole number ≥ 1', async () => {
    const client = { orders: { paymentSummary: async () => ({}) as never } }
    await expect(estimateBatchOrders([], { client, apiCode: 'c', concurrency: 0 })).rejects.toThrow(
      RangeError,
    )
    expect(await estimateBatchOrders([], { client, apiCode: 'c' })).toEqual({ ok: true, estimates: [] })
  })
})
