import type { ApiCodePlace } from './routes.ts'

/**
 * Largest createOrder body, in bytes (64 KB); above it the proxy answers 413.
 *
 * @example
 * ```ts
 * JSON.stringify(order).length <= ORDER_BODY_LIMIT
 * ```
 */
export const ORDER_BODY_LIMIT = 64 * 1024

/**
 * Largest body of every call but createOrder, in bytes (16 KB); above it the proxy answers 413.
 *
 * @example
 * ```ts
 * JSON.stringify(body).length <= BODY_LIMIT
 * ```
 */
export const BODY_LIMIT = 16 * 1024

/** A JSON object body, as read from the browser. */
export type JsonObject = Record<string, unknown>

/** What reading a body gave: its text, or too many bytes. */
export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false }

/**
 * Reads a request's body as UTF-8 text, at most `limit` bytes: a larger Content-Length is refused before reading,
 * and a stream that runs past the limit is cancelled, so an oversized body is never held whole in memory.
 */
export async function readLimited(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return { ok: false }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return { ok: false }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return { ok: true, text: new TextDecoder().decode(bytes) }
}

/** Parses a body's text as a JSON object; undefined for anything else (an array, a number, not JSON). */
export function parseObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JsonObject)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The body as the courier API must get it: any `api_code` / `api_key` the browser sent dropped, the real code put
 * where the call carries it (`api_code`, or `api_key` and `api_code` for custom times).
 */
export function withApiCode(body: JsonObject, place: ApiCodePlace, apiCode: string): JsonObject {
  const { api_code: _code, api_key: _key, ...rest } = body
  if (place === 'bodyApiCode') return { ...rest, api_code: apiCode }
  if (place === 'bodyApiCodeAndKey') return { ...rest, api_key: apiCode, api_code: apiCode }
  return rest
}

/**
 * Replaces every occurrence of the api code in a text with '[redacted]': as is, JSON-escaped and URL-encoded, so
 * an upstream answer or an error that echoes it cannot carry it to the browser or a log.
 *
 * @example
 * ```ts
 * redactor('abc123')('{"api_code":"abc123"}') // '{"api_code":"[redacted]"}'
 * ```
 */
export function redactor(apiCode: string): (text: string) => string {
  const forms = [...new Set([apiCode, JSON.stringify(apiCode).slice(1, -1), encodeURIComponent(apiCode)])]
  return (text) => forms.reduce((redacted, form) => redacted.replaceAll(form, '[redacted]'), text)
}
