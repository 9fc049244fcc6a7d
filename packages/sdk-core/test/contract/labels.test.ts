import { beforeAll, describe, expect, it } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import { messages } from '../../src/domain/messages.ts'
import { ApiError } from '../../src/http/errors.ts'
import { freshAccount, recordingFetch } from './accountFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'
import { delivery } from './orderFixtures.ts'
import { pdfHeader, pdfPages } from './pdfPages.ts'

const sandbox = useSandbox()
const A6 = [0, 0, 297.64, 419.53]
const A7 = [0, 0, 209.76, 297.64]

let client: WaybillClient
let apiCode: string
/** Order ids by reference name; the orders belong to a fresh account, so no seeded order gets in the way. */
const ids: Record<string, number> = {}
const day = delivery().pickupEarlyDatetime.slice(0, 10)
const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** A delivery named `name` picked up on `date` in the window `early`–`later` ('HH:mm'). */
function labelled(name: string, date: string, early: string, later: string, packageCount = 1) {
  return delivery({
    itemName: name,
    packageCount,
    pickupEarlyDatetime: `${date} ${early}:00`,
    pickupLaterDatetime: `${date} ${later}:00`,
    dropoffEarlyDatetime: `${date} ${later}:00`,
    dropoffLaterDatetime: `${date} 18:00:00`,
  })
}

beforeAll(async () => {
  client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = (await freshAccount(client)).apiCode
  const orders = {
    bravo: labelled('Bravo', day, '10:00', '12:00', 2),
    alpha: labelled('alpha', day, '13:00', '15:00'),
    charlie: labelled('Charlie', day, '10:00', '12:00'),
    delta: labelled('Delta', nextDay, '10:00', '12:00'),
  }
  for (const [key, order] of Object.entries(orders))
    ids[key] = (await client.orders.create(apiCode, order)).id
})

/** The reference names of the pages, in page order (each label's third text is its name). */
const namesOf = (pdf: Uint8Array) => pdfPages(pdf).map((page) => page.texts[2])

describe('labels.label (part 2 §7 GET /api/web/{product}/{id}/label)', () => {
  it('fetches a PDF with one A6 page for a one-package order (part 2 §9 default size)', async () => {
    const pdf = await client.labels.label(apiCode, ids.alpha ?? 0)
    expect(pdfHeader(pdf)).toBe('%PDF-1.4')
    const pages = pdfPages(pdf)
    expect(pages.map((page) => page.mediaBox)).toEqual([A6])
    expect(pages[0]?.texts.slice(0, 3)).toEqual(['1 of 1', `#${ids.alpha}`, 'alpha'])
  })

  it('prints one page per package', async () => {
    const pages = pdfPages(await client.labels.label(apiCode, ids.bravo ?? 0))
    expect(pages.map((page) => page.texts[0])).toEqual(['1 of 2', '2 of 2'])
  })

  it("answers another account's order as 'There was a problem, please try again' (404)", async () => {
    const other = await client.auth.login(sandbox().demo)
    await expect(client.labels.label(other, ids.alpha ?? 0)).rejects.toMatchObject({
      status: 404,
      message: messages.labelsFailed,
    })
  })
})

describe('labels.orderedLabels (part 2 §7 orderedlabels, §9 sizes and order)', () => {
  it('prints the given ids by name descending, each order on its own pages', async () => {
    const pdf = await client.labels.orderedLabelsPdf(apiCode, {
      ids: [ids.alpha ?? 0, ids.bravo ?? 0, ids.charlie ?? 0],
      order: 'desc',
    })
    expect(namesOf(pdf)).toEqual(['Charlie', 'Bravo', 'Bravo', 'alpha'])
    for (const page of pdfPages(pdf)) expect(page.mediaBox).toEqual(A6)
  })

  it('prints them ascending, on A7 when small (3x4)', async () => {
    const pdf = await client.labels.orderedLabelsPdf(apiCode, {
      ids: [ids.charlie ?? 0, ids.alpha ?? 0],
      order: 'asc',
      small: true,
    })
    expect(namesOf(pdf)).toEqual(['alpha', 'Charlie'])
    for (const page of pdfPages(pdf)) expect(page.mediaBox).toEqual(A7)
  })

  it('prints all labels of a pickup date and window', async () => {
    const all = await client.labels.orderedLabelsPdf(apiCode, { allLabels: true })
    expect(namesOf(all)).toEqual(['alpha', 'Bravo', 'Bravo', 'Charlie', 'Delta'])
    const window = await client.labels.orderedLabelsPdf(apiCode, {
      allLabels: true,
      pickupDate: day,
      pickupTime: '10:00 - 12:00',
    })
    expect(namesOf(window)).toEqual(['Bravo', 'Bravo', 'Charlie'])
  })

  it('returns a URL on the API origin that carries no api code', async () => {
    const fetch = recordingFetch()
    const api = createClient({ baseUrl: sandbox().url, logger: silentLogger, fetch })
    const url = new URL(await api.labels.orderedLabels(apiCode, { ids: [ids.alpha ?? 0] }))
    expect(url.origin).toBe(new URL(sandbox().url).origin)
    expect(url.href).not.toContain(apiCode)
    const res = await globalThis.fetch(url)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(fetch.sent.map((sent) => sent.url.searchParams.get('api_code'))).toEqual([apiCode])
  })

  it("fails with the label failure text when an id is not the account's (404)", async () => {
    const error = await client.labels
      .orderedLabels(apiCode, { ids: [ids.alpha ?? 0, 999_999] })
      .catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: messages.labelsFailed })
  })
})

describe('labels.pickupTimesForLabels (part 2 §7 getPickupTimesForLabelsByDate)', () => {
  it("lists the distinct pickup windows of the account's orders on a date, earliest first", async () => {
    expect(await client.labels.pickupTimesForLabels(apiCode, day)).toEqual(['10:00 - 12:00', '13:00 - 15:00'])
    expect(await client.labels.pickupTimesForLabels(apiCode, nextDay)).toEqual(['10:00 - 12:00'])
  })

  it('lists nothing on a day without orders', async () => {
    expect(await client.labels.pickupTimesForLabels(apiCode, '2030-01-01')).toEqual([])
  })
})

describe('labels.sendLabels (part 2 §7 sendLabels, §4.7 label modal)', () => {
  it("succeeds for the account's orders, sending the api code as api_key in the body only", async () => {
    const fetch = recordingFetch()
    const api = createClient({ baseUrl: sandbox().url, logger: silentLogger, fetch })
    await expect(api.labels.sendLabels(apiCode, [ids.alpha ?? 0, ids.bravo ?? 0])).resolves.toBeUndefined()
    const [sent] = fetch.sent
    expect(sent?.body).toEqual({ api_key: apiCode, ids: [ids.alpha, ids.bravo] })
    expect(sent?.url.search).toBe('')
    expect(messages.labelsSent).toBe('Success, you will receive an email with your labels.')
  })

  it("fails with 'There was a problem, please try again' for an unknown order", async () => {
    await expect(client.labels.sendLabels(apiCode, [999_999])).rejects.toMatchObject({
      status: 404,
      message: 'There was a problem, please try again',
    })
  })
})
