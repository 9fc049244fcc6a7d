import { describe, expect, it } from 'vitest'
import {
  checkInsuranceValue,
  INSURANCE_VALUE_STEP,
  insurancePremiumCents,
  isValidInsuranceValue,
  normaliseInsuranceValue,
} from './insurance.ts'
import { formatCents } from './money.ts'

describe('insurance', () => {
  it.each([
    [100, 100, 0, '$0.00'],
    [50, 100, 0, '$0.00'],
    [110, 100, 30, '$0.30'],
    [250.5, 100, 452, '$4.52'],
    [500, 100, 1200, '$12.00'],
    [1000, 0, 3000, '$30.00'],
    [133.33, 100, 100, '$1.00'],
  ])(
    'insuring $%d over a $%d default costs %i cents, shown %s: 3 percent above the default, 2 decimals (part 1 §9)',
    (value, base, cents, text) => {
      expect(insurancePremiumCents(value, base)).toBe(cents)
      expect(formatCents(insurancePremiumCents(value, base))).toBe(text)
    },
  )

  it('steps the input by 10 (part 1 §9)', () => {
    expect(INSURANCE_VALUE_STEP).toBe(10)
  })

  it.each([
    [100, 100, null],
    [130, 100, null],
    [99.99, 100, 'belowDefault'],
    [0, 100, 'belowDefault'],
    [115, 100, 'offStep'],
    [135, 125, null],
    [140, 125, 'offStep'],
    [Number.NaN, 100, 'notANumber'],
  ] as const)(
    'finds %d against a $%d default %s: never below the default (part 1 §5), step 10 from it (§9)',
    (value, base, issue) => {
      expect(checkInsuranceValue(value, base)).toBe(issue)
      expect(isValidInsuranceValue(value, base)).toBe(issue === null)
    },
  )

  it.each([
    [50, 100, 100],
    [Number.NaN, 100, 100],
    [100, 100, 100],
    [124, 100, 120],
    [125, 100, 130],
    [1000.4, 100, 1000],
    [131, 125, 135],
  ])(
    'normalises %d with a $%d default to %d: the minimum is the default (part 1 §9)',
    (value, base, result) => {
      expect(normaliseInsuranceValue(value, base)).toBe(result)
      expect(isValidInsuranceValue(result, base)).toBe(true)
    },
  )
})
