import { describe, expect, it } from 'vitest'
import { messages } from '../../domain/messages.ts'
import { isEmptyRow, isRejection, type RowRuleContext, toBatchRow } from './batchRowRules.ts'
import type { RawCell } from './cellText.ts'

const ctx: RowRuleContext = { insuranceValue: 100, randomUUID: () => 'generated-1' }

/** A full template row: name, unit, address, city, province, postal, email, phone, w3w, order, item, count. */
function cells(overrides: Readonly<Record<number, RawCell>> = {}): RawCell[] {
  const row: RawCell[] = [
    'Dana Smith',
    '1204',
    '10234 104 St NW',
    'Edmonton',
    'AB',
    'T5J 0K1',
    'dana@example.com',
    '(780) 555-0101',
    '',
    'Order 5531',
    'roses',
    '3',
  ]
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value
  return row
}

function kept(row: RawCell[], context: RowRuleContext = ctx) {
  const verdict = toBatchRow(row, context, 3)
  if (isRejection(verdict)) throw new Error(`rejected: ${verdict.reason}`)
  return verdict
}

function reasonOf(row: RawCell[]) {
  const verdict = toBatchRow(row, ctx, 3)
  return isRejection(verdict) ? verdict : null
}

describe('toBatchRow', () => {
  it('maps columns 0 to 11 in the spreadsheet order, with the row number the spreadsheet shows (part 2 §3.8)', () => {
    expect(kept(cells())).toEqual({
      rowNumber: 3,
      name: 'Dana Smith',
      unitNumber: '1204',
      address: '10234 104 St NW',
      city: 'Edmonton',
      province: 'AB',
      postal: 'T5J 0K1',
      email: 'dana@example.com',
      phone: '7805550101',
      w3w: '',
      itemName: 'Dana Smith',
      details: 'Order 5531 Item description: roses',
      packageCount: 3,
      valid: false,
      uuid: 'Order 5531',
      orderNumber: 'Order 5531',
      insuranceValue: 100,
      latitude: null,
      longitude: null,
      zone: null,
      assignMyFleetDriver: null,
    })
  })

  it("gives a kept row its spreadsheet row number, to match it to the customer's line (part 2 §3.8)", () => {
    const verdict = toBatchRow(cells(), ctx, 17)
    expect(isRejection(verdict) ? null : verdict.rowNumber).toBe(17)
  })

  it('takes item_name from the first column and starts invalid (part 2 §3.8, §4.6 step 1)', () => {
    const row = kept(cells({ 0: '  Acme Florist ' }))
    expect(row.itemName).toBe('Acme Florist')
    expect(row.name).toBe('Acme Florist')
    expect(row.valid).toBe(false)
  })

  it('uses a generated uuid when the order number column is empty (part 2 §3.8)', () => {
    const row = kept(cells({ 9: '' }))
    expect(row.uuid).toBe('generated-1')
    expect(row.orderNumber).toBe('')
    expect(row.details).toBe('Item description: roses')
  })

  it('keeps the details alone without an item description (part 2 §3.8)', () => {
    expect(kept(cells({ 10: ' ' })).details).toBe('Order 5531')
    expect(kept(cells({ 9: '', 10: '' })).details).toBe('')
  })

  it('takes the insured value from the options, null by default (part 2 §3.8 insurance_value)', () => {
    expect(kept(cells(), { ...ctx, insuranceValue: null }).insuranceValue).toBeNull()
  })

  it('strips the phone of dots, dashes, brackets, spaces and direction marks (part 2 §3.8)', () => {
    expect(kept(cells({ 7: '\u200f(780).555 - 0101\u202c' })).phone).toBe('7805550101')
    expect(kept(cells({ 7: 7805550101 })).phone).toBe('7805550101')
  })

  it.each([
    ['address, city and province', {}],
    ['w3w only', { 2: '', 3: '', 4: '', 8: 'filled.count.soap' }],
    ['w3w without province', { 4: '', 8: 'filled.count.soap' }],
  ])('keeps a row with %s and a package count (part 2 §3.8 keep rule)', (_, overrides) => {
    expect(isRejection(toBatchRow(cells(overrides), ctx, 3))).toBe(false)
  })

  it.each([
    ['no address', { 2: '' }],
    ['no city', { 3: '' }],
    ['no province', { 4: ' ' }],
    ['nothing but a name', { 1: '', 2: '', 3: '', 4: '', 11: '' }],
  ])('drops a row with %s and no w3w (part 2 §3.8 keep rule)', (_, overrides) => {
    expect(reasonOf(cells(overrides))?.reason).toBe(messages.importRowNoAddress)
  })

  it('drops a row without a package count (part 2 §3.8 keep rule)', () => {
    expect(reasonOf(cells({ 11: '' }))?.reason).toBe(messages.importRowNoPackageCount)
    expect(reasonOf(cells({ 11: undefined }))?.reason).toBe(messages.importRowNoPackageCount)
  })

  it('raises the missing-data notice only when the dropped row has its unit column set (part 2 §3.8, §8)', () => {
    expect(reasonOf(cells({ 2: '' }))?.notice).toBe(true)
    expect(reasonOf(cells({ 11: '' }))?.notice).toBe(true)
    expect(reasonOf(cells({ 1: '', 2: '' }))?.notice).toBe(false)
    expect(reasonOf(cells({ 1: '', 11: '' }))?.notice).toBe(false)
    expect(reasonOf(cells({ 11: '2.5' }))?.notice).toBe(false)
  })

  it.each([['3.5'], ['0'], ['-1'], ['1000'], ['three'], [2.5]])(
    'rejects the package count %j with a reason (part 2 §3.8)',
    (count) => {
      expect(reasonOf(cells({ 11: count }))?.reason).toBe(
        'The package count must be a whole number from 1 to 999.',
      )
    },
  )

  it.each([['3'], [3], ['3.0']])('accepts the package count %j (part 2 §3.8)', (count) => {
    expect(kept(cells({ 11: count })).packageCount).toBe(3)
  })

  it('rejects rather than cuts a cell longer than 191 characters, naming its column (part 2 §9)', () => {
    expect(kept(cells({ 2: 'a'.repeat(191) })).address).toHaveLength(191)
    expect(reasonOf(cells({ 2: 'a'.repeat(192) }))?.reason).toBe('Column C is longer than 191 characters.')
    expect(reasonOf(cells({ 10: 'x'.repeat(200) }))?.reason).toBe('Column K is longer than 191 characters.')
    expect(reasonOf(cells({ 0: ` ${'n'.repeat(191)} ` }))).toBeNull()
  })

  it('rejects details longer than 191 characters once the item description is appended (part 2 §3.8, §9)', () => {
    // 'Order 5531 Item description: ' is 29 characters: 162 more make 191.
    expect(kept(cells({ 10: 'd'.repeat(162) })).details).toHaveLength(191)
    const long = reasonOf(cells({ 9: 'o'.repeat(191), 10: 'd'.repeat(191) }))
    expect(long).toEqual({
      reason: 'Columns J and K together are longer than 191 characters (order number and item description).',
      notice: false,
    })
    expect(reasonOf(cells({ 10: 'd'.repeat(163) }))?.reason).toBe(long?.reason)
    expect(reasonOf(cells({ 9: '', 10: 'd'.repeat(174) }))?.reason).toBe(long?.reason)
    expect(kept(cells({ 9: '', 10: 'd'.repeat(173) })).details).toHaveLength(191)
  })

  it("rejects the template's example row by its name, so it is never booked (part 2 §3.8)", () => {
    expect(reasonOf(cells({ 0: ` ${messages.batchTemplateExampleName} ` }))).toEqual({
      reason: "This is the template's example row: delete it.",
      notice: false,
    })
    expect(reasonOf(cells({ 0: 'Example' }))).toBeNull()
  })

  it('reads numbers stored as numbers and as text alike (part 2 §3.8)', () => {
    const row = kept(cells({ 1: 12, 9: 5531, 11: 2 }))
    expect(row.unitNumber).toBe('12')
    expect(row.uuid).toBe('5531')
    expect(row.packageCount).toBe(2)
  })
})

describe('isEmptyRow', () => {
  it.each([
    [undefined, true],
    [[], true],
    [[''], true],
    [['', '  ', undefined, null], true],
    [['', 0], false],
    [['', '', 'x'], false],
  ])('reads %j as empty: %s (part 2 §3.8)', (row, empty) => {
    expect(isEmptyRow(row as RawCell[] | undefined)).toBe(empty)
  })
})
