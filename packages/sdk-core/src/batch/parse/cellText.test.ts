import { describe, expect, it } from 'vitest'
import { cellText, isShortenedPhone, packageCountOf, phoneText } from './cellText.ts'

describe('cellText', () => {
  it.each([
    ['  Dana Smith  ', 'Dana Smith'],
    ['\tÉcole Saint-Jean\r', 'École Saint-Jean'],
    [12, '12'],
    [7805550101, '7805550101'],
    [1e20, '100000000000000000000'],
    [0.1 + 0.2, '0.3'],
    [true, 'TRUE'],
    [false, 'FALSE'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    ["'=SUM(A1)", '=SUM(A1)'],
    ["'-5", '-5'],
    ["'+17805550101", '+17805550101'],
    ["'@home", '@home'],
    ["'quoted'", "'quoted'"],
  ])('reads %j as %j (part 2 §3.8: text trimmed; numbers as Excel shows them)', (cell, text) => {
    expect(cellText(cell)).toBe(text)
  })
})

describe('phoneText', () => {
  it.each([
    ['(780) 555-0101', '7805550101'],
    ['780.555.0101', '7805550101'],
    ['780 555 0101', '7805550101'],
    ['[780]-555-0101', '7805550101'],
    ['780\u2013555\u20140101', '7805550101'],
    ['\u200e780\u200f-555-\u202a0101\u202c', '7805550101'],
    ['\u2066(780)\u00a0555\u20690101\u202e\u202d\u202b', '7805550101'],
    ['+1 (780) 555-0101', '+17805550101'],
    [7805550101, '7805550101'],
    ['7.805550101E9', '7805550101'],
    ['7.805550101E+09', '7805550101'],
    ['', ''],
    [undefined, ''],
  ])(
    'strips %j to %j (part 2 §3.8: dots, dashes, brackets, spaces and direction marks; phones stored as numbers)',
    (cell, phone) => {
      expect(phoneText(cell)).toBe(phone)
    },
  )
})

describe('packageCountOf', () => {
  it.each([
    ['3', 3],
    [3, 3],
    ['3.0', 3],
    ['3,00', 3],
    [' 12 ', 12],
    ['999', 999],
    [1, 1],
    ['3 boxes', 3],
    ['2 pkgs', 2],
    ['4 colis', 4],
    ['1 boîte', 1],
    ['5 x parcels', 5],
  ])('accepts %j as %j (part 2 §3.8 package count; issue 25: what is counted may follow)', (cell, count) => {
    expect(packageCountOf(cell)).toBe(count)
  })

  it.each([
    ['3.5'],
    [3.5],
    ['0'],
    [0],
    ['-1'],
    [-2],
    ['1000'],
    ['abc'],
    ['three boxes'],
    ['3 pallets'],
    ['0 boxes'],
    [''],
    [true],
    ['1e2'],
  ])('rejects %j: not a whole number from 1 to 999 (part 2 §3.8)', (cell) => {
    expect(packageCountOf(cell)).toBeNull()
  })
})

describe('isShortenedPhone (issue 25)', () => {
  it.each([['7.81E+09'], ['7.8055501E9'], ['7.8E9']])(
    'finds %j shortened: a CSV kept what Excel showed, the digits are lost',
    (cell) => {
      expect(isShortenedPhone(cell)).toBe(true)
    },
  )

  it.each([['7.805550101E+09'], ['7805550101'], [7805550101], ['780-555-0101'], ['']])(
    'finds %j whole',
    (cell) => {
      expect(isShortenedPhone(cell)).toBe(false)
    },
  )
})
