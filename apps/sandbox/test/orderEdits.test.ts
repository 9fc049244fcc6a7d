import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { login, memorySandbox, postJson } from './helpers.ts'
import { orderPayload } from './orderPayloads.ts'

let sandbox: Sandbox
let demoCode: string
let flagsCode: string

beforeAll(async () => {
  sandbox = await memorySandbox()
  demoCode = await login(sandbox)
  flagsCode = await login(sandbox, 'flags@waybill.test', 'waybill-flags')
})
afterAll(() => sandbox.close())

interface Row {
  readonly id: number
  readonly uuid: string
  readonly status: number
  readonly item_name: string
  readonly dropoff_name: string
  readonly fee: number
}

async function create(body: Record<string, unknown>): Promise<Row> {
  const res = await postJson(`${sandbox.url}/api/web/delivery`, body)
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: Row }).data
}

async function refused(body: Record<string, unknown>): Promise<{ status: number; message: string }> {
  const res = await postJson(`${sandbox.url}/api/web/delivery`, body)
  return { status: res.status, message: ((await res.json()) as { message: string }).message }
}

/** The account's orders in a view, matching a search. */
async function page(apiCode: string, view: 1 | 2 | 3, search = '', status = ''): Promise<Row[]> {
  const query = new URLSearchParams({
    api_key: apiCode,
    draw: '1',
    length: '100',
    start: '0',
    searching: search,
    searchingDate: '',
    status,
    deliveryView: String(view),
  })
  const res = await fetch(`${sandbox.url}/api/user/getdeliveriesForBusinessAccountPagination?${query}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: Row[] }).data
}

async function credit(apiCode: string): Promise<number> {
  const res = await fetch(`${sandbox.url}/api/user/companyInfo?api_key=${apiCode}`)
  return ((await res.json()) as { user: { credit: number } }).user.credit
}

/** An edit of `order`: the same payload with a new client uuid, originalId and the changed fields. */
function editOf(apiCode: string, order: Row, changes: Record<string, unknown>): Record<string, unknown> {
  return orderPayload(apiCode, { item_name: order.item_name, originalId: order.id, ...changes })
}

describe('create with originalId edits the order in place (part 2 §4.2 "Editing is free")', () => {
  it('part 2 §4.2: an edit of a NEW order keeps its id, uuid and status and leaves one order', async () => {
    const order = await create(orderPayload(demoCode))
    const before = (await page(demoCode, 3)).length
    const edited = await create(
      editOf(demoCode, order, { item_name: `${order.item_name} (edited)`, dropoff_name: 'Riley Chen' }),
    )
    expect(edited).toMatchObject({
      id: order.id,
      uuid: order.uuid,
      status: 1,
      item_name: `${order.item_name} (edited)`,
      dropoff_name: 'Riley Chen',
    })
    expect(await page(demoCode, 3)).toHaveLength(before)
    expect(await page(demoCode, 3, `${order.item_name} (edited)`)).toEqual([
      expect.objectContaining({ id: order.id }),
    ])
  })

  it('part 2 §4.2: a resent edit answers the order and is not applied twice', async () => {
    const order = await create(orderPayload(demoCode))
    const first = editOf(demoCode, order, { item_name: `${order.item_name} v2` })
    await create(first)
    const second = await create(editOf(demoCode, order, { item_name: `${order.item_name} v3` }))
    expect(second.item_name).toBe(`${order.item_name} v3`)
    // The first edit comes again (a lost answer): it answers the order as it is, not rolled back to v2.
    const resent = await create(first)
    expect(resent).toMatchObject({ id: order.id, item_name: `${order.item_name} v3` })
    expect(await page(demoCode, 3, order.item_name)).toHaveLength(1)
  })

  it('part 2 §4.3: an ON HOLD (17) order edited through create stays on hold', async () => {
    const order = await create(orderPayload(demoCode, { status: 17 }))
    const edited = await create(editOf(demoCode, order, { dropoff_name: 'Sam Ortiz' }))
    expect(edited).toMatchObject({ id: order.id, status: 17, dropoff_name: 'Sam Ortiz' })
  })

  it('part 2 §4.2 "Editing is free": takes no more credit; a cheaper edit gives back what it no longer uses', async () => {
    const start = await credit(flagsCode)
    const order = await create(orderPayload(flagsCode, { size_category_id: 5, weight_category_id: 9 }))
    const spent = start - (await credit(flagsCode))
    expect(spent).toBe(Math.min(start, order.fee))
    const dearer = await create(
      editOf(flagsCode, order, { size_category_id: 5, weight_category_id: 9, special_care: 1 }),
    )
    expect(dearer.fee).toBeGreaterThan(order.fee)
    expect(await credit(flagsCode)).toBe(start - spent)
    const cheaper = await create(editOf(flagsCode, order, { size_category_id: 1, weight_category_id: 1 }))
    expect(await credit(flagsCode)).toBe(start - Math.min(spent, cheaper.fee))
  })
})

describe('an originalId that cannot be edited (part 2 §4.2)', () => {
  it("part 2 §4.2: an edit asking for Express is 422 'Express is not available when editing a delivery.'", async () => {
    const order = await create(orderPayload(demoCode))
    expect(await refused(editOf(demoCode, order, { is_express: 1, dropoff_name: 'Riley Chen' }))).toEqual({
      status: 422,
      message: 'Express is not available when editing a delivery.',
    })
    expect(await page(demoCode, 3, order.item_name)).toEqual([
      expect.objectContaining({ id: order.id, dropoff_name: order.dropoff_name }),
    ])
  })

  it("answers another account's order, or an unknown id, with 422 'The originalId field is invalid.'", async () => {
    const theirs = await create(orderPayload(flagsCode))
    for (const originalId of [theirs.id, 999_999]) {
      expect(await refused(orderPayload(demoCode, { originalId }))).toEqual({
        status: 422,
        message: 'The originalId field is invalid.',
      })
    }
    expect((await page(flagsCode, 3, theirs.item_name))[0]).toMatchObject({ item_name: theirs.item_name })
  })

  it('part 2 §4.2: refuses a shared order the account may not edit (status 1, shared view)', async () => {
    const shared = (await page(demoCode, 2)).find((order) => order.status === 1)
    expect(shared).toBeDefined()
    expect(await refused(orderPayload(demoCode, { originalId: shared?.id }))).toEqual({
      status: 422,
      message: 'The originalId field is invalid.',
    })
  })

  it("answers the account's order past NEW (5 OUT FOR DELIVERY) with 422 'This delivery can no longer be edited.'", async () => {
    const out = (await page(demoCode, 3, '', '5'))[0]
    expect(out?.status).toBe(5)
    const before = (await page(demoCode, 3)).length
    expect(await refused(orderPayload(demoCode, { originalId: out?.id }))).toEqual({
      status: 422,
      message: 'This delivery can no longer be edited.',
    })
    expect(await page(demoCode, 3)).toHaveLength(before)
  })

  it('part 2 §4.2: a repost (originalId of a delivered order, own or shared) is a new order', async () => {
    const delivered = (await page(demoCode, 1, '', '6'))[0]
    const sharedDelivered = (await page(demoCode, 2)).find((order) => order.status === 6)
    for (const original of [delivered, sharedDelivered]) {
      const repost = await create(orderPayload(demoCode, { originalId: original?.id }))
      expect(repost.id).not.toBe(original?.id)
      expect(repost.status).toBe(1)
    }
    expect((await page(demoCode, 1, '', '6'))[0]).toMatchObject({ id: delivered?.id, status: 6 })
  })
})
