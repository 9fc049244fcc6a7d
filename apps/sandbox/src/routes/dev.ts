import { json } from '../http.ts'
import type { Route } from '../router.ts'

/** Sandbox-only endpoints under /__sandbox/ (never faulted). */
export function createDevRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/__sandbox/health',
      handler: () => json(200, { ok: true, version: process.version }),
    },
  ]
}
