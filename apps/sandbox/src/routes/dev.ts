import type { FaultQueue } from '../faults.ts'
import { faultFromJson } from '../faults.ts'
import { HttpError, json } from '../http.ts'
import type { Route } from '../router.ts'

/**
 * Sandbox-only endpoints under /__sandbox/ (never faulted): health, and fault injection from outside the process
 * (end-to-end tests and benchmarks against `npm start`'s stack). The sandbox listens on loopback only.
 */
export function createDevRoutes(faults: FaultQueue): Route[] {
  return [
    {
      method: 'GET',
      path: '/__sandbox/health',
      handler: () => json(200, { ok: true, version: process.version }),
    },
    {
      method: 'POST',
      path: '/__sandbox/faults',
      async handler(ctx) {
        try {
          faults.inject(faultFromJson(await ctx.readJson()))
        } catch (error) {
          if (error instanceof TypeError || error instanceof RangeError)
            throw new HttpError(422, error.message)
          throw error
        }
        return json(201, { message: 'Fault queued.' })
      },
    },
    {
      method: 'DELETE',
      path: '/__sandbox/faults',
      handler() {
        faults.clear()
        return json(200, { message: 'Faults cleared.' })
      },
    },
  ]
}
