import { beforeAll, describe, expect, it } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import type { Order } from '../../src/domain/orderRecord.ts'
import { ApiError } from '../../src/http/errors.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'
import { CALGARY_DROPOFF, delivery, EDMONTON_DROPOFF } from './orderFixtures.ts'

const sandbox = useSandbox()
let client: WaybillClient
let apiCode: string

beforeAll(async () => {
  client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await client.auth.login(sandbox().demo)
})

/** The demo account's order with this id, looked up in a view. */
async function listed(id: number, view: 1 | 3): Promise<Order | undefined> {
  const page = await client.dashboard.page(apiCode, { view, pageIndex: 0, pageSize: 100, search: String(id) })
  return page.orders.find((order) => order.id === id)
}

describe('orders.cancel (part 2 §3.7, §4.2, §7)', () => {
  it('cancels a NEW order free of charge; it moves to the done view as 9 CANCELED BY USER', async () => {
    const order = await client.orders.create(apiCode, delivery())
    expect(await client.orders.cancel(apiCode, order.id, 2, 'Not needed after all')).toEqual({
      cancelFeeCents: 0,
      status: 9,
    })
    expect(await listed(order.id, 3)).toBeUndefined()
    expect(await listed(order.id, 1)).toMatchObject({ status: 9, cancelFeeCents: 0 })
  })

  it('charges the cancellation fee once a driver has accepted (status 3)', async () => {
    const order = await client.orders.create(apiCode, delivery())
    sandbox().simulator.step() // 1 NEW → 2 AWAITING DRIVER ACCEPT
    sandbox().simulator.step() // → 3 ACCEPTED
    const accepted = await listed(order.id, 3)
    expect(accepted).toMatchObject({ status: 3, cancelFeeCents: 1000 })
    expect(accepted?.driver).not.toBeNull()
    const result = await client.orders.cancel(apiCode, order.id, 4, 'Nobody came')
    expect(result).toEqual({ cancelFeeCents: 1000, status: 9 })
    expect(await listed(order.id, 1)).toMatchObject({ status: 9, cancelFeeCents: 1000 })
  })

  it('cancels an order ON HOLD (status 17)', async () => {
    const order = await client.orders.create(apiCode, delivery({ onHold: true }))
    await expect(client.orders.cancel(apiCode, order.id, 1, 'Changed my mind')).resolves.toMatchObject({
      status: 9,
    })
  })

  it("requires a comment: 'Comment is required.' (part 2 §4.2)", async () => {
    const order = await client.orders.create(apiCode, delivery())
    await expect(client.orders.cancel(apiCode, order.id, 1, '  ')).rejects.toMatchObject({
      status: 422,
      message: 'Comment is required.',
    })
  })

  it('refuses an order past acceptance or already final (allowed: 1, 3, 17)', async () => {
    const done = await client.dashboard.page(apiCode, { view: 1, pageIndex: 0, pageSize: 1, status: 6 })
    const delivered = done.orders[0]
    expect(delivered?.status).toBe(6)
    await expect(client.orders.cancel(apiCode, delivered?.id ?? 0, 1, 'Too late')).rejects.toMatchObject({
      status: 422,
      message: 'This delivery can no longer be cancelled.',
    })
  })

  it("is a failure when the answer's message is not 'ok', even with status 200 (part 2 §7)", async () => {
    const order = await client.orders.create(apiCode, delivery())
    sandbox().inject({
      path: `/api/web/delivery/${order.id}/cancel`,
      kind: 'status',
      status: 200,
      body: { message: 'nope' },
    })
    const error = await client.orders
      .cancel(apiCode, order.id, 1, 'Changed my mind')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, message: 'nope' })
  })

  it('answers an unknown order with 404', async () => {
    await expect(client.orders.cancel(apiCode, 999_999, 1, 'Gone')).rejects.toMatchObject({ status: 404 })
  })
})

describe('orders.cancelOld (part 2 §7, older cancel)', () => {
  it('cancels, and a second cancel fails with the server message', async () => {
    const order = await client.orders.create(apiCode, delivery())
    await client.orders.cancelOld(apiCode, order.id)
    expect(await listed(order.id, 1)).toMatchObject({ status: 9 })
    await expect(client.orders.cancelOld(apiCode, order.id)).rejects.toMatchObject({
      status: 422,
      message: 'This delivery can no longer be cancelled.',
    })
  })
})

