import { apiPaths, DEFAULT_NAMES } from '@waybill/sdk-core/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/schema.ts'
import { createFaultQueue } from '../src/faults.ts'
import type { Sandbox } from '../src/index.ts'
import { createRoutes } from '../src/routes/index.ts'
import { login, memorySandbox } from './helpers.ts'
import { type MalformedRequest, malformedRequests, type RouteRow } from './malformedRequests.ts'

const SEED = 20_260_223
const REQUESTS = 1_200
/** Every this many requests, the dashboard and label reads run with a good query: stored data must stay readable. */
const READ_BACK_EVERY = 40

const paths = apiPaths()
let sandbox: Sandbox
let routes: RouteRow[]
let accounts: { demo: string; fleet: string }

/** The sandbox's own route table, less the fault queue (whose job is to answer with injected 5xx). */
function routeTable(): RouteRow[] {
  const db = openDatabase(':memory:')
  try {
    return createRoutes({ db, names: DEFAULT_NAMES, paths, faults: createFaultQueue() })
      .map(({ method, path }) => ({ method, path }))
      .filter((route) => !(route.method === 'POST' && route.path === '/__sandbox/faults'))
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  sandbox = await memorySandbox({ log: () => {} })
  routes = routeTable()
  accounts = {
    demo: await login(sandbox),
    fleet: await login(sandbox, 'fleet@waybill.test', 'waybill-fleet'),
  }
})
afterAll(() => sandbox.close())

function readBacks(api: string): MalformedRequest[] {
  const view = `api_key=${api}&deliveryView=3`
  return [
    `${paths.ordersPage}?${view}&draw=1&length=100&start=0`,
    `${paths.orderPositions}?${view}`,
    `${paths.pickupTimesForLabels}?api_code=${api}&date=2026-11-23`,
  ].map((target) => ({ method: 'GET', target, headers: {}, what: 'reading back what was stored' }))
}

interface Outcome {
  readonly request: MalformedRequest
  readonly status: number
  readonly text: string
}

async function send(request: MalformedRequest): Promise<Outcome> {
  try {
    const res = await fetch(`${sandbox.url}${request.target}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    })
    const type = res.headers.get('content-type') ?? ''
    return { request, status: res.status, text: type.startsWith('application/json') ? await res.text() : '' }
  } catch (error) {
    return { request, status: 599, text: `no answer: ${String(error)}` }
  }
}

/** A failure answer in the sandbox's shape: JSON `{ message }` with words in it. */
function hasMessage(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text)
    const message = (body as { message?: unknown } | null)?.message
    return typeof message === 'string' && /[a-z]{2}/i.test(message)
  } catch {
    return false
  }
}

const brief = ({ request, status, text }: Outcome) =>
  `${status} ${request.method} ${request.target.slice(0, 120)} — ${request.what}: ${text.slice(0, 160)}`

describe('malformed requests across every route (issue 22 item 9; docs/contract: a malformed request is a 4xx)', () => {
  it(`answers none of ${REQUESTS} seeded malformed requests with a 5xx, and every refusal with a message`, async () => {
    const requests = malformedRequests(routes, paths, accounts, REQUESTS, SEED)
    const outcomes: Outcome[] = []
    for (const [index, request] of requests.entries()) {
      outcomes.push(await send(request))
      if ((index + 1) % READ_BACK_EVERY === 0) {
        for (const read of [...readBacks(accounts.demo), ...readBacks(accounts.fleet)])
          outcomes.push(await send(read))
      }
    }
    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500)
    const wordless = outcomes.filter(
      (outcome) => outcome.status >= 400 && outcome.status < 500 && !hasMessage(outcome.text),
    )
    console.info(
      `fuzz (seed ${SEED}): ${outcomes.length} requests tried (${requests.length} malformed, the rest read-backs) ` +
        `over ${routes.length} routes, ${serverErrors.length} answered 5xx`,
    )
    expect(requests.length).toBeGreaterThanOrEqual(1_100)
    expect(serverErrors.map(brief)).toEqual([])
    expect(wordless.map(brief)).toEqual([])
  }, 60_000)
})
