import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { createClient } from '../../src/client.ts'
import { messages } from '../../src/domain/messages.ts'
import { ApiError, ContractError, NetworkError, TimeoutError } from '../../src/http/errors.ts'
import { countingFetch, manualClock, silentLogger, useSandbox } from './fixtures.ts'
import { delivery } from './orderFixtures.ts'

// What must never happen, whatever the server or the network does: secrets sent to another origin or logged,
// a charge or an order doubled, credit spent twice, a payload asking for unbounded work.
const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })
const sent = (calls: string[], path: string) => calls.filter((call) => call === path).length

describe('secrets', () => {
  it('never follows a redirect: credentials are not re-sent to another origin', async () => {
    let hits = 0
    const other = createServer((_, res) => {
      hits += 1
      res.end('{}')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const location = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/user/getMyBusinessApiCode`
    try {
      sandbox().inject({
        path: '/api/user/getMyBusinessApiCode',
        kind: 'status',
        status: 307,
        headers: { location },
      })
      await expect(client().auth.login(sandbox().demo)).rejects.toBeInstanceOf(NetworkError)
      expect(hits).toBe(0)
    } finally {
      other.close()
    }
  })

  it('keeps the values of a broken answer out of ContractError.detail (they may be an api code)', async () => {
    sandbox().inject({
      path: '/api/user/getMyBusinessApiCode',
      kind: 'status',
      status: 200,
      body: { api_code: 987654321 },
    })
    const wrongType = await client()
      .auth.login(sandbox().demo)
      .catch((error: unknown) => error)
    expect(wrongType).toBeInstanceOf(ContractError)
    expect((wrongType as ContractError).detail).toContain("'api_code'")
    expect((wrongType as ContractError).detail).not.toContain('987654321')
    sandbox().inject({
      path: '/api/web/size-category',
      kind: 'status',
      status: 200,
      body: 'api_code=SECRETSECRET',
    })
    const notAnObject = await client({ retry: false })
      .catalog.sizeCategories()
      .catch((error: unknown) => error)
    expect((notAnObject as ContractError).detail).not.toContain('SECRET')
  })
})

describe('writes are never resent blindly (issue 3)', () => {
  const apiCode = () => client().auth.login(sandbox().demo)
  const card = {
    name: 'Dana Demo',
    number: '4242 4242 4242 4242',
    expiryMonth: '12',
    expiryYear: '30',
    cvc: '123',
    postal: 'T5J0N3',
  }
  const writes: [string, string, (code: string, api: ReturnType<typeof createClient>) => Promise<unknown>][] =
    [
      ['prepay', '/api/web/prepay-delivery', (code, api) => api.orders.prepay(code, 1500)],
      [
        'on-hold list',
        '/api/web/delivery/on-hold',
        (code, api) => api.orders.createOnHold(code, [delivery()]),
      ],
      ['cancel', '/api/web/delivery/1/cancel', (code, api) => api.orders.cancel(code, 1, 1, 'Changed plans')],
      ['card token', '/api/web/token', (_, api) => api.cards.token(card)],
      [
        'sign-up',
        '/api/web/user-sign-up',
        (_, api) =>
          api.auth.signUp({
            fullName: 'Sam Shop',
            email: 'sam@example.test',
            password: 'secret1',
            mobile: '7805550100',
            businessName: 'Sam',
            operatingRegion: 1,
          } as never),
      ],
      ['send labels', '/api/web/delivery/sendLabels', (code, api) => api.labels.sendLabels(code, [1])],
    ]

  it.each(writes)('sends a %s once on a 503 and once on a dropped answer', async (_, path, call) => {
    const code = await apiCode()
    const fetch = countingFetch()
    const api = client({ fetch })
    sandbox().inject({ path, kind: 'status', status: 503 })
    await call(code, api).catch(() => {})
    sandbox().inject({ path, kind: 'drop-after' })
    await call(code, api).catch(() => {})
    expect(sent(fetch.calls, path)).toBe(2)
  })
})

describe('payments and orders when the answer is lost', () => {
  it('prepay: a lost answer is one request, and says the charge may have gone through', async () => {
    const code = await client().auth.login(sandbox().demo)
    const clock = manualClock()
    const fetch = countingFetch()
    sandbox().inject({ path: '/api/web/prepay-delivery', kind: 'delay', ms: 5_000 })
    const pending = client({ clock, fetch })
      .orders.prepay(code, 1500)
      .catch((error: unknown) => error)
    await vi.waitFor(() => expect(clock.delays()).toContain(90_000))
    clock.advance(90_000)
    const error = await pending
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe(messages.paymentOutcomeUnknown)
    expect(sent(fetch.calls, '/api/web/prepay-delivery')).toBe(1)
  })

  it('create: a timed-out attempt is resent with the same uuid and yields one order', async () => {
    const code = await client().auth.login(sandbox().demo)
    const clock = manualClock()
    const fetch = countingFetch()
    const first = delivery()
    const order = delivery({ uuid: first.uuid, itemName: `Timed out ${first.uuid}` })
    sandbox().inject({ path: '/api/web/delivery', method: 'POST', kind: 'delay', ms: 300 })
    const pending = client({ clock, fetch, random: () => 0.5 }).orders.create(code, order)
    await vi.waitFor(() => expect(clock.delays()).toContain(90_000))
    clock.advance(90_000)
    await vi.waitFor(() => expect(clock.delays()).toContain(225))
    clock.advance(225)
    const created = await pending
    expect(created.uuid).toBe(order.uuid)
    expect(sent(fetch.calls, '/api/web/delivery')).toBe(2)
    const page = await client().dashboard.page(code, {
      view: 3,
      pageIndex: 0,
      pageSize: 100,
      search: order.uuid,
    })
    expect(page.orders.filter((listed) => listed.uuid === order.uuid).length).toBeLessThanOrEqual(1)
  })
})

describe('the sandbox bounds what a payload may ask for', () => {
  it('spends the credit balance once across an on-hold list (part 2 §9: credit applied first)', async () => {
    const api = client()
    const code = await api.auth.login({ email: 'credit@waybill.test', password: 'waybill-credit' })
    const before = (await api.account.companyInfo(code)).credit
    const result = await api.orders.createOnHold(
      code,
      Array.from({ length: 10 }, () => delivery()),
    )
    expect(result.realUuids).toHaveLength(10)
    const after = (await api.account.companyInfo(code)).credit
    expect(after).toBeGreaterThanOrEqual(0)
    expect(after).toBeLessThan(before)
  })

  it('refuses more than 999 packages with a 422, before any work', async () => {
    const code = await client().auth.login(sandbox().demo)
    const error = await client()
      .orders.paymentSummary(code, delivery({ packageCount: 1000 }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422 })
  })
})
