import { describe, expect, it } from 'vitest'
import { apiBaseUrlFor, isLoopbackHost } from './apiBaseUrlFor.ts'

const hosts = {
  'portal.courier.example': 'https://api.courier.example/',
  'STAGING.courier.example': 'https://staging-api.courier.example/v2',
  'localhost:4390': 'http://127.0.0.1:4317',
  localhost: 'http://127.0.0.1:9999',
}

describe('apiBaseUrlFor', () => {
  it.each([
    [
      'no setting: the page origin',
      undefined,
      'https://portal.courier.example/dashboard',
      'https://portal.courier.example',
    ],
    [
      'one URL: for every page',
      'https://api.courier.example/v1/',
      'http://localhost:5173/',
      'https://api.courier.example/v1',
    ],
    ['production page host', hosts, 'https://portal.courier.example/login', 'https://api.courier.example'],
    [
      'staging, any case',
      hosts,
      'https://staging.courier.example/',
      'https://staging-api.courier.example/v2',
    ],
    ['a local address with its port', hosts, 'http://localhost:4390/', 'http://127.0.0.1:4317'],
    [
      'a local address on another port: the host name',
      hosts,
      'http://localhost:8080/',
      'http://127.0.0.1:9999',
    ],
    ['no entry and no "*"', hosts, 'https://evil.example/', undefined],
    [
      '"*" for every other host',
      { ...hosts, '*': 'https://api.courier.example' },
      'https://other.example/',
      'https://api.courier.example',
    ],
  ])('the base host depends on the page host (part 1 §7): %s', (_name, setting, page, expected) => {
    expect(apiBaseUrlFor(setting, page)).toBe(expected)
  })
})

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.9.8.7', true],
    ['[::1]', true],
    ['localhost.evil.example', false],
    ['127.0.0.1.evil.example', false],
    ['10.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })
})
