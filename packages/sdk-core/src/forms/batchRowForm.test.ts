import { describe, expect, it } from 'vitest'
import {
  type BatchRowErrors,
  type BatchRowValues,
  isBatchRowValid,
  parsePackageCount,
  toBatchRowUpdate,
  validateBatchRow,
} from './batchRowForm.ts'

const row: BatchRowValues = {
  name: 'Jordan Lee',
  address: '4910 Gaetz Ave, Red Deer',
  w3w: '',
  unitNumber: '',
  packageCount: '2',
  latitude: 52.2681,
  longitude: -113.8112,
}

describe('batchRowForm', () => {
  it('accepts a validated row (part 2 §5.3 Edit row modal)', () => {
    const errors = validateBatchRow(row)
    expect(errors).toEqual({})
    expect(isBatchRowValid(errors)).toBe(true)
  })

  it.each<[string, Partial<BatchRowValues>, BatchRowErrors]>([
    [
      'neither address nor w3w',
      { address: ' ', w3w: '' },
      { address: 'Address is required', w3w: 'w3w is required' },
    ],
    [
      'a row not validated yet',
      { latitude: null, longitude: null },
      { coordinates: 'Validate the address first' },
    ],
    ['a row at latitude 0', { latitude: 0 }, { coordinates: 'Validate the address first' }],
    ['an empty name', { name: '' }, { name: 'Name is required' }],
    ['an empty package count', { packageCount: '' }, { packageCount: 'Please enter a valid package count' }],
    [
      'a package count that is not a number',
      { packageCount: 'two' },
      { packageCount: 'Please enter a valid package count' },
    ],
    ['a package count of 0', { packageCount: '0' }, { packageCount: 'Please enter a valid package count' }],
    [
      'a fractional package count',
      { packageCount: '1.5' },
      { packageCount: 'Please enter a valid package count' },
    ],
  ])('refuses %s (part 2 §5.3 Edit row modal)', (_, change, expected) => {
    const errors = validateBatchRow({ ...row, ...change })
    expect(errors).toEqual(expected)
    expect(isBatchRowValid(errors)).toBe(false)
  })

  it('accepts a what3words row without a street address (part 2 §5.3: address or w3w)', () => {
    expect(validateBatchRow({ ...row, address: '', w3w: '///filled.count.soap' })).toEqual({})
  })

  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
  ])('reads the package count %j as %s (part 2 §5.3: packages is a number)', (text, count) => {
    expect(parsePackageCount(text)).toBe(count)
  })

  it('makes the updated row valid with its new address, unit, count and coordinates (part 2 §4.6 step 3)', () => {
    expect(toBatchRowUpdate({ ...row, address: '', w3w: '///filled.count.soap', unitNumber: ' 7 ' })).toEqual(
      {
        name: 'Jordan Lee',
        address: '',
        unitNumber: '7',
        w3w: 'filled.count.soap',
        packageCount: 2,
        latitude: 52.2681,
        longitude: -113.8112,
        valid: true,
      },
    )
    expect(() => toBatchRowUpdate({ ...row, latitude: null })).toThrow(TypeError)
  })
})
