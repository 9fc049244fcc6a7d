import { array, integer, number, string, type } from 'superstruct'
import type { WireNames } from './names.ts'

/** Paths of the reference lists (part 1 §7). */
export function catalogPaths(_names: WireNames) {
  return {
    /** GET: the six size categories. */
    sizeCategories: '/api/web/size-category',
    /** GET: the operating regions offered at sign-up. */
    signUpRegions: '/api/web/get-sign-up-active-regions',
  } as const
}

/** One weight range of a size category, in kg (part 1 §3 'Size category'). */
export const WireWeightCategory = type({ id: integer(), low: number(), high: number() })

/** One size category (part 1 §3). */
export const WireSizeCategory = type({
  /** Size category id, sent back with an order as size_category_id. */
  id: integer(),
  /** Display name of the size category. */
  name: string(),
  /** Its weight ranges, in kg. */
  weight_category: array(WireWeightCategory),
})

/** GET /api/web/size-category: the list sits in data.data (part 1 §7). */
export const SizeCategoriesResponse = type({ data: type({ data: array(WireSizeCategory) }) })

/** One operating region offered at sign-up. */
export const WireRegion = type({ id: integer(), name: string() })

/** GET /api/web/get-sign-up-active-regions: the list sits in data (part 1 §7). */
export const SignUpRegionsResponse = type({ data: array(WireRegion) })
