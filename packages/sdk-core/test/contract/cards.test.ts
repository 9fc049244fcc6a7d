import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import type { CardDetails } from '../../src/domain/cards.ts'
import { ApiError } from '../../src/http/errors.ts'
import { freshAccount, recordingFetch } from './accountFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

const mastercard: CardDetails = {
  name: 'Ada King',
  number: '5555 5555 5555 4444',
  expiryMonth: '09',
  expiryYear: '35',
  cvc: '123',
  postal: 'T5J 0H6',
}

describe('cards.list (part 2 §7 GET /api/web/card)', () => {
  it('lists the demo card from data.data.cards, masked to its last 4 (part 2 §3.12)', async () => {
    const api = client()
    const cards = await api.cards.list(await api.auth.login(sandbox().demo))
    expect(cards).toEqual([
      {
        cardId: expect.any(Number),
        name: 'Dana Demo',
        number: '**** 4242',
        expiryMonth: '12',
        expiryYear: '29',
        brand: 'Visa',
      },
    ])
  })

  it('sends the api code as the api_key query', async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    const code = await api.auth.login(sandbox().demo)
    await api.cards.list(code)
    expect(fetch.sent.at(-1)?.url.searchParams.get('api_key')).toBe(code)
  })
})

describe('cards.token and cards.add (part 2 §7 POST /api/web/token, POST /api/web/card)', () => {
  it('saves a card in two steps; the list and company info show it, brand from the number', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const token = await api.cards.token(mastercard)
    expect(token).toMatch(/^tok_/)
    const saved = await api.cards.add(apiCode, token)
    expect(saved).toMatchObject({
      name: 'Ada King',
      number: '**** 4444',
      expiryMonth: '09',
      expiryYear: '35',
      brand: 'Mastercard',
    })
    expect(await api.cards.list(apiCode)).toEqual([saved])
    const account = await api.account.companyInfo(apiCode)
    expect(account.cards).toEqual([saved])
    expect(account.hasCardOnAccount).toBe(true)
  })

  it('sends the full number (spaces stripped) and the CVC to the token call only', async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    const { apiCode } = await freshAccount(api)
    await api.cards.save(apiCode, mastercard)
    const [token, add] = fetch.sent.slice(-2)
    expect(token?.body).toMatchObject({
      number: '5555555555554444',
      cvc: '123',
      expiry_month: '09',
      postal: 'T5J 0H6',
    })
    expect(token?.body).not.toHaveProperty('api_key')
    expect(add?.body).toEqual({ token: expect.stringMatching(/^tok_/), api_key: apiCode })
  })

  it('declines the reserved number 4000 0000 0000 0002 with 402 (docs/contract/accounts.md)', async () => {
    const error = await client()
      .cards.token({ ...mastercard, number: '4000 0000 0000 0002' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ call: 'cards.token', status: 402, message: 'Your card was declined.' })
  })

  it.each([
    ['a number failing the Luhn check', { number: '4242 4242 4242 4241' }, 'The number field is invalid.'],
    ['a number of 15 digits', { number: '424242424242424' }, 'The number field is invalid.'],
    ['an expired card', { expiryMonth: '01', expiryYear: '20' }, 'The card has expired.'],
    ['a month 13', { expiryMonth: '13' }, 'The expiry_month field is invalid.'],
    ['a 2-digit CVC', { cvc: '12' }, 'The cvc field is invalid.'],
  ])('refuses %s (part 2 §5.5)', async (_, change, message) => {
    await expect(client().cards.token({ ...mastercard, ...change })).rejects.toMatchObject({
      status: 422,
      message,
    })
  })

  it('uses a token once: a second add with it fails', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const token = await api.cards.token(mastercard)
    await api.cards.add(apiCode, token)
    await expect(api.cards.add(apiCode, token)).rejects.toMatchObject({
      status: 422,
      message: 'The card token is invalid or has expired.',
    })
    expect(await api.cards.list(apiCode)).toHaveLength(1)
  })

  it('refuses a token the sandbox never issued', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    await expect(api.cards.add(apiCode, 'tok_made_up')).rejects.toMatchObject({ status: 422 })
  })
})

describe('cards.update and cards.remove (part 2 §7 PATCH and DELETE /api/web/card/{card_id})', () => {
  it('edits name, expiry and postal code; the number stays (part 2 §5.5)', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const saved = await api.cards.save(apiCode, mastercard)
    const updated = await api.cards.update(apiCode, saved.cardId, { name: 'A. King', expiryYear: '36' })
    expect(updated).toEqual({ ...saved, name: 'A. King', expiryYear: '36' })
    expect(await api.cards.list(apiCode)).toEqual([updated])
  })

  it('sends only the fields that change, never a number', async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    const { apiCode } = await freshAccount(api)
    const saved = await api.cards.save(apiCode, mastercard)
    await api.cards.update(apiCode, saved.cardId, { postal: 'T6E 0E3' })
    const sent = fetch.sent.at(-1)
    expect(sent?.url.pathname).toBe(`/api/web/card/${saved.cardId}`)
    expect(sent?.body).toEqual({ api_key: apiCode, postal: 'T6E 0E3' })
  })

  it('refuses an expiry in the past', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const saved = await api.cards.save(apiCode, mastercard)
    await expect(api.cards.update(apiCode, saved.cardId, { expiryYear: '20' })).rejects.toMatchObject({
      status: 422,
      message: 'The card has expired.',
    })
  })

  it('removes a card; removing it again, or a card of another account, is 404', async () => {
    const api = client()
    const { apiCode } = await freshAccount(api)
    const saved = await api.cards.save(apiCode, mastercard)
    await api.cards.remove(apiCode, saved.cardId)
    expect(await api.cards.list(apiCode)).toEqual([])
    await expect(api.cards.remove(apiCode, saved.cardId)).rejects.toMatchObject({ status: 404 })
    const [demoCard] = await api.cards.list(await api.auth.login(sandbox().demo))
    await expect(api.cards.remove(apiCode, demoCard?.cardId ?? 0)).rejects.toMatchObject({
      status: 404,
      message: 'The card could not be found.',
    })
    await expect(api.cards.update(apiCode, demoCard?.cardId ?? 0, { name: 'Thief' })).rejects.toMatchObject({
      status: 404,
    })
  })
})
