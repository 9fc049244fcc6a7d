import { number, object, optional } from 'superstruct'
import { HttpError, json, validateBody } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

const StepRequest = object({ ms: optional(number()) })

/**
 * The simulator's dev endpoints (never faulted, not part of the courier's contract): `GET /__sandbox/simulator`
 * tells the mode and speed; `POST /__sandbox/simulator/step` with `{}` moves every simulated order into its next
 * phase, with `{ "ms": n }` lets n simulated milliseconds pass. 409 when the simulator is off.
 */
export function createSimulatorRoutes({ simulator }: App): Route[] {
  return [
    {
      method: 'GET',
      path: '/__sandbox/simulator',
      handler: () => json(200, { mode: simulator?.mode ?? 'off', speed: simulator?.speed ?? 0 }),
    },
    {
      method: 'POST',
      path: '/__sandbox/simulator/step',
      async handler(ctx) {
        const { ms } = validateBody(await ctx.readJson(), StepRequest)
        if (!simulator || simulator.mode === 'off') throw new HttpError(409, 'The courier simulator is off.')
        if (ms !== undefined && !(Number.isFinite(ms) && ms >= 0))
          throw new HttpError(422, 'The ms field is invalid.')
        return json(200, { mode: simulator.mode, ...simulator.step(ms === undefined ? {} : { ms }) })
      },
    },
  ]
}
