import { describe, expect, it } from 'vitest'
import type { BatchRow } from '../domain/batch.ts'
import {
  batchRowActions,
  batchRowCellErrors,
  batchRowChecked,
  batchRowPostal,
  batchRowStatus,
  batchRowToCheck,
  batchRowValues,
  editedBatchRow,
  hasCellErrors,
  rejectedRowLine,
  rowsToValidate,
} from './batchRowsView.ts'
import { UNSENT } from './batchState.ts'
import type { BatchListRow } from './batchStateTypes.ts'

const NAMES = { brand: 'waybill', product: 'delivery' }

const ROW: BatchRow = {
  name: 'Jordan Lee',
  unitNumber: '204',
  address: '10220 104 Ave NW',
  city: 'Edmonton',
  province: 'AB',
  postal: 'T5J 0H6',
  email: 'jordan@example.com',
  phone: '7805550101',
  packageCount: 2,
  uuid: 'u-1',
  valid: false,
}

const entry = (change: Partial<BatchListRow> = {}, row: Partial<BatchRow> = {}): BatchListRow => ({
  key: 'r0',
  row: { ...ROW, ...row },
  address: 'unchecked',
  addressHint: null,
  send: UNSENT,
  paid: false,
  charge: 'none',
  ...change,
})

describe('batchRowsView', () => {
  it.each([
    ["the file's code before validation", 'unchecked', '10220 104 Ave NW', 'T5J 0H6'],
    ["the file's code when the address was not found", 'invalid', '10220 104 Ave NW', 'T5J 0H6'],
    [
      "the validated address's code once valid (part 2 §4.6 step 2; issue 21)",
      'valid',
      '10220 Jasper Ave NW, Edmonton, AB T5J 1J4, Canada',
      'T5J 1J4',
    ],
    [
      'the code written without its space, with one',
      'valid',
      '4910 Gaetz Ave, Red Deer, AB t4n3w0',
      'T4N 3W0',
    ],
    [
      "the file's code when the validated address holds none",
      'valid',
      '10220 Jasper Ave NW, Edmonton',
      'T5J 0H6',
    ],
  ] as const)('shows in the Postal Code cell %s', (_, address, line, shown) => {
    expect(batchRowPostal(entry({ address }, { address: line }))).toBe(shown)
  })

  it('shows no cell message for a complete row (part 2 §5.3)', () => {
    const errors = batchRowCellErrors(entry())
    expect(errors).toEqual({})
    expect(hasCellErrors(errors)).toBe(false)
  })

  it('says in the cells what fails: name, phone or email, package count, the address hint (part 2 §4.6 step 2, §5.3)', () => {
    const errors = batchRowCellErrors(
      entry(
        { address: 'invalid', addressHint: 'Address not found. Use Edit to correct it.' },
        { name: ' ', phone: '555', email: 'nope', packageCount: 0 },
      ),
    )
    expect(errors).toEqual({
      name: 'Name is required',
      address: 'Address not found. Use Edit to correct it.',
      phone: 'Make sure all data has either phone number (10 digits) or email',
      packageCount: 'Please enter a valid package count',
    })
    expect(hasCellErrors(errors)).toBe(true)
  })

  it('accepts a phone without an email and an email without a phone (part 2 §5.3)', () => {
    expect(batchRowCellErrors(entry({}, { email: '' }))).toEqual({})
    expect(batchRowCellErrors(entry({}, { phone: '' }))).toEqual({})
    expect(batchRowCellErrors(entry({}, { packageCount: 1000 })).packageCount).toBe(
      'Please enter a valid package count',
    )
  })

  it('says where the address and the booking stand (part 2 §4.6)', () => {
    expect(batchRowStatus(entry())).toEqual(['Not validated'])
    expect(batchRowStatus(entry({ address: 'valid', send: { ...UNSENT, state: 'accepted' } }))).toEqual([
      'Address validated',
      'Booked',
    ])
    expect(
      batchRowStatus(entry({ address: 'valid', send: { ...UNSENT, state: 'failed', error: 'No card' } })),
    ).toEqual(['Address validated', 'Not booked', 'No card'])
  })

  it('posts the rows not valid and not locked, keys beside rows (part 2 §4.6 step 2)', () => {
    const rows = [
      entry({ key: 'a' }),
      entry({ key: 'b', address: 'valid' }, { valid: true }),
      entry({ key: 'c', address: 'failed', send: { ...UNSENT, state: 'sending', inDoubt: true } }),
      entry({ key: 'd', address: 'invalid' }),
    ]
    const chosen = rowsToValidate(rows)
    expect(chosen.keys).toEqual(['a', 'd'])
    expect(chosen.rows.map((row) => row.valid)).toEqual([false, false])
  })

  it('opens the edit modal with the row, coordinates only when valid (part 2 §4.6 step 3)', () => {
    const located = entry({ address: 'valid' }, { latitude: 53.54, longitude: -113.49, w3w: 'a.b.c' })
    expect(batchRowValues(located)).toEqual({
      name: 'Jordan Lee',
      address: '10220 104 Ave NW',
      w3w: 'a.b.c',
      unitNumber: '204',
      packageCount: '2',
      latitude: 53.54,
      longitude: -113.49,
    })
    expect(batchRowValues({ ...located, address: 'invalid' }).latitude).toBeNull()
  })

  it('validates the typed row and reads the answer (part 2 §4.6 step 3, §8 Zone check failure)', () => {
    const values = {
      ...batchRowValues(entry()),
      address: ' 4910 Gaetz Ave ',
      w3w: '///x.y.z',
      packageCount: '3',
    }
    const toCheck = batchRowToCheck(ROW, values)
    expect(toCheck).toMatchObject({ address: '4910 Gaetz Ave', w3w: 'x.y.z', packageCount: 3, valid: false })
    expect(batchRowChecked(toCheck, { valid: false, uuid: null }, NAMES)).toEqual({
      ok: false,
      message: 'This location is not currently serviced by waybill',
    })
    const answer = {
      valid: true as const,
      formattedAddress: '4910 Gaetz Ave, Red Deer',
      lat: 52.27,
      lng: -113.81,
      city: 'Red Deer',
      zone: null,
      uuid: null,
    }
    const checked = batchRowChecked(toCheck, answer, NAMES)
    expect(checked).toMatchObject({ ok: true, latitude: 52.27, longitude: -113.81 })
    expect(checked.ok && checked.row).toMatchObject({ city: 'Red Deer', address: '4910 Gaetz Ave, Red Deer' })
  })

  it('updates the row with the new fields and keeps its other columns (part 2 §4.6 step 3)', () => {
    const values = {
      name: 'Sam Roe',
      address: '4910 Gaetz Ave, Red Deer',
      w3w: '',
      unitNumber: '',
      packageCount: '4',
      latitude: 52.27,
      longitude: -113.81,
    }
    const updated = editedBatchRow({ ...ROW, w3w: 'old.words.here', city: 'Red Deer' }, values)
    expect(updated).toMatchObject({
      name: 'Sam Roe',
      address: '4910 Gaetz Ave, Red Deer',
      unitNumber: '',
      packageCount: 4,
      latitude: 52.27,
      longitude: -113.81,
      valid: true,
      city: 'Red Deer',
      email: 'jordan@example.com',
      phone: '7805550101',
      uuid: 'u-1',
    })
    expect(updated.w3w).toBeUndefined()
    expect(() => editedBatchRow(ROW, { ...values, latitude: null })).toThrow(TypeError)
  })
})

