import type { Region, SizeCategory } from '../domain/account.ts'
import type { Transport } from '../http/transport.ts'
import { SignUpRegionsResponse, SizeCategoriesResponse } from './wire/catalog.ts'
import type { ApiPaths } from './wire/names.ts'

/** The reference lists every screen needs: operating regions and size categories. */
export interface CatalogApi {
  /** Operating regions offered at sign-up (part 1 §7 `GET /api/web/get-sign-up-active-regions`). */
  regions(): Promise<Region[]>
  /** The six size categories with their weight ranges (part 1 §7 `GET /api/web/size-category`). */
  sizeCategories(): Promise<SizeCategory[]>
}

/** Builds the catalog calls over a transport; `createClient` exposes them as `client.catalog`. */
export function createCatalogApi(transport: Transport, paths: ApiPaths): CatalogApi {
  return {
    async regions() {
      const { data } = await transport.request({
        call: 'catalog.regions',
        method: 'GET',
        path: paths.signUpRegions,
        response: SignUpRegionsResponse,
      })
      return data.map(({ id, name }) => ({ id, name }))
    },
    async sizeCategories() {
      const { data } = await transport.request({
        call: 'catalog.sizeCategories',
        method: 'GET',
        path: paths.sizeCategories,
        response: SizeCategoriesResponse,
        // part 1 §7: only 200 is accepted.
        okStatus: 200,
      })
      return data.data.map((size) => ({
        id: size.id,
        name: size.name,
        weightCategories: size.weight_category.map(({ id, low, high }) => ({ id, low, high })),
      }))
    },
  }
}
