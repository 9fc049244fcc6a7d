import type { WireNames } from '../api/wire/names.ts'
import type { Clock } from '../config.ts'
import { fillNames, messages } from '../domain/messages.ts'

/**
 * Upstream timeout of every call but createOrder and prepay, in milliseconds (30 s); then the proxy answers 504.
 *
 * @example
 * ```ts
 * UPSTREAM_TIMEOUT_MS // 30_000
 * ```
 */
export const UPSTREAM_TIMEOUT_MS = 30_000

/**
 * Upstream timeout of createOrder and prepay, in milliseconds (90 s): payment "may take up to a minute" (part 2 §2.2).
 *
 * @example
 * ```ts
 * UPSTREAM_SLOW_TIMEOUT_MS // 90_000
 * ```
 */
export const UPSTREAM_SLOW_TIMEOUT_MS = 90_000

/** One call to the courier API. */
export interface UpstreamCall {
  readonly method: 'GET' | 'POST'
  /** Path under the API base URL. */
  readonly path: string
  /** Query parameters (the api code of company info). */
  readonly query?: Readonly<Record<string, string>>
  /** JSON body. */
  readonly body?: object
  /** Per-call timeout, in milliseconds. */
  readonly timeoutMs: number
}

/** How a call ended: an answer (any status), no answer, or no answer in time. */
export type UpstreamOutcome =
  | { readonly kind: 'answer'; readonly status: number; readonly text: string }
  | { readonly kind: 'unreachable'; readonly reason: unknown }
  | { readonly kind: 'timeout' }

/** What upstream calls need. */
export interface UpstreamContext {
  /** API base URL without a trailing slash. */
  readonly baseUrl: string
  readonly fetch: typeof globalThis.fetch
  readonly clock: Clock
}

/**
 * Sends one call to the courier API and reads its whole answer within the timeout. Only the proxy's own headers
 * go upstream (never the browser's cookies or authorization), and a redirect is an error: the api code is never
 * re-sent to another origin.
 */
export async function callUpstream(ctx: UpstreamContext, call: UpstreamCall): Promise<UpstreamOutcome> {
  const url = new URL(ctx.baseUrl + call.path)
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value)
  const controller = new AbortController()
  let timedOut = false
  const timer = ctx.clock.setTimeout(() => {
    timedOut = true
    controller.abort()
  }, call.timeoutMs)
  try {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (call.body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await ctx.fetch(url.href, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      redirect: 'error',
      signal: controller.signal,
    })
    const text = await response.text()
    return { kind: 'answer', status: response.status, text }
  } catch (reason) {
    return timedOut ? { kind: 'timeout' } : { kind: 'unreachable', reason }
  } finally {
    ctx.clock.clearTimeout(timer)
  }
}

/** A JSON answer of the proxy. */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/** The proxy's own refusal: `{ message }` with a catalogue text. */
export function messageReply(status: number, message: string, headers?: Record<string, string>): Response {
  return jsonReply(status, { message }, headers)
}

/** The 502 (or 504 for a timeout) of a call that got no usable answer. */
export function noAnswerReply(outcome: { kind: 'unreachable' | 'timeout' }, names: WireNames): Response {
  return outcome.kind === 'timeout'
    ? messageReply(504, messages.timedOut)
    : messageReply(502, fillNames(messages.embedUpstreamFailed, names))
}

/**
 * An upstream answer passed back: its status and its JSON body with the api code redacted. A body that is not
 * JSON is not passed on: a success becomes a 502, a failure keeps its status with the general failure text.
 */
export function passBack(
  answer: { status: number; text: string },
  redact: (text: string) => string,
  names: WireNames,
): Response {
  let json = true
  try {
    JSON.parse(answer.text)
  } catch {
    json = false
  }
  if (!json) {
    return answer.status < 300
      ? messageReply(502, fillNames(messages.embedUpstreamFailed, names))
      : messageReply(answer.status, messages.requestFailed)
  }
  return new Response(redact(answer.text), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
