/** One weight range of a size category, in kg. */
export interface WeightRange {
  readonly id: number
  readonly low: number
  readonly high: number
}

/** One size category as the catalogue call lists it. */
export interface SizeCategory {
  readonly id: number
  readonly name: 'SMALL' | 'MEDIUM' | 'LARGE'
  readonly weight_category: readonly WeightRange[]
}

const TIERS = [
  { name: 'SMALL', ranges: [0, 5, 10] },
  { name: 'MEDIUM', ranges: [0, 15, 30] },
  { name: 'LARGE', ranges: [0, 50, 100] },
] as const

/**
 * Six size categories, two per tier (SMALL, MEDIUM, LARGE), ids 1 to 6, each with two weight ranges in kg
 * whose ids run 1 to 12 (part 1 §3 'Size category'). Valet defaults to index 5 and range index 1.
 */
export const SIZE_CATEGORIES: readonly SizeCategory[] = TIERS.flatMap((tier, tierIndex) =>
  [0, 1].map((copy) => {
    const id = tierIndex * 2 + copy + 1
    const [a, b, c] = tier.ranges
    return {
      id,
      name: tier.name,
      weight_category: [
        { id: id * 2 - 1, low: a, high: b },
        { id: id * 2, low: b, high: c },
      ],
    }
  }),
)
