import { beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import type { NewContact } from '../../src/domain/contact.ts'
import { ApiError } from '../../src/http/errors.ts'
import { recordingFetch } from './accountFixtures.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

const codes = { demo: '', flags: '' }
beforeAll(async () => {
  const api = client()
  codes.demo = await api.auth.login(sandbox().demo)
  codes.flags = await api.auth.login({ email: 'flags@waybill.test', password: 'waybill-flags' })
})

const florist: NewContact = {
  name: 'Bloom & Co',
  address: '10150 Jasper Ave NW, Edmonton, AB T5J 1J2, Canada',
  unit: 'Suite 5',
  phone: '780-555-0111, +1 403 555 0112',
  email: 'bloom@example.test,orders@example.test',
  isPickup: true,
  isDropoff: false,
  latitude: 53.5416,
  longitude: -113.4934,
}

describe('contacts.list and contacts.table (part 1 §7 GET /api/web/user-contact, …/dt)', () => {
  it('lists the seeded demo contacts with 0/1 flags as booleans', async () => {
    const contacts = await client().contacts.list(codes.demo)
    expect(contacts.map((contact) => contact.name)).toEqual([
      'Riverbend Florist',
      'Whyte Ave Books',
      'Gaetz Hardware',
      'Stephen Ave Studio',
      'Market stall',
    ])
    expect(contacts[0]).toMatchObject({ isPickup: true, isDropoff: true, unit: '', w3w: null })
    expect(contacts[2]).toMatchObject({ isPickup: true, isDropoff: false })
    expect(contacts[4]).toMatchObject({ address: '///prairie.wheat.lantern', w3w: 'prairie.wheat.lantern' })
  })

  it('reads the table from data.data, the same contacts', async () => {
    const api = client()
    expect(await api.contacts.table(codes.demo)).toEqual(await api.contacts.list(codes.demo))
  })

  it('sends the api code as the api_code query', async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    await api.contacts.list(codes.demo)
    await api.contacts.table(codes.demo)
    expect(fetch.sent.map((sent) => sent.url.searchParams.get('api_code'))).toEqual([codes.demo, codes.demo])
  })

  it('answers an unknown api code with 401', async () => {
    await expect(client().contacts.list('0'.repeat(64))).rejects.toMatchObject({ status: 401 })
    await expect(client().contacts.table('0'.repeat(64))).rejects.toMatchObject({ status: 401 })
  })
})

describe('contacts.add and contacts.remove (part 1 §7 POST /api/web/user-contact, DELETE …/{id})', () => {
  it('saves a contact with several phones and emails, lists it, then removes it', async () => {
    const api = client()
    const saved = await api.contacts.add(codes.flags, florist)
    expect(saved).toEqual({ ...florist, id: expect.any(Number), w3w: null })
    expect(await api.contacts.table(codes.flags)).toContainEqual(saved)
    await api.contacts.remove(codes.flags, saved.id)
    expect(await api.contacts.list(codes.flags)).not.toContainEqual(saved)
  })

  it("stores a what3words contact's address with a leading '///' (part 1 §3)", async () => {
    const api = client()
    const point = await api.geo.w3wToCoordinates('maple.river.stone')
    const saved = await api.contacts.add(codes.flags, {
      ...florist,
      address: '',
      w3w: '///maple.river.stone',
      latitude: point.lat,
      longitude: point.lng,
    })
    expect(saved).toMatchObject({ address: '///maple.river.stone', w3w: 'maple.river.stone' })
  })

  it('sends flags as 0/1 and the api code in the body only', async () => {
    const fetch = recordingFetch()
    const saved = await client({ fetch }).contacts.add(codes.flags, {
      ...florist,
      isPickup: false,
      isDropoff: true,
    })
    expect(fetch.sent[0]?.url.search).toBe('')
    expect(fetch.sent[0]?.body).toMatchObject({
      is_pickup: 0,
      is_dropoff: 1,
      api_code: codes.flags,
      unit: 'Suite 5',
    })
    await client().contacts.remove(codes.flags, saved.id)
  })

  it.each<[string, Partial<NewContact>, string]>([
    ['neither pickup nor drop-off', { isPickup: false, isDropoff: false }, 'is_pickup'],
    ['no name', { name: '  ' }, 'name'],
    ['no address and no w3w', { address: '', w3w: null }, 'address'],
    ['a malformed w3w', { w3w: 'maple.river' }, 'w3w'],
    ['a bad phone', { phone: '780-555-0111, 12345' }, 'phone'],
    ['a bad email', { email: 'bloom@example.test, nope' }, 'email'],
    ['a zero latitude', { latitude: 0 }, 'latitude'],
    ['a latitude that is not a number', { latitude: Number.NaN }, 'latitude'],
    ['a longitude out of range', { longitude: -200 }, 'longitude'],
  ])('refuses a contact with %s: 422 naming the field (part 1 §5)', async (_, change, field) => {
    const error = await client()
      .contacts.add(codes.flags, { ...florist, ...change })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, message: expect.stringContaining(field) })
  })

  it('answers 404 for another account’s contact and leaves it in place', async () => {
    const api = client()
    const saved = await api.contacts.add(codes.flags, florist)
    await expect(api.contacts.remove(codes.demo, saved.id)).rejects.toMatchObject({
      status: 404,
      message: 'Contact not found.',
    })
    expect(await api.contacts.list(codes.flags)).toContainEqual(saved)
    await expect(api.contacts.remove(codes.flags, 99_999_999)).rejects.toMatchObject({ status: 404 })
  })

  it('refuses an id that is not a positive integer without a call', async () => {
    const fetch = countingFetch()
    await expect(client({ fetch }).contacts.remove(codes.flags, 1.5)).rejects.toBeInstanceOf(TypeError)
    expect(fetch.calls).toEqual([])
  })

  it('answers an unknown api code with 401', async () => {
    await expect(client().contacts.add('0'.repeat(64), florist)).rejects.toMatchObject({ status: 401 })
    await expect(client().contacts.remove('0'.repeat(64), 1)).rejects.toMatchObject({ status: 401 })
  })
})
