import { BUILD_VERSION } from '@waybill/sdk-core/wire'
import { json } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/**
 * The build-version file (part 1 §1, §7 `GET /meta.json`). When the sandbox serves a built portal whose
 * directory has its own meta.json, that file answers instead (server.ts); this route is the fallback.
 */
export function createVersionRoutes({ paths }: App): Route[] {
  return [{ method: 'GET', path: paths.meta, handler: () => json(200, { version: BUILD_VERSION }) }]
}
