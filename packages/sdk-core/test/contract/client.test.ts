import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { ApiError, ContractError, NetworkError, TimeoutError } from '../../src/http/errors.ts'
import { manualClock, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

describe('auth.login (part 1 §7 POST /api/user/getMyBusinessApiCode)', () => {
  it('returns the api code of the demo account', async () => {
    const code = await client().auth.login(sandbox().demo)
    expect(code).toMatch(/^[0-9a-f]{64}$/)
  })

  it.each([
    ['a wrong password', { email: 'demo@waybill.test', password: 'nope' }],
    ['an unknown email', { email: 'nobody@waybill.test', password: 'waybill-demo' }],
  ])('answers %s with "Invalid email or password" (part 1 §8)', async (_, credentials) => {
    const error = await client()
      .auth.login(credentials)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password', call: 'auth.login' })
  })

  it('says "Invalid email or password" for any non-200, even a server error (part 1 §7)', async () => {
    sandbox().inject({
      path: '/api/user/getMyBusinessApiCode',
      kind: 'status',
      status: 503,
      body: { message: 'Down' },
    })
    await expect(client().auth.login(sandbox().demo)).rejects.toMatchObject({
      status: 503,
      serverMessage: 'Down',
      message: 'Invalid email or password',
    })
  })
})

describe('account.companyInfo (part 1 §7 GET /api/user/companyInfo)', () => {
  it('maps the demo account: names, cents, pickup hours without seconds, flags off (part 1 §3)', async () => {
    const api = client()
    const account = await api.account.companyInfo(await api.auth.login(sandbox().demo))
    expect(account).toMatchObject({
      email: 'demo@waybill.test',
      firstName: 'Dana',
      lastName: 'Demo',
      businessName: 'Prairie Parcel Co.',
      isValetEnabled: false,
      isMyFleetEnabled: false,
      isOnHoldEnabled: false,
      mapLatLng: { lat: 53.541427, lng: -113.500434 },
    })
    expect(account.pickupHours.monday).toEqual({ start: '09:00', end: '16:00' })
    expect(account.expressMaxTime).toMatch(/^\d{2}:\d{2}$/)
    for (const card of account.cards) expect(card.number).not.toMatch(/\d{12,}/)
  })

  it('maps every flag of the all-flags profile, on_hold_{product} included (part 1 §3, §6)', async () => {
    const api = client()
    const code = await api.auth.login({ email: 'flags@waybill.test', password: 'waybill-flags' })
    const account = await api.account.companyInfo(code)
    expect(account).toMatchObject({
      businessName: 'All Flags Logistics',
      isValetEnabled: true,
      isMyFleetEnabled: true,
      isOnHoldEnabled: true,
      isFavouriteAgentEnable: true,
      isEFTPayment: true,
      isUserCredit: true,
      isSundayDeliveryEnabled: true,
      isExpressEnabled: true,
      credit: 2500,
    })
  })

  it('says "Error fetching company info" for a non-200 (part 1 §8)', async () => {
    await expect(client().account.companyInfo('0'.repeat(64))).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Error fetching company info',
    })
  })

  it('sends the api code to the configured API only, in the query the spec names', async () => {
    const seen: URL[] = []
    const api = client({
      fetch: (input, init) => {
        seen.push(new URL(String(input)))
        return fetch(input, init)
      },
    })
    const code = await api.auth.login(sandbox().demo)
    await api.account.companyInfo(code)
    expect(seen.map((url) => url.origin)).toEqual([sandbox().url, sandbox().url])
    expect(seen[1]?.searchParams.get('api_key')).toBe(code)
  })
})

describe('catalog (part 1 §7)', () => {
  it('lists the six size categories, two per tier, with weight ranges', async () => {
    const sizes = await client().catalog.sizeCategories()
    expect(sizes.map((size) => size.name)).toEqual(['SMALL', 'SMALL', 'MEDIUM', 'MEDIUM', 'LARGE', 'LARGE'])
    for (const size of sizes) expect(size.weightCategories.length).toBeGreaterThan(0)
  })

  it('lists the sign-up regions', async () => {
    const regions = await client().catalog.regions()
    expect(regions.map((region) => region.name)).toEqual(['Edmonton', 'Red Deer', 'Calgary'])
  })
})

describe('error mapping against the real sandbox (ARCHITECTURE §3 Errors)', () => {
  const path = '/api/web/size-category'
  // One attempt each: retrying is covered in retry.test.ts.
  const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
    createClient({ baseUrl: sandbox().url, logger: silentLogger, retry: false, ...options })

  it("passes on the server's message of a non-200", async () => {
    sandbox().inject({ path, kind: 'status', status: 500, body: { message: 'Sizes are resting' } })
    await expect(client().catalog.sizeCategories()).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
      message: 'Sizes are resting',
    })
  })

  it("falls back to 'An error ocurred while processing your request' when the server gives no message (part 2 §8)", async () => {
    sandbox().inject({ path, kind: 'status', status: 502, body: '<html>Bad gateway</html>' })
    const error = await client()
      .catalog.sizeCategories()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 502, serverMessage: undefined })
    expect((error as Error).message).toBe('An error ocurred while processing your request')
  })

  it('refuses any success status but 200 where the spec accepts only 200 (part 1 §7 size-category)', async () => {
    const sizes = await client().catalog.sizeCategories()
    const body = { data: { data: sizes.map(({ id, name }) => ({ id, name, weight_category: [] })) } }
    sandbox().inject({ path, kind: 'status', status: 201, body })
    await expect(client().catalog.sizeCategories()).rejects.toMatchObject({ name: 'ApiError', status: 201 })
  })

  it('raises a ContractError for a body that is not JSON', async () => {
    sandbox().inject({ path, kind: 'malformed' })
    const error = await client()
      .catalog.sizeCategories()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContractError)
    expect(error).toMatchObject({ call: 'catalog.sizeCategories', field: '' })
  })

  it('raises a ContractError naming the call and the field for a wrong shape, never undefined', async () => {
    sandbox().inject({
      path,
      kind: 'status',
      status: 200,
      body: { data: { data: [{ id: 'one', name: 'SMALL' }] } },
    })
    const error = await client()
      .catalog.sizeCategories()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContractError)
    expect(error).toMatchObject({ call: 'catalog.sizeCategories', field: 'data.data.0.id' })
    expect((error as ContractError).detail).toContain("'data.data.0.id'")
  })

  it('raises a TimeoutError when no answer comes within the timeout (fake clock)', async () => {
    sandbox().inject({ path, kind: 'delay', ms: 10_000 })
    const clock = manualClock()
    const pending = client({ clock, timeoutMs: 1234 }).catalog.sizeCategories()
    expect(clock.pending()).toBe(1)
    clock.fireAll()
    await expect(pending).rejects.toBeInstanceOf(TimeoutError)
    await expect(pending).rejects.toMatchObject({ timeoutMs: 1234 })
  })

  it('raises a NetworkError when the connection drops without an answer', async () => {
    sandbox().inject({ path, kind: 'drop-before' })
    await expect(client().catalog.sizeCategories()).rejects.toBeInstanceOf(NetworkError)
  })

  it('raises a NetworkError when nothing listens at the base URL', async () => {
    const { startSandbox } = await import('@waybill/sandbox')
    const gone = await startSandbox({ database: ':memory:', log: () => {} })
    await gone.close()
    await expect(createClient({ baseUrl: gone.url }).catalog.regions()).rejects.toBeInstanceOf(NetworkError)
  })

  it('clears its timer once answered', async () => {
    const clock = manualClock()
    await client({ clock }).catalog.regions()
    expect(clock.pending()).toBe(0)
  })
})
