import { describe, expect, it } from 'vitest'
import { addressWithUnit, formatUnit, orderAddressLine } from './formatUnit.ts'

describe('formatUnit (issue 21: a unit typed "Unit 2" read "Unit Unit 2" and "#Unit 2")', () => {
  it.each([
    ['2', 'Unit 2'],
    [' 204 ', 'Unit 204'],
    ['#2', 'Unit 2'],
    ['12A', 'Unit 12A'],
    ['Unit 2', 'Unit 2'],
    ['unit 2', 'Unit 2'],
    ['UNIT #2', 'Unit 2'],
    ['Unit: 2', 'Unit 2'],
    ['Unit2', 'Unit 2'],
    ['#Unit 2', 'Unit 2'],
    ['suite 400', 'Suite 400'],
    ['Apt. 3', 'Apt. 3'],
    ['Basement', 'Basement'],
    ['Unit', ''],
    ['', ''],
    ['   ', ''],
  ])('shows the unit %j as %j', (unit, shown) => {
    expect(formatUnit(unit)).toBe(shown)
  })
})

describe('addressWithUnit (part 1 §2: the address with unit)', () => {
  it.each([
    ['Unit 2', '10150 Jasper Ave NW, Unit 2'],
    ['2', '10150 Jasper Ave NW, Unit 2'],
    ['Suite 400', '10150 Jasper Ave NW, Suite 400'],
    ['', '10150 Jasper Ave NW'],
  ])('writes the unit %j after the address: %j', (unit, line) => {
    expect(addressWithUnit('10150 Jasper Ave NW', unit)).toBe(line)
  })
})

describe('orderAddressLine (part 2 §3.1: the server writes the unit in front, "#n")', () => {
  it.each([
    ['#Unit 2 10150 Jasper Ave NW', '10150 Jasper Ave NW, Unit 2'],
    ['#2 10150 Jasper Ave NW', '10150 Jasper Ave NW, Unit 2'],
    ['#Suite 400 10150 Jasper Ave NW, Edmonton', '10150 Jasper Ave NW, Edmonton, Suite 400'],
    ['8882 170 St NW #12A, Edmonton', '8882 170 St NW, Edmonton, Unit 12A'],
    ['#Unit2 10150 Jasper Ave NW', '10150 Jasper Ave NW, Unit 2'],
    ['10150 Jasper Ave NW', '10150 Jasper Ave NW'],
    ['///filled.count.soap', '///filled.count.soap'],
    ['#4', 'Unit 4'],
  ])('shows %j as %j', (address, line) => {
    expect(orderAddressLine(address)).toBe(line)
  })
})
