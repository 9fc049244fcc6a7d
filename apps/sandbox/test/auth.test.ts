import { LoginResponse, WireErrorBody } from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { memorySandbox, postJson } from './helpers.ts'

let sandbox: Sandbox
let loginUrl: string

beforeAll(async () => {
  sandbox = await memorySandbox()
  loginUrl = `${sandbox.url}/api/user/getMyBusinessApiCode`
})
afterAll(() => sandbox.close())

describe('POST /api/user/getMyBusinessApiCode', () => {
  it('answers a correct login with the api code (part 1 §7)', async () => {
    const res = await postJson(loginUrl, { username: 'demo@waybill.test', password: 'waybill-demo' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body: unknown = await res.json()
    expect(is(body, LoginResponse)).toBe(true)
    expect((body as { api_code: string }).api_code).toMatch(/^[0-9a-f]{64}$/)
  })

  it('gives every account its own stable api code, whatever the email letter case', async () => {
    const demo = await (
      await postJson(loginUrl, { username: 'Demo@Waybill.TEST', password: 'waybill-demo' })
    ).json()
    const again = await (
      await postJson(loginUrl, { username: 'demo@waybill.test', password: 'waybill-demo' })
    ).json()
    const flags = await (
      await postJson(loginUrl, { username: 'flags@waybill.test', password: 'waybill-flags' })
    ).json()
    expect(demo).toEqual(again)
    expect(flags).not.toEqual(demo)
  })

  it.each([
    ['a wrong password', { username: 'demo@waybill.test', password: 'waybill-demo!' }],
    ['an unknown email', { username: 'nobody@waybill.test', password: 'waybill-demo' }],
    ["another account's password", { username: 'demo@waybill.test', password: 'waybill-flags' }],
  ])("refuses %s with 401 'Invalid email or password' (part 1 §7, §8)", async (_, credentials) => {
    const res = await postJson(loginUrl, credentials)
    expect(res.status).toBe(401)
    const body: unknown = await res.json()
    expect(is(body, WireErrorBody)).toBe(true)
    expect(body).toEqual({ message: 'Invalid email or password' })
  })

  it("answers malformed JSON with 400 'Malformed JSON body'", async () => {
    const res = await postJson(loginUrl, '{"username": "demo@waybill.test",')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Malformed JSON body' })
  })

  it.each([
    ['a number username', { username: 42, password: 'x' }, 'username'],
    ['a missing password', { username: 'demo@waybill.test' }, 'password'],
    ['an empty username', { username: '', password: 'x' }, 'username'],
    ['an unexpected field', { username: 'a@b.c', password: 'x', remember: true }, 'remember'],
  ])('answers %s with 422 naming the field', async (_, body, field) => {
    const res = await postJson(loginUrl, body)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: `The ${field} field is invalid.` })
  })

  it('answers a body that is not an object with 422', async () => {
    const res = await postJson(loginUrl, '["demo@waybill.test", "waybill-demo"]')
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'The request body is invalid.' })
  })

  it('answers a non-JSON content type with 415', async () => {
    const res = await fetch(loginUrl, {
      method: 'POST',
      body: 'username=demo@waybill.test&password=waybill-demo',
    })
    expect(res.status).toBe(415)
    expect(is(await res.json(), WireErrorBody)).toBe(true)
  })

  it('answers a body over 1 MiB with 413 and stays up', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'p' })
    const res = await postJson(loginUrl, huge)
    expect(res.status).toBe(413)
    expect(is(await res.json(), WireErrorBody)).toBe(true)
    const after = await postJson(loginUrl, { username: 'demo@waybill.test', password: 'waybill-demo' })
    expect(after.status).toBe(200)
  })

  it('answers a streamed body (no content-length) over 1 MiB with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 24; i++) controller.enqueue(chunk)
        controller.close()
      },
    })
    const res = await fetch(loginUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })
})
