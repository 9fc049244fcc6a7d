import { setTimeout as sleep } from 'node:timers/promises'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type FaultQueue, MALFORMED_BODY } from './faults.ts'
import { json, TOO_LARGE, toResponse } from './http.ts'
import type { SandboxEnv } from './server.ts'

/** Most of a body held through a `delay` fault: the largest upload (a 10 MiB photo) with room to spare. */
export const HELD_BODY_LIMIT = 16 * 1024 * 1024

/** Hangs up without an answer: the socket is destroyed, and nothing is written. */
export function dropConnection(c: Context<SandboxEnv>): Response {
  c.env.incoming.socket.destroy()
  return new Response(null, RESPONSE_ALREADY_SENT)
}

/**
 * Reads the whole body now, so that the request can be handled after the client has hung up: a server that has
 * read a request goes on with it and commits, whoever is still waiting (a `delay` fault's late commit). A body
 * over {@link HELD_BODY_LIMIT} is answered 413 at once.
 */
function holdBody(c: Context<SandboxEnv>): Promise<Response | undefined> {
  const limit = bodyLimit({
    maxSize: HELD_BODY_LIMIT,
    onError: () => toResponse(json(413, { message: TOO_LARGE })),
  })
  return limit(c, async () => {
    if (c.req.raw.body) c.req.raw = new Request(c.req.raw, { body: await c.req.raw.arrayBuffer() })
  }).then((refused) => refused ?? undefined)
}

/**
 * Fault injection: takes the request's fault from the queue (none for the `/__sandbox/` control endpoints) and
 * answers, drops, delays or lets it through as the fault says; the log names the fault of a dropped request.
 */
export function faultInjection(faults: FaultQueue, signal: AbortSignal): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/__sandbox/')) return next()
    const fault = faults.take(c.req.method, c.req.path)
    if (!fault) return next()
    c.set('fault', fault)
    switch (fault.kind) {
      case 'status':
        return toResponse(
          json(
            fault.status,
            fault.body === undefined ? { message: 'Injected fault' } : fault.body,
            fault.headers,
          ),
        )
      case 'malformed':
        return new Response(MALFORMED_BODY, {
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        })
      case 'drop-before':
        return dropConnection(c)
      case 'drop-after':
        await next()
        c.res = dropConnection(c)
        return
      case 'delay': {
        const refused = await holdBody(c)
        if (refused) return refused
        // Pending delays end when the sandbox closes: the connection is dropped, nothing is done.
        const slept = await sleep(fault.ms, true, { signal }).catch(() => false)
        return slept ? next() : dropConnection(c)
      }
    }
  }
}
