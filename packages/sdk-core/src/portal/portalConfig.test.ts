import { describe, expect, it } from 'vitest'
import { PORTAL_TEST_DEFAULTS as defaults } from '../../test/portalConfigFixtures.ts'
import { readPortalConfig } from './portalConfig.ts'

const read = (file: unknown, pageUrl = 'https://portal.courier.example/login') =>
  readPortalConfig(file, { pageUrl, defaults })
const problems = (file: unknown, pageUrl?: string) => {
  const result = read(file, pageUrl)
  return result.ok ? [] : result.problems
}

describe('readPortalConfig (ARCHITECTURE §6: config.json)', () => {
  it('serves the sandbox with an empty file: the page origin and every default', () => {
    expect(read({}, 'http://127.0.0.1:4317/dashboard')).toEqual({
      ok: true,
      config: { ...defaults, apiBaseUrl: 'http://127.0.0.1:4317', googleMapsApiKey: undefined },
    })
  })

  it('takes every field it is given', () => {
    const file = {
      apiBaseUrl: 'https://api.courier.example/courier/',
      brand: 'swiftdrop',
      product: 'parcel',
      supportEmail: 'help@courier.example',
      supportPhone: '+1 (403) 555-0100',
      termsUrl: 'https://courier.example/terms',
      privacyUrl: 'https://courier.example/privacy',
      appStoreUrl: 'https://apps.apple.com/ca/app/id1',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=example',
      googleMapsApiKey: 'AIzaSyA-browser_key',
    }
    expect(read(file)).toEqual({
      ok: true,
      config: { ...file, apiBaseUrl: 'https://api.courier.example/courier' },
    })
  })

  it('chooses the API by the page host (part 1 §7)', () => {
    const apiBaseUrl = {
      'portal.courier.example': 'https://api.courier.example',
      'localhost:4390': 'http://127.0.0.1:4317',
    }
    expect(read({ apiBaseUrl })).toMatchObject({
      ok: true,
      config: { apiBaseUrl: 'https://api.courier.example' },
    })
    expect(read({ apiBaseUrl }, 'http://localhost:4390/')).toMatchObject({
      ok: true,
      config: { apiBaseUrl: 'http://127.0.0.1:4317' },
    })
  })

  it('says so in words when the map has no entry for the page host (part 1 §7)', () => {
    expect(
      problems(
        { apiBaseUrl: { 'portal.courier.example': 'https://api.courier.example' } },
        'https://cdn.example/',
      ),
    ).toEqual([
      'apiBaseUrl has no address for this page\'s host, cdn.example (it has: portal.courier.example). Add "cdn.example", or "*" for every other host.',
    ])
  })

  it('refuses an http API under an https page, but not one on loopback', () => {
    expect(problems({ apiBaseUrl: 'http://api.courier.example' })).toEqual([
      'apiBaseUrl http://api.courier.example starts with http://, but this page is https://: browsers block such calls. Use an https:// address.',
    ])
    expect(read({ apiBaseUrl: 'http://127.0.0.1:4317' }).ok).toBe(true)
  })

  it.each([
    [[], 'config.json must hold one JSON object, such as { "apiBaseUrl": "https://api.courier.example" }'],
    [
      'https://api.courier.example',
      'config.json must hold one JSON object, such as { "apiBaseUrl": "https://api.courier.example" }',
    ],
    [
      { apiBaseUrl: 'api.courier.example' },
      'apiBaseUrl must be a full address starting with https:// (or http://), such as https://api.courier.example, got "api.courier.example"',
    ],
    [
      { apiBaseUrl: 'ftp://api.courier.example' },
      'apiBaseUrl must start with https:// or http://, got "ftp://api.courier.example"',
    ],
    [
      { apiBaseUrl: 'https://api.courier.example/?key=1' },
      'apiBaseUrl must not end with a query (?…) or a fragment (#…), got "https://api.courier.example/?key=1"',
    ],
    [
      { apiBaseUrl: 'https://me:secret@api.courier.example' },
      'apiBaseUrl must not carry a user name or password',
    ],
    [
      { apiBaseUrl: 42 },
      'apiBaseUrl must be the API address, such as "https://api.courier.example", or an object from page host to API address',
    ],
    [{ apiBaseUrl: {} }, 'apiBaseUrl lists no page host: give at least one, or "*" for every host'],
    [
      { apiBaseUrl: { 'https://portal.example': 'https://api.example' } },
      'apiBaseUrl has "https://portal.example", which is not a page host: write it as the address bar shows it, such as portal.courier.example or localhost:4390, or "*" for any other host',
    ],
    [
      { apiBaseUrl: { '*': 'nowhere' } },
      'apiBaseUrl for "*" must be a full address starting with https:// (or http://), such as https://api.courier.example, got "nowhere"',
    ],
    [
      { brand: 'way bill' },
      'brand must be a short name of letters, digits, "-" and "_" (it is part of the portal\'s addresses, such as /waybill/choose), got "way bill"',
    ],
    [{ supportEmail: 'support' }, 'supportEmail must be an email address, got "support"'],
    [
      { supportPhone: 'call us' },
      'supportPhone must be a phone number (digits, spaces and + ( ) - .), got "call us"',
    ],
    [
      { termsUrl: 'javascript:alert(1)' },
      'termsUrl must be a full address starting with https://, got "javascript:alert(1)"',
    ],
    [
      { googleMapsApiKey: 'a key"><script>' },
      'googleMapsApiKey must be a Google Maps browser key (letters, digits, "-" and "_"), or "" for the built-in map, got "a key\\"><script>"',
    ],
    [
      { apiBaseURL: 'https://api.courier.example' },
      '"apiBaseURL" is not a setting of the portal (they are: apiBaseUrl, brand, product, supportEmail, supportPhone, termsUrl, privacyUrl, appStoreUrl, googlePlayUrl, googleMapsApiKey)',
    ],
  ])('explains %j in plain words', (file, problem) => {
    expect(problems(file)).toEqual([problem])
  })

  it('lists every problem of a file at once', () => {
    expect(problems({ brand: '', product: 'a/b', termsUrl: 'terms' })).toHaveLength(3)
  })

  it('takes an empty key as no key: the built-in map', () => {
    expect(read({ googleMapsApiKey: '' })).toMatchObject({
      ok: true,
      config: { googleMapsApiKey: undefined },
    })
  })
})
