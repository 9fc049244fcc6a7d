/** Which requests a fault applies to, and how many times. */
export interface FaultTarget {
  /** Exact pathname (`/api/web/size-category`), or `'*'` for every request. */
  readonly path: string
  /** Only this method (case-insensitive); every method when absent. */
  readonly method?: string
  /** How many matching requests it affects: default 1, `Infinity` allowed. */
  readonly times?: number
}

/**
 * A fault to inject into the next matching requests (tests and benchmarks):
 * - `status`: answer with this status, body (default `{ message: 'Injected fault' }`) and headers (e.g.
 *   `retry-after`) without doing the work;
 * - `malformed`: answer 200 with a body that is not JSON;
 * - `delay`: read the request, wait `ms`, then handle it normally — and commit it even when the client has hung
 *   up meanwhile (a late commit: what a client's timeout meets on a slow server);
 * - `drop-before`: destroy the socket without answering, before any work;
 * - `drop-after`: do the work (and commit it), then destroy the socket without answering.
 */
export type Fault =
  | (FaultTarget & {
      readonly kind: 'status'
      readonly status: number
      readonly body?: unknown
      readonly headers?: Readonly<Record<string, string>>
    })
  | (FaultTarget & { readonly kind: 'malformed' })
  | (FaultTarget & { readonly kind: 'delay'; readonly ms: number })
  | (FaultTarget & { readonly kind: 'drop-before' })
  | (FaultTarget & { readonly kind: 'drop-after' })

/** The body a `malformed` fault answers with. */
export const MALFORMED_BODY = '<html>oops'

interface Pending {
  readonly fault: Fault
  remaining: number
}

/** The queue of injected faults; the first one injected that matches a request is used. */
export interface FaultQueue {
  inject(fault: Fault): void
  clear(): void
  /** Consumes and returns the fault for this request, if any. */
  take(method: string, pathname: string): Fault | undefined
}

function check(fault: Fault): void {
  const times = fault.times ?? 1
  if (typeof fault.path !== 'string' || fault.path === '') throw new TypeError('A fault needs a path or "*".')
  if (!(times === Number.POSITIVE_INFINITY || (Number.isInteger(times) && times > 0))) {
    throw new RangeError(`Fault times must be a positive integer or Infinity, got ${times}.`)
  }
  if (
    fault.kind === 'status' &&
    !(Number.isInteger(fault.status) && fault.status >= 100 && fault.status <= 599)
  ) {
    throw new RangeError(`Fault status must be an HTTP status, got ${fault.status}.`)
  }
  if (fault.kind === 'delay' && !(Number.isFinite(fault.ms) && fault.ms >= 0)) {
    throw new RangeError(`Fault delay must be a non-negative number of ms, got ${fault.ms}.`)
  }
  const kinds = ['status', 'malformed', 'delay', 'drop-before', 'drop-after']
  if (!kinds.includes(fault.kind)) throw new TypeError(`Unknown fault kind: ${String(fault.kind)}.`)
}

/**
 * A fault sent as JSON to `POST /__sandbox/faults`: the `Fault` shape, with `times: "always"` standing for
 * Infinity (JSON has none). Throws a TypeError or RangeError naming what is wrong.
 */
export function faultFromJson(value: unknown): Fault {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('A fault must be a JSON object.')
  }
  const raw = value as Record<string, unknown>
  const times = raw.times === 'always' ? Number.POSITIVE_INFINITY : raw.times
  if (times !== undefined && typeof times !== 'number')
    throw new TypeError('Fault times must be a number or "always".')
  if (raw.method !== undefined && typeof raw.method !== 'string')
    throw new TypeError('Fault method must be a string.')
  if (raw.kind === 'status' && raw.headers !== undefined) {
    const headers = raw.headers
    if (
      typeof headers !== 'object' ||
      headers === null ||
      Object.values(headers).some((v) => typeof v !== 'string')
    ) {
      throw new TypeError('Fault headers must be an object of strings.')
    }
  }
  const fault = { ...raw, times } as unknown as Fault
  check(fault)
  return fault
}

/** Creates an empty fault queue. */
export function createFaultQueue(): FaultQueue {
  let pending: Pending[] = []
  return {
    inject(fault) {
      check(fault)
      pending.push({ fault, remaining: fault.times ?? 1 })
    },
    clear() {
      pending = []
    },
    take(method, pathname) {
      const entry = pending.find(
        ({ fault }) =>
          (fault.path === '*' || fault.path === pathname) &&
          (fault.method === undefined || fault.method.toUpperCase() === method.toUpperCase()),
      )
      if (!entry) return undefined
      entry.remaining -= 1
      if (entry.remaining <= 0) pending = pending.filter((other) => other !== entry)
      return entry.fault
    },
  }
}
