import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { ApiError } from '../../src/http/errors.ts'
import { freshSignUp, recordingFetch } from './accountFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

describe('auth.signUp (part 1 §7 POST /api/web/user-sign-up)', () => {
  it('sends the sign-up payload: the full name split, the password as its own confirmation (part 1 §3, §5)', async () => {
    const fetch = recordingFetch()
    const input = freshSignUp({ fullName: '  Ada   Lovelace King ' })
    await client({ fetch }).auth.signUp({ ...input, email: `  ${input.email}  ` })
    expect(fetch.sent).toHaveLength(1)
    expect(fetch.sent[0]?.body).toEqual({
      company_name: 'Analytical Engines Ltd.',
      first_name: 'Ada',
      last_name: 'Lovelace King',
      password: 'first-password',
      password_confirmation: 'first-password',
      email: input.email,
      mobile: '780-555-0100',
      operating_region: 1,
    })
  })

  it('creates an account that can log in, with default pickup hours 09:00-16:00 every day (part 1 §2, §4)', async () => {
    const api = client()
    const input = freshSignUp({ fullName: 'Grace Hopper', operatingRegion: 3 })
    const user = await api.auth.signUp(input)
    expect(user).toEqual({
      email: input.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      businessName: 'Analytical Engines Ltd.',
      mobile: '7805550100',
      operatingRegion: 3,
    })
    const account = await api.account.companyInfo(await api.auth.login(input))
    expect(account).toMatchObject({
      email: input.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      businessName: 'Analytical Engines Ltd.',
      mobile: '7805550100',
      cards: [],
      hasCardOnAccount: false,
      mapLatLng: { lat: 51.044733, lng: -114.071883 },
    })
    for (const hours of Object.values(account.pickupHours))
      expect(hours).toEqual({ start: '09:00', end: '16:00' })
  })

  it('stores the mobile as 10 digits, so the account form can save the signed-up account as is (part 2 §5.6)', async () => {
    const api = client()
    const input = freshSignUp({ mobile: '+1 (780) 555-0177' })
    await api.auth.signUp(input)
    const apiCode = await api.auth.login(input)
    const account = await api.account.companyInfo(apiCode)
    expect(account.mobile).toBe('7805550177')
    const { firstName, lastName, businessName, email, mobile, billingAddress } = account
    await expect(
      api.account.updateUser(apiCode, {
        firstName,
        lastName,
        businessName,
        email,
        mobile: mobile ?? '',
        billingAddress,
      }),
    ).resolves.toBeUndefined()
  })

  it('keeps a one-word full name as the first name with an empty last name (part 1 §5)', async () => {
    const user = await client().auth.signUp(freshSignUp({ fullName: 'Cher' }))
    expect(user).toMatchObject({ firstName: 'Cher', lastName: '' })
  })

  it.each([
    ['the same email', 'demo@waybill.test'],
    ['the same email in other letter case', 'DEMO@Waybill.Test'],
  ])(
    "answers %s with 'Your email is existing in the system.' under the email field (part 1 §7, §8)",
    async (_, email) => {
      const error = await client()
        .auth.signUp(freshSignUp({ email }))
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        call: 'auth.signUp',
        status: 200,
        message: 'Your email is existing in the system.',
        field: 'email',
      })
    },
  )

  it('detects the taken email by its text in a non-200 answer too (part 1 §7)', async () => {
    sandbox().inject({
      path: '/api/web/user-sign-up',
      kind: 'status',
      status: 422,
      body: { message: 'Sorry. Your email is existing in the system.' },
    })
    await expect(client().auth.signUp(freshSignUp())).rejects.toMatchObject({
      status: 422,
      message: 'Your email is existing in the system.',
      field: 'email',
    })
  })

  it("passes on the server's message for any other failure, with no field", async () => {
    const error = await client()
      .auth.signUp(freshSignUp({ operatingRegion: 99 }))
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      status: 422,
      message: 'The operating_region field is invalid.',
      field: undefined,
    })
  })

  it.each([
    ['a message only', { message: 'Registered.' }],
    ['an empty object', {}],
  ])(
    'takes any other 200 answer as success (part 1 §7), here %s: the account is what was sent',
    async (_, body) => {
      sandbox().inject({ path: '/api/web/user-sign-up', kind: 'status', status: 200, body })
      const input = freshSignUp({ fullName: 'Mary Jackson' })
      await expect(client().auth.signUp(input)).resolves.toEqual({
        email: input.email,
        firstName: 'Mary',
        lastName: 'Jackson',
        businessName: input.businessName,
        mobile: input.mobile,
        operatingRegion: input.operatingRegion,
      })
    },
  )

  it('is never retried: a sign-up is a write (ARCHITECTURE §3)', async () => {
    const fetch = recordingFetch()
    sandbox().inject({ path: '/api/web/user-sign-up', kind: 'status', status: 503 })
    await expect(client({ fetch }).auth.signUp(freshSignUp())).rejects.toMatchObject({ status: 503 })
    expect(fetch.sent).toHaveLength(1)
  })
})
