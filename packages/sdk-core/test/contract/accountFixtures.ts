import type { WaybillClient } from '../../src/client.ts'
import type { SignUpInput } from '../../src/domain/auth.ts'

let counter = 0

/** A sign-up form with a fresh email each call, so that tests that change an account never share one. */
export function freshSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter += 1
  return {
    fullName: 'Ada Lovelace King',
    email: `fresh-${process.pid}-${counter}@waybill.test`,
    password: 'first-password',
    mobile: '780-555-0100',
    businessName: 'Analytical Engines Ltd.',
    operatingRegion: 1,
    ...overrides,
  }
}

/** Signs up a fresh account and logs in: its api code and its sign-up form. */
export async function freshAccount(
  client: WaybillClient,
  overrides: Partial<SignUpInput> = {},
): Promise<{ apiCode: string; input: SignUpInput }> {
  const input = freshSignUp(overrides)
  await client.auth.signUp(input)
  const apiCode = await client.auth.login({ email: input.email, password: input.password })
  return { apiCode, input }
}

/** One request as it left the client. */
export interface SentRequest {
  readonly method: string
  readonly url: URL
  readonly body: unknown
}

/** A fetch that records each request's method, URL and JSON body, then forwards it. */
export function recordingFetch(): typeof fetch & { sent: SentRequest[] } {
  const sent: SentRequest[] = []
  const recorder = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.clone().text()
    sent.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
    })
    return fetch(request)
  }) as typeof fetch & { sent: SentRequest[] }
  recorder.sent = sent
  return recorder
}
