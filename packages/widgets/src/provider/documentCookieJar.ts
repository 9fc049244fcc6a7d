import type { CookieJar } from '@waybill/sdk-core'

const SECONDS_PER_DAY = 24 * 60 * 60

/** Where {@link documentCookieJar} reads and writes: the page's document and location by default. */
export interface DocumentCookieJarOptions {
  /** Holds the cookies; `document` by default. */
  document?: { cookie: string }
  /** Adds `Secure` to every cookie; true by default when the page is served over https. */
  secure?: boolean
}

/**
 * A `CookieJar` (from sdk-core) over `document.cookie`, for the hint counters (part 1 §9: cookie lifetime 360 days).
 * Values are URI-encoded; cookies are written with `max-age` in seconds, `path=/`, `SameSite=Lax`, and `Secure`
 * on https pages. Where there is no document (server rendering) nothing is read or kept.
 */
export function documentCookieJar(options: DocumentCookieJarOptions = {}): CookieJar {
  const target = options.document ?? (typeof document === 'undefined' ? undefined : document)
  const secure = options.secure ?? globalThis.location?.protocol === 'https:'
  return {
    get(name) {
      if (!target) return undefined
      const wanted = encodeURIComponent(name)
      for (const pair of target.cookie.split(';')) {
        const at = pair.indexOf('=')
        if (at < 0 || pair.slice(0, at).trim() !== wanted) continue
        return safeDecode(pair.slice(at + 1).trim())
      }
      return undefined
    },
    set(name, value, maxAgeDays) {
      if (!target) return
      const maxAge = Math.max(0, Math.round(maxAgeDays * SECONDS_PER_DAY))
      const attributes = [`max-age=${maxAge}`, 'path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
      target.cookie = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, ...attributes].join('; ')
    },
  }
}

/** A cookie another script wrote with a malformed escape reads as missing rather than throwing. */
function safeDecode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}
