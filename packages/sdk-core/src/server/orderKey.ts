const encoder = new TextEncoder()

/** An HMAC key of Web Crypto (typed this way because Node's types have no global `CryptoKey` type). */
export type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The key of an HMAC-SHA-256 over `secret`, for {@link upstreamUuid}. */
export function uuidKey(secret: string): Promise<HmacKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
}

/**
 * The uuid the courier API gets for a browser's uuid: a keyed hash (HMAC-SHA-256 with the proxy's secret), shaped
 * as a version 8 UUID. The same browser uuid always gives the same one, so retries deduplicate; without the secret
 * no browser can name another order's uuid, guessed or read off a spreadsheet.
 *
 * @example
 * ```ts
 * await upstreamUuid(await uuidKey(secret), 'w-1') // e.g. '6b1f0c2e-94d7-8a13-b5e0-…'
 * ```
 */
export async function upstreamUuid(key: HmacKey, browserUuid: string): Promise<string> {
  const digits = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(browserUuid))).slice(0, 32)
  const variant = ((Number.parseInt(digits[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-8${digits.slice(13, 16)}-${variant}${digits.slice(17, 20)}-${digits.slice(20, 32)}`
}

/** JSON with object keys sorted at every depth: equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * A SHA-256 digest of an order's details, the api code left out: what a uuid and its charge are bound to. A create
 * re-sent under a recorded uuid must give the same digest, or it is another order.
 *
 * @example
 * ```ts
 * await orderDigest({ dropoff_name: 'Lee' }) === await orderDigest({ dropoff_name: 'Lee', api_code: 'x' }) // true
 * ```
 */
export async function orderDigest(payload: Record<string, unknown>): Promise<string> {
  const { api_code: _code, api_key: _key, ...details } = payload
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(canonicalJson(details))))
}
