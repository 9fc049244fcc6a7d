import type { DatabaseSync } from 'node:sqlite'
import type { ApiPaths, WireNames } from '@waybill/sdk-core/wire'
import type { Route } from '../router.ts'
import { createAccountRoutes } from './account.ts'
import { createAuthRoutes } from './auth.ts'
import { createCatalogRoutes } from './catalog.ts'
import { createDevRoutes } from './dev.ts'

/** What every route module is built from. */
export interface App {
  readonly db: DatabaseSync
  readonly names: WireNames
  readonly paths: ApiPaths
}

/** The whole route table. Add a resource: write `routes/<resource>.ts` returning its routes, list it here. */
export function createRoutes(app: App): Route[] {
  return [
    ...createAuthRoutes(app),
    ...createAccountRoutes(app),
    ...createCatalogRoutes(app),
    // resource routes: one spread per resource module, above this line
    ...createDevRoutes(),
  ]
}
