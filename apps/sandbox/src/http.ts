import type { IncomingMessage } from 'node:http'
import type { HonoRequest } from 'hono'
import type { Struct } from 'superstruct'
import { validate } from 'superstruct'

/** Largest request body a route reads unless it says otherwise: 1 MiB. */
export const BODY_LIMIT = 1024 * 1024

/** An answer a route gives: status, JSON body and extra headers. */
export interface Reply {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** A failure that becomes a JSON `{ message }` answer with its status. */
export class HttpError extends Error {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>

  constructor(status: number, message: string, headers: Readonly<Record<string, string>> = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.headers = headers
  }
}

/** The record id in a path segment: 1 to 15 digits, not 0; undefined for anything else (answered with a 404). */
export function pathId(segment: string | undefined): number | undefined {
  return segment !== undefined && /^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : undefined
}

/** Builds a reply; `json(200, body)`. */
export function json(status: number, body: unknown, headers?: Readonly<Record<string, string>>): Reply {
  return headers ? { status, body, headers } : { status, body }
}

/** Builds a file reply (a label PDF): the bytes go out as they are, `headers` give their content type. */
export function file(status: number, bytes: Uint8Array, headers: Readonly<Record<string, string>>): Reply {
  return { status, body: bytes, headers }
}

/** The sandbox's standard headers (no caching, no sniffing), under a route's own. */
const STANDARD_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
}

/** A reply as a Response: JSON, or the bytes of a {@link file} reply, with the standard headers and its length. */
export function toResponse(reply: Reply): Response {
  let body: string | Uint8Array<ArrayBuffer> | null = null
  if (reply.body instanceof Uint8Array) body = new Uint8Array(reply.body)
  else if (reply.status !== 204 && reply.status !== 304) body = JSON.stringify(reply.body ?? null)
  const length = body === null ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength
  return new Response(body, {
    status: reply.status,
    headers: { ...STANDARD_HEADERS, 'content-length': String(length), ...reply.headers },
  })
}

/** True when the content type names JSON (`application/json`, `application/x+json`, any parameters). */
export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false
  const mediaType = value.split(';')[0]?.trim().toLowerCase() ?? ''
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType)
}

/** The 413 answer's text for a body over its limit. */
export const TOO_LARGE = 'The request body is too large.'

/** How much of an unread body is read and thrown away after the answer, before hanging up. */
const DISCARD_LIMIT = 8 * 1024 * 1024

/**
 * Reads the rest of a body nobody read (a refusal before or during the read: 415, 413, 401) and drops it, so that the
 * client can finish sending, read the answer and keep its connection; past `DISCARD_LIMIT` the connection is cut.
 * The stream that began reading it is let go: it would hold the rest back.
 */
export function discardUnreadBody(incoming: IncomingMessage): void {
  if (incoming.readableEnded || incoming.destroyed) return
  incoming.removeAllListeners('data')
  let dropped = 0
  incoming.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > DISCARD_LIMIT) incoming.socket.destroy()
  })
  incoming.resume()
}

/** The 400 answer's text when the client hangs up before its body is read. */
export const ENDED_EARLY = 'The request body ended early.'

/** Deepest nesting of arrays and objects a JSON body may have: no call of the contract needs more than a few. */
export const MAX_JSON_DEPTH = 64

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, counted before parsing: a body nested 100,000
 * deep parses, but every recursive walk of it (validation, error messages) then overflows the stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c) index++
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      depth++
      if (depth > limit) return true
    } else if (char === 0x5d || char === 0x7d) depth--
  }
  return false
}

/**
 * Reads a JSON body (its size is limited before, by the route's body limit): 415 for another content type, 400
 * when nested deeper than {@link MAX_JSON_DEPTH} or when it does not parse.
 */
export async function readJson(req: HonoRequest): Promise<unknown> {
  if (!isJsonContentType(req.header('content-type'))) {
    throw new HttpError(415, 'The request body must be JSON (content-type: application/json).')
  }
  const text = await req.text()
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(
      400,
      `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`,
    )
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Malformed JSON body')
  }
}

function fieldName(path: readonly unknown[]): string | undefined {
  return path.length > 0 ? path.map(String).join('.') : undefined
}

/** Checks a body against its wire schema; 422 naming the first failing field. */
export function validateBody<T, S>(value: unknown, schema: Struct<T, S>): T {
  const [error, valid] = validate(value, schema)
  if (!error) return valid
  const field = fieldName(error.path)
  throw new HttpError(422, field ? `The ${field} field is invalid.` : 'The request body is invalid.')
}

/**
 * Checks a query string against its wire schema. Parameters the schema does not name are ignored
 * (cache busters and the like); a missing one is 400, a malformed one 422.
 */
export function validateQuery<T, S>(query: URLSearchParams, schema: Struct<T, S>): T {
  const values: Record<string, string> = {}
  for (const [key, value] of query) if (!(key in values)) values[key] = value
  const [error, valid] = validate(values, schema, { coerce: true, mask: true })
  if (!error) return valid
  const field = fieldName(error.path) ?? 'query'
  if (error.value === undefined) throw new HttpError(400, `The ${field} field is required.`)
  throw new HttpError(422, `The ${field} field is invalid.`)
}
