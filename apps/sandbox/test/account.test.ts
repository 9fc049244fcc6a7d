import { companyInfoResponse, DEFAULT_PRODUCT, WEEKDAYS, WireErrorBody } from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { login, memorySandbox } from './helpers.ts'

interface CompanyInfo {
  id?: number
  user: Record<string, unknown>
  business: Record<string, unknown>
  cards: { card_id: number; name: string; number: string; brand?: string }[]
  pickup: Record<string, string | null>
  available_times: string[]
  is_eft_payment: number
  is_use_credit: number
  is_sunday_delivery_enabled: number
  operating_region_lat_lng: { lat: number; lng: number }
  region_times: { open: string; close: string }
  skipped_days: { local: string[]; intercity: string[]; valet: string[] }
}

let sandbox: Sandbox
let demoCode: string
let flagsCode: string

async function companyInfo(query: string) {
  return fetch(`${sandbox.url}/api/user/companyInfo${query}`)
}

beforeAll(async () => {
  sandbox = await memorySandbox()
  demoCode = await login(sandbox)
  flagsCode = await login(sandbox, 'flags@waybill.test', 'waybill-flags')
})
afterAll(() => sandbox.close())

describe('GET /api/user/companyInfo', () => {
  it('answers the demo account in the wire shape (part 1 §3 User/account, §7)', async () => {
    const res = await companyInfo(`?api_key=${demoCode}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as CompanyInfo
    expect(is(body, companyInfoResponse(DEFAULT_PRODUCT))).toBe(true)
    expect(body.user).toMatchObject({ email: 'demo@waybill.test', first_name: 'Dana', last_name: 'Demo' })
    expect(body.user.on_hold_delivery).toBe(0)
    expect(body.business.business_name).toBe('Prairie Parcel Co.')
    expect(body.operating_region_lat_lng).toEqual({ lat: 53.541427, lng: -113.500434 })
    expect(body.available_times.length).toBeGreaterThan(0)
    expect(body.skipped_days.local).toEqual(expect.arrayContaining(['25-12', '01-01']))
  })

  it('defaults pickup hours to 09:00:00-16:00:00 every day (part 1 §2 Pickup hours)', async () => {
    const body = (await (await companyInfo(`?api_key=${demoCode}`)).json()) as CompanyInfo
    for (const day of WEEKDAYS) {
      expect(body.pickup[`${day}_open`]).toBe('09:00:00')
      expect(body.pickup[`${day}_close`]).toBe('16:00:00')
    }
  })

  it('sends every account flag as 0/1 and credit in cents for the flags profile (part 1 §6)', async () => {
    const body = (await (await companyInfo(`?api_key=${flagsCode}`)).json()) as CompanyInfo
    expect(is(body, companyInfoResponse(DEFAULT_PRODUCT))).toBe(true)
    expect(body.user).toMatchObject({
      valet_enabled: 1,
      enable_my_fleet: 1,
      on_hold_delivery: 1,
      enable_favourite_agent: 1,
      express_enabled: 1,
      credit: 2500,
    })
    expect(body).toMatchObject({ is_eft_payment: 1, is_use_credit: 1, is_sunday_delivery_enabled: 1 })
    expect(body.business.business_name).toBe('All Flags Logistics')
    expect(body.pickup.sunday_open).toBeNull()
  })

  it('masks card numbers: brand and last four digits only (part 2 §3.12)', async () => {
    const body = (await (await companyInfo(`?api_key=${flagsCode}`)).json()) as CompanyInfo
    expect(body.cards.length).toBe(2)
    for (const card of body.cards) expect(card.number).toMatch(/^\*{4} \d{4}$/)
    expect(body.cards[0]).toMatchObject({ name: 'Felix Flags', brand: 'Visa', number: '**** 4242' })
  })

  it('keys the on-hold flag by the configured product slug (part 1 §3 on_hold_{product})', async () => {
    const parcels = await memorySandbox({ names: { brand: 'acme', product: 'parcel' } })
    try {
      const code = await login(parcels)
      const body = (await (
        await fetch(`${parcels.url}/api/user/companyInfo?api_key=${code}`)
      ).json()) as CompanyInfo
      expect(is(body, companyInfoResponse('parcel'))).toBe(true)
      expect(body.user).toHaveProperty('on_hold_parcel', 0)
      expect(body.user).not.toHaveProperty('on_hold_delivery')
    } finally {
      await parcels.close()
    }
  })

  it('answers a missing api_key with 400 and a message', async () => {
    const res = await companyInfo('')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'The api_key field is required.' })
  })

  it('answers an empty api_key with 422 naming the field', async () => {
    const res = await companyInfo('?api_key=')
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'The api_key field is invalid.' })
  })

  it("answers an unknown api_key with 401 'Unauthenticated.'", async () => {
    const res = await companyInfo(`?api_key=${'0'.repeat(64)}`)
    expect(res.status).toBe(401)
    const body: unknown = await res.json()
    expect(is(body, WireErrorBody)).toBe(true)
    expect(body).toEqual({ message: 'Unauthenticated.' })
  })

  it('ignores query parameters the call does not define (cache busters)', async () => {
    const res = await companyInfo(`?api_key=${demoCode}&_=${Date.now()}`)
    expect(res.status).toBe(200)
  })
})
