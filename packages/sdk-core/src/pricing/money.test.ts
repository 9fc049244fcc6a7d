import { describe, expect, it } from 'vitest'
import { centsToDollars, divideRounded, dollarsToCents, formatCents } from './money.ts'

describe('money', () => {
  it.each([
    [1234, '$12.34'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
    [-123456, '-$1,234.56'],
  ])('shows %i cents as %s: cents divided by 100, two decimals (part 2 §3.11, §9)', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })

  it('turns cents into dollars for inputs (part 1 §3 "divided by 100 for display")', () => {
    expect(centsToDollars(1234)).toBe(12.34)
    expect(centsToDollars(-50)).toBe(-0.5)
  })

  it.each([
    [250.5, 25050],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.5, -250],
  ])('turns %d dollars into %i whole cents without float drift', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents)
  })

  it.each([
    [45150, 100, 452],
    [45149, 100, 451],
    [5250, 100, 53],
    [-5250, 100, -53],
    [0, 100, 0],
  ])('rounds %i / %i to %i, half away from zero', (numerator, denominator, result) => {
    expect(divideRounded(numerator, denominator)).toBe(result)
  })
})
