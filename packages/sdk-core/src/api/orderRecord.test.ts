import { describe, expect, it } from 'vitest'
import { addressWithoutUnit, parseUnit } from './orderRecord.ts'

describe('orderRecord: the unit marker (part 2 §3.1)', () => {
  it.each([
    ['#12 8882 170 St NW, Edmonton', '12', '8882 170 St NW, Edmonton'],
    ['# 12 8882 170 St NW', '12', '8882 170 St NW'],
    ['8882 170 St NW #12, Edmonton', '12', '8882 170 St NW, Edmonton'],
    ['8882 170 St NW #12A, Edmonton', '12', '8882 170 St NW, Edmonton'],
    ['#12A 8882 170 St NW', '12', '8882 170 St NW'],
    ['#120 104 Ave NW', '120', '104 Ave NW'],
    ['Apartment 305, 123 Main St', '305', '123 Main St'],
    ['123 Main St, home 4, Edmonton', '4', '123 Main St, Edmonton'],
    ['10220 104 Ave NW', '', '10220 104 Ave NW'],
    ['///filled.count.soap', '', '///filled.count.soap'],
  ])("%j: unit %j ('#' and a number, 'home n', 'apartment n'), address %j", (address, unit, rest) => {
    expect(parseUnit(address)).toBe(unit)
    expect(addressWithoutUnit(address)).toBe(rest)
  })

  it('strips exactly the marker it reads: no unit left to read afterwards', () => {
    for (const address of ['#12A 8882 170 St NW', 'Unit home 7B, 1 Main St', 'apartment 9-2 Jasper Ave']) {
      expect(parseUnit(address)).not.toBe('')
      expect(parseUnit(addressWithoutUnit(address))).toBe('')
    }
  })
})