describe('batchRowActions (part 2 §4.5, §4.6 step 3)', () => {
  it('locks a row that may be booked, and warns before a paid row is removed (its charge would pay for nothing)', () => {
    expect(batchRowActions(entry())).toEqual({ canEdit: true, canRemove: true, removeWarning: null })
    expect(batchRowActions(entry({ paid: true }))).toEqual({
      canEdit: true,
      canRemove: true,
      removeWarning:
        'This row is paid. Removed, it will not be booked, and its charge stays for the courier to settle with you.',
    })
    expect(batchRowActions(entry({ send: { ...UNSENT, state: 'sending', sends: 1 } }))).toMatchObject({
      canEdit: false,
      canRemove: false,
    })
    expect(
      batchRowStatus(
        entry({ paid: true, charge: 'confirmed', send: { ...UNSENT, state: 'failed', error: null } }),
      ),
    ).toContain('Paid, not charged again')
  })

  it('says a charge with no answer is not confirmed, never "Paid" (issue 22: the card may not have been charged)', () => {
    const failed = { ...UNSENT, state: 'failed' as const, error: null }
    expect(batchRowStatus(entry({ paid: true, charge: 'pending', send: failed }))).toEqual([
      'Not validated',
      'Not booked',
      'Charge not confirmed',
    ])
    expect(batchRowStatus(entry({ paid: true, charge: 'leftToCourier' }))).toEqual([
      'Not validated',
      'Payment left to the courier',
    ])
    expect(
      batchRowStatus(entry({ paid: true, charge: 'confirmed', send: { ...UNSENT, state: 'accepted' } })),
    ).not.toContain('Paid, not charged again')
  })
})

describe('rejectedRowLine (part 2 §3.8: every dropped row reported with its row number)', () => {
  it('names the row, or lets a run of empty rows name its own', () => {
    expect(rejectedRowLine({ rowNumber: 7, reason: 'The row has no package count.' })).toBe(
      'Row 7: The row has no package count.',
    )
    expect(rejectedRowLine({ rowNumber: 4, lastRowNumber: 9, reason: 'Rows 4 to 9 are empty.' })).toBe(
      'Rows 4 to 9 are empty.',
    )
  })
})
