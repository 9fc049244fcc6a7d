import { beforeAll, describe, expect, it } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import type { Order } from '../../src/domain/orderRecord.ts'
import { fromOrderRecord } from '../../src/draft/fromOrderRecord.ts'
import { createOrderList } from '../../src/draft/orderList.ts'
import { toOrderSubmission } from '../../src/draft/toOrderSubmission.ts'
import { ApiError } from '../../src/http/errors.ts'
import { memoryStorage } from '../../src/session/storage.ts'
import { createOrderSummary } from '../../src/summary/orderSummary.ts'
import { NOW, SUBMISSION_CONTEXT } from '../draftFixtures.ts'
import { settle, validDraft } from '../summaryFixtures.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'
import { delivery, freshUuid } from './orderFixtures.ts'

const sandbox = useSandbox()
const FLAGS = { email: 'flags@waybill.test', password: 'waybill-flags' }
let client: WaybillClient
let demoCode: string
let flagsCode: string

beforeAll(async () => {
  client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  demoCode = await client.auth.login(sandbox().demo)
  flagsCode = await client.auth.login(FLAGS)
})

/** The account's active orders whose reference, names or addresses match `search`. */
async function active(apiCode: string, search: string): Promise<readonly Order[]> {
  return (await client.dashboard.page(apiCode, { view: 3, pageIndex: 0, pageSize: 100, search })).orders
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )

describe('an edit of a NEW order through orders.create with originalId (part 2 §4.2)', () => {
  it('part 2 §4.2: updates the order in place: one order, fields changed, no credit taken again', async () => {
    const original = delivery()
    const created = await client.orders.create(flagsCode, original)
    const balance = (await client.account.companyInfo(flagsCode)).credit
    expect(balance).toBeGreaterThan(0) // credit left that a second order would take
    const edit = {
      ...original,
      uuid: freshUuid(),
      originalId: created.id,
      itemName: `${original.itemName} edited`,
      premiumOptions: { ...original.premiumOptions, specialCare: true },
    }
    const edited = await client.orders.create(flagsCode, edit)
    expect(edited).toMatchObject({ id: created.id, uuid: created.uuid, status: 1, itemName: edit.itemName })
    expect(edited.feeCents).toBeGreaterThan(created.feeCents)
    expect((await active(flagsCode, original.itemName)).map((order) => order.id)).toEqual([created.id])
    expect((await client.account.companyInfo(flagsCode)).credit).toBe(balance)

    // The same edit sent again (a lost answer): the same order back, nothing applied twice or created.
    expect(await client.orders.create(flagsCode, edit)).toEqual(edited)
    expect((await active(flagsCode, original.itemName)).map((order) => order.id)).toEqual([created.id])
    expect((await client.account.companyInfo(flagsCode)).credit).toBe(balance)
  })

  it("part 2 §4.2: another account's order id is 422 'The originalId field is invalid.'", async () => {
    const theirs = await client.orders.create(flagsCode, delivery())
    const error = await failure(client.orders.create(demoCode, delivery({ originalId: theirs.id })))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, message: 'The originalId field is invalid.' })
    expect(await active(flagsCode, theirs.itemName)).toEqual([expect.objectContaining({ id: theirs.id })])
  })

  it("part 2 §4.2: an order a driver accepted meanwhile (3) is 422 'This delivery can no longer be edited.'", async () => {
    const order = await client.orders.create(demoCode, delivery())
    sandbox().simulator.step() // 1 NEW → 2 AWAITING DRIVER ACCEPT
    sandbox().simulator.step() // → 3 ACCEPTED
    const error = await failure(
      client.orders.create(demoCode, delivery({ originalId: order.id, itemName: order.itemName })),
    )
    expect(error).toMatchObject({ status: 422, message: 'This delivery can no longer be edited.' })
    expect(await active(demoCode, order.itemName)).toHaveLength(1)
  })
})

describe('edits that change the order only once (part 2 §4.2, §4.3)', () => {
  it("part 2 §4.2: an edit asking for Express is 422 'Express is not available when editing a delivery.'", async () => {
    const order = await client.orders.create(demoCode, delivery())
    const edit = delivery({ originalId: order.id, itemName: `${order.itemName} express`, isExpress: true })
    const error = await failure(client.orders.create(demoCode, edit))
    expect(error).toMatchObject({ status: 422, message: 'Express is not available when editing a delivery.' })
    expect(await active(demoCode, order.itemName)).toEqual([
      expect.objectContaining({ id: order.id, itemName: order.itemName }),
    ])
  })

  it('part 2 §4.3: a resent on-hold update answers the same order, unchanged', async () => {
    const original = delivery()
    await client.orders.createOnHold(demoCode, [original])
    const [held] = await active(demoCode, original.itemName)
    const update = { ...original, id: held?.id ?? 0, itemName: `${original.itemName} (held edit)` }
    const saved = await client.orders.updateOnHold(demoCode, update, update.pickup, update.dropoff)
    const resent = await client.orders.updateOnHold(demoCode, update, update.pickup, update.dropoff)
    expect(resent).toEqual(saved)
  })
})

describe('the dashboard edit through the order summary (part 2 §4.2, §4.5)', () => {
  it('part 2 §4.2 "Editing is free": books the edit in place without a prepay; one order stays', async () => {
    const fetch = countingFetch()
    const signed = createClient({ baseUrl: sandbox().url, fetch, logger: silentLogger })
    const account = await signed.account.companyInfo(demoCode)
    const reference = `Edit ${Date.now().toString(36)}`
    const draft = validDraft(freshUuid(), { itemName: reference })
    const created = await signed.orders.create(demoCode, toOrderSubmission(draft, SUBMISSION_CONTEXT))
    const [record] = await active(demoCode, reference)
    expect(record?.id).toBe(created.id)

    const editDraft = fromOrderRecord(record as Order, { purpose: 'edit', defaultInsuranceValue: 100 })
    const orderList = createOrderList({ defaultInsuranceValue: 100 })
    orderList.add({
      ...editDraft,
      packages: draft.packages,
      dropoff: { ...editDraft.dropoff, name: 'Riley Chen' },
    })
    const summary = createOrderSummary({
      client: signed,
      orderList,
      apiCode: () => demoCode,
      account: () => account,
      now: () => NOW,
      storage: memoryStorage(),
      sleep: async () => {},
    })
    summary.subscribe(() => {})
    for (let tries = 0; tries < 100 && !summary.getSnapshot().payment.canSubmit; tries++) await settle()
    expect(await summary.submit()).toBe(true)

    const after = await active(demoCode, reference)
    expect(after.map((order) => [order.id, order.uuid, order.dropoff.name])).toEqual([
      [created.id, created.uuid, 'Riley Chen'],
    ])
    expect(fetch.calls.filter((path) => path === '/api/web/prepay-delivery')).toHaveLength(0)
  })
})
