import { beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { fillNames, messages } from '../../src/domain/messages.ts'
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

const row = {
  name: 'Ann Archer',
  unitNumber: '12',
  address: '10220 Jasper Ave NW',
  city: 'edmonton',
  province: 'alberta',
  postal: 'T5J 1J2',
  phone: '7805550101',
  itemName: 'Ann Archer',
  packageCount: 2,
  valid: false,
  uuid: 'row-1',
}

describe('batch.validateAddress (part 2 §7 POST /api/web/validate-address)', () => {
  it('places a row by address, city and province: valid with city, zone and coordinates (part 2 §4.6)', async () => {
    const result = await client().batch.validateAddress(codes.demo, row)
    expect(result).toEqual({
      valid: true,
      formattedAddress: expect.stringMatching(/^10220 Jasper Ave NW, Edmonton, AB T5J \d[A-Z]\d, Canada$/),
      lat: expect.any(Number),
      lng: expect.any(Number),
      city: 'Edmonton',
      zone: { id: 1, name: 'Edmonton' },
      uuid: 'row-1',
    })
  })

  it('places a row by its what3words triple when it has no address', async () => {
    const result = await client().batch.validateAddress(codes.demo, {
      w3w: 'filled.count.soap',
      uuid: 'row-2',
    })
    expect(result).toMatchObject({ valid: true, formattedAddress: '///filled.count.soap', uuid: 'row-2' })
  })

  it.each([
    ['an unknown street', { ...row, address: '1 Nowhere Rd' }],
    ['a city the street is not in', { ...row, city: 'Calgary' }],
    ['a triple outside every zone', { w3w: 'outside.every.zone', uuid: 'row-1' }],
  ])('keeps a row invalid for %s: the answer has no city', async (_, input) => {
    expect(await client().batch.validateAddress(codes.demo, input)).toEqual({ valid: false, uuid: 'row-1' })
  })

  it('sends the row in the spreadsheet field names plus api_code, and retries a 5xx', async () => {
    sandbox().inject({ path: '/api/web/validate-address', kind: 'status', status: 503 })
    const fetch = recordingFetch()
    await client({ fetch, retry: { baseDelayMs: 1, maxDelayMs: 2 } }).batch.validateAddress(codes.demo, row)
    expect(fetch.sent).toHaveLength(2)
    expect(fetch.sent[1]?.body).toEqual({
      api_code: codes.demo,
      name: 'Ann Archer',
      unitNumber: '12',
      address: '10220 Jasper Ave NW',
      city: 'edmonton',
      province: 'alberta',
      postal: 'T5J 1J2',
      phone: '7805550101',
      item_name: 'Ann Archer',
      package_count: 2,
      valid: false,
      uuid: 'row-1',
    })
  })

  it('answers an unknown api code with 401', async () => {
    await expect(client().batch.validateAddress('0'.repeat(64), row)).rejects.toMatchObject({ status: 401 })
  })
})

const TEMPLATE =
  'Multi-delivery template\nname,unit,address,city,province,postal,email,phone,w3w,order,item,count\n'
const csv = (rows: string) => new Blob([`${TEMPLATE}${rows}`], { type: 'text/csv' })

describe('batch.multiDeliveries and uploadMultiDelivery (part 2 §7 /api/web/multi-{product})', () => {
  it('lists the seeded uploads newest first (part 2 §3.13)', async () => {
    expect(await client().batch.multiDeliveries(codes.demo)).toEqual([
      { id: expect.any(Number), fileName: 'missing-addresses.csv', validateStatus: 'Invalid' },
      { id: expect.any(Number), fileName: 'spring-catalogue-drops.xlsx', validateStatus: 'Validated' },
    ])
  })

  it("stores an upload as 'Pending', then lists its verdict", async () => {
    const api = client()
    const good = await api.batch.uploadMultiDelivery(
      codes.flags,
      csv('Ann,,4910 Gaetz Ave,Red Deer,AB,,,,,,,3\n'),
      'june.csv',
    )
    expect(good).toEqual({ id: expect.any(Number), fileName: 'june.csv', validateStatus: 'Pending' })
    const bad = await api.batch.uploadMultiDelivery(codes.flags, csv('Bob,,,,,,,,,,,\n'), 'broken.CSV')
    const listed = await api.batch.multiDeliveries(codes.flags)
    expect(listed.slice(0, 2)).toEqual([
      { ...bad, validateStatus: 'Invalid' },
      { ...good, validateStatus: 'Validated' },
    ])
    expect(await api.batch.multiDeliveries(codes.demo)).not.toContainEqual(
      expect.objectContaining({ id: good.id }),
    )
  })

  it('accepts an .xlsx workbook and keeps only the base name of the file', async () => {
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0])])
    const saved = await client().batch.uploadMultiDelivery(codes.flags, zip, 'C:\\batches\\week 24.xlsx')
    expect(saved.fileName).toBe('week 24.xlsx')
  })

  it('sends the file and the api key as multipart, never retried', async () => {
    sandbox().inject({ path: '/api/web/multi-delivery', method: 'POST', kind: 'status', status: 503 })
    const fetch = countingFetch()
    const upload = client({ fetch }).batch.uploadMultiDelivery(codes.flags, csv(''), 'x.csv')
    await expect(upload).rejects.toMatchObject({ status: 503 })
    expect(fetch.calls).toEqual(['/api/web/multi-delivery'])
  })

  it.each([
    ['a file that is not csv, xlsx or xls', new Blob(['%PDF-1.7']), 'orders.pdf', 422],
    ['an empty file', new Blob([]), 'empty.csv', 422],
    ['a file over 5 MiB', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), 'huge.csv', 413],
  ])('refuses %s', async (_, file, name, status) => {
    const error = await client()
      .batch.uploadMultiDelivery(codes.flags, file, name)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status })
  })

  it('answers a malformed multipart body with a 400 and keeps serving', async () => {
    const res = await fetch(`${sandbox().url}/api/web/multi-delivery`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="api_key"\r\n\r\nabc',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/closing boundary/)
    const json = await fetch(`${sandbox().url}/api/web/multi-delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
    expect(await client().batch.multiDeliveries(codes.demo)).toHaveLength(2)
  })

  it('answers an unknown api key with 401', async () => {
    await expect(client().batch.uploadMultiDelivery('0'.repeat(64), csv(''), 'x.csv')).rejects.toMatchObject({
      status: 401,
    })
  })

  it("says 'Error fetching multi-{product}s' when the list fails (part 2 §8)", async () => {
    await expect(client().batch.multiDeliveries('0'.repeat(64))).rejects.toMatchObject({
      status: 401,
      message: 'Error fetching multi-deliveries',
    })
  })

  it('has the multi-batch success text with the product filled in (part 2 §8)', () => {
    expect(fillNames(messages.multiDeliverySubmitted, client().config)).toBe(
      'Thank you for submitting your Multi-delivery batch file. A delivery Team Member will be in touch. Thank you.',
    )
  })
})
