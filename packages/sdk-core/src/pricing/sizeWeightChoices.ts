import type { SizeCategory, WeightCategory } from '../domain/account.ts'
import { weightRangeLabel } from './weight.ts'

/**
 * One of the six size and weight buttons: a size category with the weight range it stands for.
 *
 * @internal
 */
export interface SizeWeightChoice {
  /** The size category the button selects. */
  readonly size: SizeCategory
  /** The weight range of that category the button selects. */
  readonly weight: WeightCategory
  /** The category's name as the button shows it: 'SMALL' → 'Small'. */
  readonly sizeName: string
  /** The weight range in displayed pounds, e.g. '10–20 lb'. */
  readonly weightLabel: string
  /** Both together, e.g. 'Small 10–20 lb'. */
  readonly label: string
}

/** A size category's name as the buttons show it: 'SMALL' → 'Small'. */
function sizeName(size: SizeCategory): string {
  return size.name.charAt(0) + size.name.slice(1).toLowerCase()
}

/**
 * The six size and weight buttons (part 1 §2 "six buttons: small 2, medium 2, large 2"; part 1 §3 'Size
 * category'): the categories come two per tier, the first of a tier with its first weight range, the second with
 * its second — the reading under which the valet default (size index 5, weight index 1, part 1 §3) is one of the
 * buttons. A category without weight ranges has no button; one with a single range uses it.
 *
 * @internal
 *
 * @example
 * ```ts
 * sizeWeightChoices(sizes).map((choice) => choice.label)
 * // ['Small 0–10 lb', 'Small 10–20 lb', 'Medium 0–35 lb', 'Medium 35–65 lb', 'Large 0–110 lb', 'Large 110–220 lb']
 * ```
 */
export function sizeWeightChoices(sizes: readonly SizeCategory[]): SizeWeightChoice[] {
  return sizes.flatMap((size, index) => {
    const ranges = size.weightCategories
    const weight = ranges[Math.min(index % 2, ranges.length - 1)]
    if (!weight) return []
    const name = sizeName(size)
    const weightLabel = weightRangeLabel(weight)
    return [{ size, weight, sizeName: name, weightLabel, label: `${name} ${weightLabel}` }]
  })
}
