import { divideRounded, dollarsToCents } from './money.ts'

/** The extra insurance premium: 3% of the insured value above the account's default (part 1 §9). */
export const INSURANCE_PREMIUM_PERCENT = 3

/** The insured value input's step in dollars, counted from the account's default (part 1 §9). */
export const INSURANCE_VALUE_STEP = 10

/**
 * What is wrong with an insured value: not a number, below the account's default (part 1 §5), or off the
 * 10-dollar step counted from the default (part 1 §9).
 */
export type InsuranceValueIssue = 'notANumber' | 'belowDefault' | 'offStep'

/**
 * The extra insurance premium in cents: 3% of the insured value above the account's default insured value,
 * to the cent, half up (part 1 §9); 0 at or below the default. Values are in dollars.
 *
 * @example
 * ```ts
 * insurancePremiumCents(250.5, 100) // 452: 3% of $150.50 is $4.515
 * formatCents(insurancePremiumCents(500, 100)) // '$12.00'
 * ```
 */
export function insurancePremiumCents(insuranceValue: number, defaultValue: number): number {
  if (!Number.isFinite(insuranceValue) || !Number.isFinite(defaultValue)) return 0
  const aboveCents = Math.max(0, dollarsToCents(insuranceValue) - dollarsToCents(defaultValue))
  return divideRounded(aboveCents * INSURANCE_PREMIUM_PERCENT, 100)
}

/** How many steps above the default a value is, as a fraction (float noise trimmed). */
function stepsAbove(value: number, defaultValue: number): number {
  return Number.parseFloat(((value - defaultValue) / INSURANCE_VALUE_STEP).toPrecision(12))
}

/**
 * Checks an insured value in dollars against the account's default: null when valid (part 1 §5 "cannot go
 * below the account's default insurance value"; part 1 §9 step 10 from the default).
 *
 * @example
 * ```ts
 * checkInsuranceValue(90, 100) // 'belowDefault'
 * checkInsuranceValue(115, 100) // 'offStep'
 * checkInsuranceValue(120, 100) // null
 * ```
 */
export function checkInsuranceValue(value: number, defaultValue: number): InsuranceValueIssue | null {
  if (!Number.isFinite(value)) return 'notANumber'
  if (value < defaultValue) return 'belowDefault'
  return Number.isInteger(stepsAbove(value, defaultValue)) ? null : 'offStep'
}

/**
 * Whether an insured value may be sent: a number, at least the default, on the step (see
 * {@link checkInsuranceValue}).
 */
export function isValidInsuranceValue(value: number, defaultValue: number): boolean {
  return checkInsuranceValue(value, defaultValue) === null
}

/**
 * Brings a typed insured value to a valid one: the default when it is not a number or below the default, else
 * the nearest step from the default (half up), as a number input with min = default and step = 10 does.
 *
 * @example
 * ```ts
 * normaliseInsuranceValue(50, 100) // 100
 * normaliseInsuranceValue(124, 100) // 120
 * normaliseInsuranceValue(125, 100) // 130
 * ```
 */
export function normaliseInsuranceValue(value: number, defaultValue: number): number {
  if (!Number.isFinite(value) || value <= defaultValue) return defaultValue
  return defaultValue + Math.floor(stepsAbove(value, defaultValue) + 0.5) * INSURANCE_VALUE_STEP
}
