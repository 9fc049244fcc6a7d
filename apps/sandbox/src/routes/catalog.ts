import { REGIONS } from '../data/regions.ts'
import { SIZE_CATEGORIES } from '../data/sizeCategories.ts'
import { json } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** Public catalogue calls: size categories and sign-up regions (part 1 §7). */
export function createCatalogRoutes({ paths }: App): Route[] {
  return [
    {
      method: 'GET',
      path: paths.sizeCategories,
      handler: () => json(200, { data: { data: SIZE_CATEGORIES } }),
    },
    {
      method: 'GET',
      path: paths.signUpRegions,
      handler: () => json(200, { data: REGIONS.map(({ id, name }) => ({ id, name })) }),
    },
  ]
}
