import { afterEach, describe, expect, it } from 'vitest'
import { documentCookieJar } from './documentCookieJar.ts'

/** A stand-in document that records what is written, as a browser receives it. */
function recordingDocument() {
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return 'other=1; wb_hint=2; spaced=a%20b%3Bc'
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
}

afterEach(() => {
  for (const name of ['wb_hint', 'odd name']) documentCookieJar().set(name, '', 0)
})

describe('documentCookieJar', () => {
  it('reads back what it wrote through the real document.cookie, encoded (part 1 §9 hint counters)', () => {
    const jar = documentCookieJar()
    expect(jar.get('wb_hint')).toBeUndefined()
    jar.set('wb_hint', '2', 360)
    jar.set('odd name', 'a; b=c', 360)
    expect(jar.get('wb_hint')).toBe('2')
    expect(jar.get('odd name')).toBe('a; b=c')
    expect(document.cookie).toContain('odd%20name=a%3B%20b%3Dc')
  })

  it('writes max-age in seconds (360 days), path=/ and SameSite=Lax, and Secure only when asked (part 1 §9)', () => {
    const plain = recordingDocument()
    documentCookieJar({ document: plain, secure: false }).set('wb_hint', '1', 360)
    expect(plain.writes).toEqual(['wb_hint=1; max-age=31104000; path=/; SameSite=Lax'])

    const secure = recordingDocument()
    documentCookieJar({ document: secure, secure: true }).set('wb_hint', '1', 360)
    expect(secure.writes[0]).toMatch(/; Secure$/)
  })

  it('finds one cookie among others and decodes it', () => {
    const jar = documentCookieJar({ document: recordingDocument() })
    expect(jar.get('wb_hint')).toBe('2')
    expect(jar.get('spaced')).toBe('a b;c')
    expect(jar.get('hint')).toBeUndefined()
  })
})
