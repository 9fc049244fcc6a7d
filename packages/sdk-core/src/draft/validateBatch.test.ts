import { describe, expect, it } from 'vitest'
import type { BatchRow } from '../domain/batch.ts'
import { createEmptyDraft } from './emptyDraft.ts'
import type { OrderDraft } from './types.ts'
import { type BatchValidationContext, batchManySide, isBatchPhone, validateBatch } from './validateBatch.ts'

/** Monday 2026-11-23 09:00 in Edmonton (UTC−6). */
const ctx: BatchValidationContext = {
  now: Date.parse('2026-11-23T15:00:00Z'),
  timeZone: 'America/Edmonton',
  account: { defaultInsuranceValue: 100 },
}
const base = createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'batch-draft' })

/** A one-to-many batch draft that passes its own checks: the contact block picks up. */
const batch: OrderDraft = {
  ...base,
  batch: 'oneToMany',
  pickup: {
    ...base.pickup,
    name: 'Acme Florist',
    address: '10020 100 St NW, Edmonton',
    phone: '780-555-0100',
    email: 'orders@acme.test',
    lat: 53.54,
    lng: -113.49,
  },
  dropoffMethod: 1,
  packages: [{ sizeCategoryId: 2, weightCategoryId: 4, packages: 1 }],
  description: 'Flowers',
  pickupType: 2,
  pickupDate: '2026-11-24',
  pickupStart: 10 * 60,
  pickupEnd: 10 * 60 + 30,
  dropoffType: 2,
  dropoffDate: '2026-11-24',
  dropoffStart: 13 * 60,
  dropoffEnd: 17 * 60,
}

const row: BatchRow = {
  name: 'Dana Lee',
  address: '11011 Jasper Ave NW, Edmonton, AB',
  email: '',
  phone: '7805550199',
  itemName: 'Order 5531',
  packageCount: 3,
  valid: true,
  uuid: 'row-5531',
  latitude: 53.541,
  longitude: -113.51,
}

const labels = (draft: OrderDraft, rows: readonly BatchRow[]) =>
  validateBatch(draft, rows, ctx).sections.map((section) => section.label)

describe('validateBatch', () => {
  it('passes a valid batch draft with valid rows (part 2 §4.6 step 4, §5.3)', () => {
    expect(validateBatch(batch, [row, { ...row, uuid: 'row-2' }], ctx)).toEqual({ ok: true, sections: [] })
  })

  it('reports File data Missing when there is no row (part 2 §5.3)', () => {
    expect(validateBatch(batch, [], ctx).sections).toEqual([
      { key: 'fileData', label: 'File data Missing', message: 'File data Missing' },
    ])
  })

  it('lists every failing section once, in the order and with the labels of part 2 §5.3', () => {
    const empty: OrderDraft = { ...base, batch: 'oneToMany' }
    const bad: BatchRow = { uuid: 'bad', packageCount: 0, valid: false }
    expect(labels(empty, [bad, row, bad])).toEqual([
      'Pickup Information',
      'Drop off Information',
      'Items are missing Reference Name (first column of CSV)',
      'Weight & Size Selection',
      'Drop off Type',
      'Description',
      'Pickup Time',
      'Drop off Time',
      'Please make sure all addresses are validated',
      'Make sure all data has either phone number (10 digits) or email',
      'Please enter a valid package count',
    ])
    expect(labels(empty, []).slice(0, 2)).toEqual(['File data Missing', 'Pickup Information'])
  })

  it('names the failing rows of a row section (part 2 §5.3, §4.6 step 2)', () => {
    const rows = [{ ...row, itemName: '' }, row, { ...row, itemName: ' ' }]
    expect(validateBatch(batch, rows, ctx).sections).toEqual([
      {
        key: 'referenceNames',
        label: 'Items are missing Reference Name (first column of CSV)',
        message: 'Reference Name Is Required',
        rows: [0, 2],
      },
    ])
  })

  it('merges the draft’s and the rows’ package count into one section (part 2 §5.3)', () => {
    const draft = { ...batch, packages: [{ sizeCategoryId: 2, weightCategoryId: 4, packages: 2.5 }] }
    const { sections } = validateBatch(draft, [row, { ...row, packageCount: 1000 }], ctx)
    expect(sections.filter((section) => section.key === 'packageCount')).toEqual([
      {
        key: 'packageCount',
        label: 'Please enter a valid package count',
        message: 'Please enter a valid package count',
        rows: [1],
      },
    ])
  })

  it.each([
    ['not validated', { valid: false }],
    ['validated without coordinates', { latitude: null }],
    ['validated at latitude 0', { latitude: 0 }],
  ] as const)('refuses a row %s (part 2 §5.3 Please make sure all addresses are validated)', (_, changes) => {
    expect(labels(batch, [{ ...row, ...changes }])).toEqual(['Please make sure all addresses are validated'])
  })

  it.each([
    ['7805550199', '', true],
    ['17805550199', '', true],
    ['27805550199', '', false],
    ['780555019', '', false],
    ['178055501990', '', false],
    ['+17805550199', '', false],
    ['', 'dana@example.com', true],
    ['', 'dana@example', false],
    ['780555019', 'dana@example.com', true],
  ])('phone %j, email %j: valid %s (part 1 §9 10 or 11 digits; part 2 §5.3, §9)', (phone, email, ok) => {
    expect(validateBatch(batch, [{ ...row, phone, email }], ctx).ok).toBe(ok)
  })

  it('puts a row without name under the side the rows fill (part 2 §2.4, §5.3 Edit row modal)', () => {
    const manyToOne = { ...batch, batch: 'manyToOne' as const, pickup: base.pickup, dropoff: batch.pickup }
    expect(labels(batch, [{ ...row, name: '' }])).toEqual(['Drop off Information'])
    expect(labels(manyToOne, [{ ...row, name: '' }])).toEqual(['Pickup Information'])
  })

  it('checks the batch draft’s windows: a pickup already over gets the batch lead message (part 1 §5 Batch mode)', () => {
    const nextDay = { ...ctx, now: Date.parse('2026-11-25T15:00:00Z') }
    expect(validateBatch(batch, [row], nextDay).sections.map((section) => section.message)).toEqual([
      'Minimum Time from current time is  Is 15 Minutes',
      'Please Check Your Time',
    ])
  })

  it('needs a draft opened from a batch', () => {
    expect(() => validateBatch({ ...batch, batch: null }, [row], ctx)).toThrow(TypeError)
  })

  it('fills the drop-off side in a one-to-many batch, the pickup side in a many-to-one (part 2 §2.4)', () => {
    expect(batchManySide('oneToMany')).toBe('dropoff')
    expect(batchManySide('manyToOne')).toBe('pickup')
  })

  it('reads a batch phone with surrounding spaces (part 1 §9)', () => {
    expect(isBatchPhone(' 7805550199 ')).toBe(true)
  })
})
