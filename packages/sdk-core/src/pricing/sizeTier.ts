import type { SizeCategory } from '../domain/account.ts'

/** The three size tiers of the size categories (part 1 §3 'Size category', §9). */
export type SizeTier = 'SMALL' | 'MEDIUM' | 'LARGE'

/** A package's tier, or 'OVERSIZE' when its largest dimension is 244 cm (96 in) or more: not deliverable. */
export type SizeTierResult = SizeTier | 'OVERSIZE'

/** The unit of the dimensions typed. */
export type LengthUnit = 'cm' | 'in'

/**
 * The upper bounds (exclusive) of SMALL, MEDIUM and LARGE by unit, as part 1 §9 states them: under 51 cm (20 in),
 * under 122 cm (48 in, 4 ft), under 244 cm (96 in, 8 ft). Each unit is compared with its own figures.
 */
export const SIZE_TIER_LIMITS: Readonly<Record<LengthUnit, readonly [number, number, number]>> = {
  cm: [51, 122, 244],
  in: [20, 48, 96],
}

const TIERS: readonly SizeTier[] = ['SMALL', 'MEDIUM', 'LARGE']

/**
 * The size tier of a package by its largest dimension (part 1 §9; part 2 §3.2). Null when no dimension is a
 * positive number (nothing typed yet).
 *
 * @example
 * ```ts
 * sizeTier([30, 40, 50]) // 'SMALL'
 * sizeTier([20, 10], 'in') // 'MEDIUM'
 * sizeTier([250]) // 'OVERSIZE'
 * ```
 */
export function sizeTier(dimensions: readonly number[], unit: LengthUnit = 'cm'): SizeTierResult | null {
  const sizes = dimensions.filter((size) => Number.isFinite(size) && size > 0)
  if (sizes.length === 0) return null
  const largest = Math.max(...sizes)
  const index = SIZE_TIER_LIMITS[unit].findIndex((limit) => largest < limit)
  return TIERS[index] ?? 'OVERSIZE'
}

/**
 * The size categories of a tier, matched by name (the six come two per tier, part 1 §3 'Size category').
 *
 * @example
 * ```ts
 * sizeCategoriesOfTier(sizes, 'MEDIUM').map((size) => size.id) // [3, 4]
 * ```
 */
export function sizeCategoriesOfTier(sizes: readonly SizeCategory[], tier: SizeTier): SizeCategory[] {
  return sizes.filter((size) => size.name.trim().toUpperCase() === tier)
}
