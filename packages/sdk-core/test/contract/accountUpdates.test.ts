import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import type { AccountUpdate, PickupHours } from '../../src/domain/account.ts'
import { ApiError } from '../../src/http/errors.ts'
import { freshAccount, recordingFetch } from './accountFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

const profile: AccountUpdate = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  businessName: 'Orbital Paths Inc.',
  email: 'katherine@orbital.test',
  mobile: '4035550123',
  billingAddress: 'billing@orbital.test, ap@orbital.test',
}

describe('account.updateMobile (part 1 §7 PATCH /api/user/updateBusinessUsers)', () => {
  it('saves the mobile as its 10 digits, answers savedUser.mobile, and company info shows it', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    expect(await api.account.updateMobile(apiCode, ' +1 (587) 555-0199 ')).toBe('5875550199')
    expect((await api.account.companyInfo(apiCode)).mobile).toBe('5875550199')
  })

  it('sends mobile and api_key in the body, nothing in the query', async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    const { apiCode } = await freshAccount(api)
    await api.account.updateMobile(apiCode, '5875550199')
    const sent = fetch.sent.at(-1)
    expect(sent?.method).toBe('PATCH')
    expect(sent?.url.search).toBe('')
    expect(sent?.body).toEqual({ mobile: '5875550199', api_key: apiCode })
  })

  it('refuses a number that is not a Canadian phone number (422) and an unknown api code (401)', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    await expect(api.account.updateMobile(apiCode, '12345')).rejects.toMatchObject({
      status: 422,
      message: 'The mobile field is invalid.',
    })
    await expect(api.account.updateMobile('f'.repeat(64), '5875550199')).rejects.toMatchObject({
      status: 401,
    })
  })
})

describe('account.savePickupAddress (part 1 §7 POST /api/user/businessPickupAddress)', () => {
  it('saves the pickup location and company info shows it', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const address = {
      street: '10310 102 Ave NW',
      appt: '',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J 2Z1',
    }
    await api.account.savePickupAddress(apiCode, address)
    expect((await api.account.companyInfo(apiCode)).pickupAddress).toEqual(address)
    await api.account.savePickupAddress(apiCode, { ...address, appt: 'Suite 9' })
    expect((await api.account.companyInfo(apiCode)).pickupAddress.appt).toBe('Suite 9')
  })

  it.each([
    ['a postal code that is not Canadian', { postalCode: '90210' }, 'business_pickup_postal_code'],
    ['a city with digits', { city: 'Edmonton 2' }, 'business_pickup_city'],
    ['no street', { street: '' }, 'business_street_address'],
  ])('refuses %s (part 1 §5 Account details)', async (_, change, field) => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const address = {
      street: '1 Main St',
      appt: '',
      city: 'Calgary',
      province: 'AB',
      postalCode: 'T2P1J9',
      ...change,
    }
    await expect(api.account.savePickupAddress(apiCode, address)).rejects.toMatchObject({
      status: 422,
      message: `The ${field} field is invalid.`,
    })
  })
})

describe('account.savePickupHours (part 1 §7 PATCH /api/user/businessPickupHours)', () => {
  const hours: PickupHours = {
    sunday: null,
    monday: { start: '08:30', end: '17:00' },
    tuesday: { start: '09:00', end: '16:00' },
    wednesday: { start: '09:00', end: '16:00' },
    thursday: { start: '09:00', end: '12:00' },
    friday: { start: '07:00', end: '21:00' },
    saturday: null,
  }

  it("sends {day}_start/{day}_end as 'HH:mm', '' for no pickups, and company info shows them", async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    const { apiCode } = await freshAccount(api)
    await api.account.savePickupHours(apiCode, hours)
    expect(fetch.sent.at(-1)?.body).toMatchObject({
      sunday_start: '',
      sunday_end: '',
      monday_start: '08:30',
      monday_end: '17:00',
      api_key: apiCode,
    })
    expect((await api.account.companyInfo(apiCode)).pickupHours).toEqual(hours)
  })

  it('refuses a day whose end is not after its start', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    await expect(
      api.account.savePickupHours(apiCode, { ...hours, monday: { start: '12:00', end: '11:30' } }),
    ).rejects.toMatchObject({ status: 422, message: 'The monday_end field must be after monday_start.' })
  })
})

describe('account.updateUser (part 2 §7 PATCH /api/user/update-user)', () => {
  it('saves the account form; company info shows every field and the new email logs in', async () => {
    const api = client()
    const { apiCode, input } = await freshAccount(api)
    const email = `k-${Date.now()}@orbital.test`
    await api.account.updateUser(apiCode, { ...profile, email })
    expect(await api.account.companyInfo(apiCode)).toMatchObject({ ...profile, email })
    await expect(api.auth.login({ email, password: input.password })).resolves.toBe(apiCode)
  })

  it('clears the billing address with null', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    await api.account.updateUser(apiCode, { ...profile, email: `b-${Date.now()}@orbital.test` })
    await api.account.updateUser(apiCode, {
      ...profile,
      email: `c-${Date.now()}@orbital.test`,
      billingAddress: null,
    })
    expect((await api.account.companyInfo(apiCode)).billingAddress).toBeNull()
  })

  it.each([
    ['firstName', { firstName: ' ' }, 'Please Add User First Name'],
    ['lastName', { lastName: '' }, 'Please Add User Last Name'],
    ['businessName', { businessName: 'x'.repeat(192) }, 'Please Add User Business Name'],
    ['email', { email: 'not-an-email' }, 'Please Add User E-mail & Verify Format'],
    ['mobile', { mobile: '780-555-0100' }, 'Please Add User Mobile Only 10 Digits Are Accepted'],
  ])('refuses a bad %s with the message naming it (part 2 §5.6)', async (_, change, message) => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const error = await api.account
      .updateUser(apiCode, { ...profile, email: `e-${Date.now()}@orbital.test`, ...change })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ call: 'account.updateUser', status: 422, message })
  })

  it("refuses another account's email", async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    await expect(
      api.account.updateUser(apiCode, { ...profile, email: 'flags@waybill.test' }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'The email has already been taken.',
    })
  })
})