describe('orders.createOnHold (part 2 §7, §4.3, §4.6)', () => {
  it('creates up to 10 orders ON HOLD, bundled, and reports resent uuids as duplicated', async () => {
    const orders = Array.from({ length: 10 }, () => delivery())
    const result = await client.orders.createOnHold(apiCode, orders)
    expect(result).toEqual({
      failedUuids: [],
      realUuids: orders.map((order) => order.uuid),
      duplicatedUuids: [],
    })
    const listed = await client.dashboard.page(apiCode, {
      view: 3,
      pageIndex: 0,
      pageSize: 100,
      status: null,
    })
    const mine = listed.orders.filter((order) => result.realUuids.includes(order.uuid))
    expect(mine.map((order) => order.status)).toEqual(Array(10).fill(17))
    const bundleId = mine[0]?.bundleId ?? 0
    expect(await client.dashboard.bundles(apiCode, 3, bundleId)).toHaveLength(10)
    const again = await client.orders.createOnHold(apiCode, orders.slice(0, 2))
    expect(again.duplicatedUuids).toEqual(orders.slice(0, 2).map((order) => order.uuid))
  })

  it('lists an unserviceable order as failed and creates the rest', async () => {
    const good = delivery()
    const bad = delivery({ dropoff: { ...CALGARY_DROPOFF, address: 'Somewhere [[unserviceable]]' } })
    const result = await client.orders.createOnHold(apiCode, [good, bad])
    expect(result).toEqual({ failedUuids: [bad.uuid], realUuids: [good.uuid], duplicatedUuids: [] })
  })

  it('refuses more than 10 orders, or none, with a TypeError before sending', async () => {
    const fetch = countingFetch()
    const counted = createClient({ baseUrl: sandbox().url, fetch, logger: silentLogger })
    const eleven = Array.from({ length: 11 }, () => delivery())
    await expect(counted.orders.createOnHold(apiCode, eleven)).rejects.toBeInstanceOf(TypeError)
    await expect(counted.orders.createOnHold(apiCode, [])).rejects.toBeInstanceOf(TypeError)
    expect(fetch.calls).toHaveLength(0)
  })
})

describe('orders.updateOnHold (part 2 §4.3, §7)', () => {
  it('saves an edited on-hold order with its new drop-off, re-priced', async () => {
    const original = delivery()
    await client.orders.createOnHold(apiCode, [original])
    const page = await client.dashboard.page(apiCode, {
      view: 3,
      pageIndex: 0,
      pageSize: 100,
      search: original.itemName,
    })
    const onHold = page.orders[0]
    expect(onHold?.status).toBe(17)
    const id = onHold?.id ?? 0
    const edited = { ...original, id, itemName: `${original.itemName} (edited)`, dropoff: CALGARY_DROPOFF }
    const saved = await client.orders.updateOnHold(apiCode, edited, original.pickup, CALGARY_DROPOFF)
    expect(saved).toMatchObject({
      id,
      status: 17,
      itemName: edited.itemName,
      isIntercity: true,
      uuid: original.uuid,
    })
    expect(saved.dropoff).toMatchObject({ name: CALGARY_DROPOFF.name, lat: CALGARY_DROPOFF.lat })
    expect(saved.feeCents).toBeGreaterThan(onHold?.feeCents ?? Infinity)
  })

  it('gives back the credit a cheaper edit no longer uses, and never takes more (part 2 §9 credit)', async () => {
    const flags = await client.auth.login({ email: 'flags@waybill.test', password: 'waybill-flags' })
    const balanceBefore = (await client.account.companyInfo(flags)).credit
    const original = delivery({ dropoff: CALGARY_DROPOFF, sizeCategoryId: 5, weightCategoryId: 9 })
    await client.orders.createOnHold(flags, [original])
    const page = await client.dashboard.page(flags, {
      view: 3,
      pageIndex: 0,
      pageSize: 100,
      search: original.itemName,
    })
    const onHold = page.orders[0]
    const spent = balanceBefore - (await client.account.companyInfo(flags)).credit
    expect(spent).toBe(Math.min(balanceBefore, onHold?.feeCents ?? 0))

    const cheaper = {
      ...original,
      id: onHold?.id ?? 0,
      dropoff: EDMONTON_DROPOFF,
      sizeCategoryId: 1,
      weightCategoryId: 1,
    }
    const saved = await client.orders.updateOnHold(flags, cheaper, original.pickup, EDMONTON_DROPOFF)
    const balanceAfter = (await client.account.companyInfo(flags)).credit
    expect(balanceAfter).toBe(balanceBefore - Math.min(spent, saved.feeCents))
  })

  it('refuses an order that is not on hold', async () => {
    const order = await client.orders.create(apiCode, delivery())
    const update = { ...delivery(), id: order.id }
    await expect(
      client.orders.updateOnHold(apiCode, update, update.pickup, EDMONTON_DROPOFF),
    ).rejects.toMatchObject({ status: 422, message: 'Only deliveries on hold can be updated.' })
  })
})
