import type { WeightCategory } from '../domain/account.ts'

/** Pounds per kilogram for the weight display (part 1 §9). */
export const POUNDS_PER_KG = 2.20462

/** Displayed weights are rounded to the nearest 5 lb (part 1 §9). */
export const POUND_ROUNDING = 5

/**
 * A weight in kg as the pounds shown: kg × 2.20462, rounded to the nearest 5 lb, halves up (part 1 §9).
 *
 * @example
 * ```ts
 * displayPounds(5) // 10 (11.02 lb)
 * displayPounds(15) // 35 (33.07 lb)
 * ```
 */
export function displayPounds(kg: number): number {
  const steps = Number.parseFloat(((kg * POUNDS_PER_KG) / POUND_ROUNDING).toPrecision(12))
  return Math.floor(steps + 0.5) * POUND_ROUNDING
}

/**
 * The label of a weight category: its low and high kg in displayed pounds, 'low–high lb' (en dash, no spaces);
 * one figure when both round to the same pounds (part 1 §3 'Size category', §9).
 *
 * @example
 * ```ts
 * weightRangeLabel({ id: 2, low: 5, high: 10 }) // '10–20 lb'
 * ```
 */
export function weightRangeLabel(category: Pick<WeightCategory, 'low' | 'high'>): string {
  const low = displayPounds(category.low)
  const high = displayPounds(category.high)
  return low === high ? `${high} lb` : `${low}–${high} lb`
}
