import type { SizeCategory } from '../src/domain/account.ts'

/** Each tier's name and the bounds of its two weight ranges in kg, as the sandbox lists them. */
type Tiers = readonly (readonly [SizeCategory['name'], readonly [number, number, number]])[]

const SANDBOX_TIERS: Tiers = [
  ['SMALL', [0, 5, 10]],
  ['MEDIUM', [0, 15, 30]],
  ['LARGE', [0, 50, 100]],
]

/** Six size categories, two per tier (ids 1–6, weight range ids 1–12), each with the tier's two weight ranges. */
export function sizeCategories(tiers: Tiers = SANDBOX_TIERS): SizeCategory[] {
  return tiers.flatMap(([name, [low, middle, high]], tier) =>
    [0, 1].map((copy) => {
      const id = tier * 2 + copy + 1
      return {
        id,
        name,
        weightCategories: [
          { id: id * 2 - 1, low, high: middle },
          { id: id * 2, low: middle, high },
        ],
      }
    }),
  )
}

/** The six size categories as the sandbox lists them. */
export const SANDBOX_SIZES: readonly SizeCategory[] = sizeCategories()
