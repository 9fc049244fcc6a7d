import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listLabelEmails } from '../src/db/tables/labelEmails.ts'
import { LABEL_SIZES } from '../src/labels/label.ts'
import { postJson } from './helpers.ts'
import { DEMO, insertOrder, type LabelServer, OTHER, startLabelServer } from './labelFixtures.ts'
import { inspectPdf } from './pdfInspect.ts'

let server: LabelServer
let code: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  server = await startLabelServer()
  code = server.apiCode(DEMO)
  const demo = server.userId(DEMO)
  ids.bravo = insertOrder(server.db, demo, { name: 'Bravo', packages: 2 })
  ids.alpha = insertOrder(server.db, demo, { name: 'alpha', window: '13:00-15:00' })
  ids.charlie = insertOrder(server.db, demo, { name: 'Charlie', status: 17, window: '13:00-15:00' })
  ids.delivered = insertOrder(server.db, demo, { name: 'Delta', status: 6, window: '07:00-08:00' })
  ids.nextDay = insertOrder(server.db, demo, { name: 'Echo', date: '2026-11-24' })
  ids.foreign = insertOrder(server.db, server.userId(OTHER), { name: 'Foreign', window: '10:00-12:00' })
})
afterAll(() => server.close())

const get = (path: string) => fetch(`${server.url}${path}`)
const pdfOf = async (res: Response) => inspectPdf(new Uint8Array(await res.arrayBuffer()))

describe('GET /api/web/{product}/{id}/label (part 2 §7)', () => {
  it('answers a PDF with one A6 page per package', async () => {
    const res = await get(`/api/web/delivery/${ids.bravo}/label?api_code=${code}&update=1`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="label-${ids.bravo}.pdf"`)
    const pdf = await pdfOf(res)
    expect(pdf.pages.map((page) => page.mediaBox)).toEqual([
      [0, 0, LABEL_SIZES.A6.width, LABEL_SIZES.A6.height],
      [0, 0, LABEL_SIZES.A6.width, LABEL_SIZES.A6.height],
    ])
    expect(pdf.pages.map((page) => page.texts[0])).toEqual(['1 of 2', '2 of 2'])
    expect(pdf.pages[0]?.texts).toContain('Recipient of Bravo')
  })

  it.each([
    ['an unknown id', () => 999_999, 404],
    ["another account's order", () => ids.foreign ?? 0, 404],
    ['an id that is not a number', () => 'abc', 404],
  ])('answers %s with %i and a message', async (_, id, status) => {
    const res = await get(`/api/web/delivery/${id()}/label?api_code=${code}`)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ message: `No delivery found with id ${id()}.` })
  })

  it('answers 401 to a bad api code and 400 without one', async () => {
    expect((await get(`/api/web/delivery/${ids.bravo}/label?api_code=nope`)).status).toBe(401)
    expect((await get(`/api/web/delivery/${ids.bravo}/label`)).status).toBe(400)
  })
})

describe('POST /api/web/{product}/sendLabels (part 2 §7)', () => {
  it('records the request, logs it without the api code, and answers ok', async () => {
    const res = await postJson(`${server.url}/api/web/delivery/sendLabels`, {
      api_key: code,
      ids: [ids.alpha, ids.bravo],
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'ok' })
    const [email] = listLabelEmails(server.db, server.userId(DEMO))
    expect(email).toMatchObject({ email: DEMO, orderIds: [ids.alpha, ids.bravo] })
    const line = server.lines.find((entry) => entry.startsWith('sendLabels'))
    expect(line).toContain(`${ids.alpha}, ${ids.bravo}`)
    for (const entry of server.lines) expect(entry).not.toContain(code)
  })

  it.each([
    ['no ids', () => ({ ids: [] }), 422],
    ['an unknown field', () => ({ ids: [ids.alpha], copies: 2 }), 422],
    ["another account's order", () => ({ ids: [ids.alpha, ids.foreign] }), 404],
    ['a bad api code', () => ({ ids: [ids.alpha], api_key: 'nope' }), 401],
  ])('refuses %s', async (_, body, status) => {
    const before = listLabelEmails(server.db, server.userId(DEMO)).length
    const res = await postJson(`${server.url}/api/web/delivery/sendLabels`, { api_key: code, ...body() })
    expect(res.status).toBe(status)
    expect(listLabelEmails(server.db, server.userId(DEMO))).toHaveLength(before)
  })
})

describe('GET /api/web/{product}/getPickupTimesForLabelsByDate (part 2 §7)', () => {
  it("lists the distinct windows of the account's open orders on that date, earliest first", async () => {
    const res = await get(`/api/web/delivery/getPickupTimesForLabelsByDate?api_code=${code}&date=2026-11-23`)
    expect(await res.json()).toEqual(['09:00 - 11:00', '13:00 - 15:00'])
  })

  it('answers an empty list for a day without orders, and 422 for a malformed date', async () => {
    const empty = await get(
      `/api/web/delivery/getPickupTimesForLabelsByDate?api_code=${code}&date=2026-12-01`,
    )
    expect(await empty.json()).toEqual([])
    const bad = await get(`/api/web/delivery/getPickupTimesForLabelsByDate?api_code=${code}&date=23-11-2026`)
    expect(bad.status).toBe(422)
  })
})
