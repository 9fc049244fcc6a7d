import { describe, expect, it } from 'vitest'
import { resolveConfig } from './config.ts'

describe('resolveConfig', () => {
  it('defaults the brand and product slugs and trims the base URL', () => {
    const config = resolveConfig({ baseUrl: 'https://api.example.com/' })
    expect(config).toMatchObject({
      baseUrl: 'https://api.example.com',
      brand: 'waybill',
      product: 'delivery',
    })
  })

  it.each(['/api', 'api.example.com', 'javascript:alert(1)', 'ftp://api.example.com'])(
    'refuses %j as a base URL: the api code may only travel to an absolute http(s) origin',
    (baseUrl) => {
      expect(() => resolveConfig({ baseUrl })).toThrow(TypeError)
    },
  )
})
