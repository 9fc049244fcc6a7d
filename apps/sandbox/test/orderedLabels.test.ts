import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listLabelEmails } from '../src/db/tables/labelEmails.ts'
import { LABEL_SIZES } from '../src/labels/label.ts'
import { NO_LABELS } from '../src/routes/labels.ts'
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
  ids.delivered = insertOrder(server.db, demo, { name: 'Delta', status: 6 })
  ids.nextDay = insertOrder(server.db, demo, { name: 'Echo', date: '2026-11-24' })
  ids.foreign = insertOrder(server.db, server.userId(OTHER), { name: 'Foreign' })
})
afterAll(() => server.close())

interface Answer {
  message: string
  url?: string
}

async function ordered(query: string): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${server.url}/api/web/delivery/orderedlabels?api_code=${code}&update=1&${query}`)
  return { status: res.status, body: (await res.json()) as Answer }
}

/** Prepares labels, fetches the PDF from the answer's url (without the api code) and returns its pages. */
async function pages(query: string) {
  const { status, body } = await ordered(query)
  expect(status).toBe(200)
  expect(body.message).toBe('ok')
  expect(body.url).toMatch(/^\/api\/web\/delivery\/orderedlabels\/file\?token=[0-9a-f]{32}$/)
  const res = await fetch(`${server.url}${body.url}`)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  return inspectPdf(new Uint8Array(await res.arrayBuffer())).pages
}

/** The order number ('#id') of each page, turned back into the fixture's name. */
function names(list: Awaited<ReturnType<typeof pages>>): string[] {
  const byId = new Map(Object.entries(ids).map(([name, id]) => [`#${id}`, name]))
  return list.map((page) => byId.get(page.texts[1] ?? '') ?? '?')
}

describe('GET /api/web/{product}/orderedlabels (part 2 §7, §9)', () => {
  it('prints the given orders by name ascending, one page per package, A6', async () => {
    const list = await pages(`order=asc&ids=${ids.charlie},${ids.bravo},${ids.alpha}&allLabels=0&small=0`)
    expect(names(list)).toEqual(['alpha', 'bravo', 'bravo', 'charlie'])
    for (const page of list)
      expect(page.mediaBox).toEqual([0, 0, LABEL_SIZES.A6.width, LABEL_SIZES.A6.height])
  })

  it('prints them by name descending, on A7 when small', async () => {
    const list = await pages(`order=desc&ids=${ids.alpha},${ids.bravo},${ids.charlie}&small=1`)
    expect(names(list)).toEqual(['charlie', 'bravo', 'bravo', 'alpha'])
    for (const page of list)
      expect(page.mediaBox).toEqual([0, 0, LABEL_SIZES.A7.width, LABEL_SIZES.A7.height])
  })

  it("prints all the account's open orders, not delivered ones nor another account's", async () => {
    const list = await pages('order=asc&allLabels=1&ids=&pickupDate=&pickupTime=')
    expect(names(list)).toEqual(['alpha', 'bravo', 'bravo', 'charlie', 'nextDay'])
  })

  it('narrows all labels to a pickup date and window', async () => {
    expect(names(await pages('allLabels=1&pickupDate=2026-11-24'))).toEqual(['nextDay'])
    const window = encodeURIComponent('13:00 - 15:00')
    expect(names(await pages(`allLabels=1&pickupDate=2026-11-23&pickupTime=${window}`))).toEqual([
      'alpha',
      'charlie',
    ])
  })

  it("answers 200 without 'ok' when nothing matches", async () => {
    expect(await ordered('allLabels=1&pickupDate=2026-12-25')).toEqual({
      status: 200,
      body: { message: NO_LABELS },
    })
    expect(await ordered(`ids=${ids.alpha}&pickupDate=2026-12-25`)).toEqual({
      status: 200,
      body: { message: NO_LABELS },
    })
  })

  it.each([
    ['no ids and no allLabels', () => 'order=asc', 400],
    ['an unknown id', () => `ids=${ids.alpha},999999`, 404],
    ["another account's order", () => `ids=${ids.foreign}`, 404],
    ['a malformed id list', () => 'ids=1,,2', 422],
    ['an unknown order', () => `ids=${ids.alpha}&order=up`, 422],
  ])('refuses %s', async (_, query, status) => {
    expect((await ordered(query())).status).toBe(status)
  })

  it('answers 401 to a bad api code', async () => {
    const res = await fetch(`${server.url}/api/web/delivery/orderedlabels?api_code=nope&ids=${ids.alpha}`)
    expect(res.status).toBe(401)
  })

  it('serves a prepared file again on reload, and 404 for an unknown token', async () => {
    const { body } = await ordered(`ids=${ids.alpha}`)
    expect((await fetch(`${server.url}${body.url}`)).status).toBe(200)
    expect((await fetch(`${server.url}${body.url}`)).status).toBe(200)
    const unknown = await fetch(`${server.url}/api/web/delivery/orderedlabels/file?token=${'0'.repeat(32)}`)
    expect(unknown.status).toBe(404)
  })

  it('keeps the file token out of the request log', async () => {
    const { body } = await ordered(`ids=${ids.alpha}`)
    await fetch(`${server.url}${body.url}`)
    const token = body.url?.split('token=')[1] ?? 'missing'
    for (const line of server.lines) expect(line).not.toContain(token)
    expect(server.lines.at(-1)).toMatch(/orderedlabels\/file\?token=\*\*\* 200/)
  })

  it("part 2 §4.7: 'ok' records the label email of the printed orders, in their order, and logs it without the api code", async () => {
    const before = listLabelEmails(server.db, server.userId(DEMO)).length
    await pages(`order=desc&ids=${ids.alpha},${ids.charlie},${ids.bravo}`)
    const emails = listLabelEmails(server.db, server.userId(DEMO))
    expect(emails).toHaveLength(before + 1)
    const email = emails.at(-1)
    expect(email).toMatchObject({ email: DEMO, orderIds: [ids.charlie, ids.bravo, ids.alpha] })
    const line = server.lines.find((entry) => entry.startsWith(`orderedlabels #${email?.id}:`))
    expect(line).toBe(
      `orderedlabels #${email?.id}: no mail sent (sandbox); labels of delivery ${ids.charlie}, ${ids.bravo}, ${ids.alpha} for ${DEMO}`,
    )
    for (const entry of server.lines) expect(entry).not.toContain(code)
  })

  it('records no label email when the answer is not ok', async () => {
    const before = listLabelEmails(server.db, server.userId(DEMO)).length
    expect((await ordered('allLabels=1&pickupDate=2026-12-25')).body.message).toBe(NO_LABELS)
    expect((await ordered(`ids=${ids.alpha},${ids.foreign}`)).status).toBe(404)
    expect((await ordered('order=asc')).status).toBe(400)
    expect(listLabelEmails(server.db, server.userId(DEMO))).toHaveLength(before)
  })

  it('never changes an order (labels only read them; update=1 only renders afresh)', async () => {
    const before = server.db.prepare('SELECT * FROM orders ORDER BY id').all()
    await pages(`ids=${ids.alpha},${ids.bravo}&update=1`)
    await fetch(`${server.url}/api/web/delivery/${ids.alpha}/label?api_code=${code}&update=1`)
    expect(server.db.prepare('SELECT * FROM orders ORDER BY id').all()).toEqual(before)
  })
})
