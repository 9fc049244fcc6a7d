import { describe, expect, it } from 'vitest'
import { apiOriginsOf, portalContentSecurityPolicy } from './portalCsp.ts'

/** The policy's directives, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

describe('portalContentSecurityPolicy (ARCHITECTURE §6: the CSP follows config.json)', () => {
  it('keeps the sandbox page to its own origin when the file names no API and no key', () => {
    expect(portalContentSecurityPolicy({})).toBe(
      "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; " +
        "frame-ancestors 'none'; base-uri 'self'; object-src blob:",
    )
  })

  it('lets the page call, and show images from, the API origin of apiBaseUrl (part 1 §7), its path left out', () => {
    const policy = directives(portalContentSecurityPolicy({ apiBaseUrl: 'https://api.courier.example/v1/' }))
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.courier.example'])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.courier.example'])
    expect(policy.get('script-src')).toBeUndefined()
  })

  it('allows every API origin of a per-host map, each once', () => {
    const file = {
      apiBaseUrl: {
        'portal.courier.example': 'https://api.courier.example',
        'staging.courier.example': 'https://staging-api.courier.example/v2',
        '*': 'https://api.courier.example/other',
      },
    }
    expect(apiOriginsOf(file)).toEqual(['https://api.courier.example', 'https://staging-api.courier.example'])
    expect(directives(portalContentSecurityPolicy(file)).get('connect-src')).toEqual([
      "'self'",
      'https://api.courier.example',
      'https://staging-api.courier.example',
    ])
  })

  it('allows Google Maps only when a key is set', () => {
    for (const file of [{}, { googleMapsApiKey: '' }]) {
      expect(portalContentSecurityPolicy(file)).not.toContain('google')
    }
    const policy = directives(portalContentSecurityPolicy({ googleMapsApiKey: 'AIzaSyA-browser_key' }))
    expect(policy.get('script-src')).toContain('https://*.googleapis.com')
    expect(policy.get('connect-src')).toContain('https://*.googleapis.com')
    expect(policy.get('img-src')).toContain('https://*.gstatic.com')
    expect(policy.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com'])
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  })
})
