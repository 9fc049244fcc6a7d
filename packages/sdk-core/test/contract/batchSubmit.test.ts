import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '../../src/api/wire/names.ts'
import { createClient, type WaybillClient } from '../../src/client.ts'
import type { Account } from '../../src/domain/account.ts'
import { memoryStorage } from '../../src/session/storage.ts'
import { keysBesideCharges } from '../batchSubmitFixtures.ts'
import { freshAccount } from './accountFixtures.ts'
import {
  bookedPerRow,
  loadValidated,
  openSandboxBatch,
  ordersMatching,
  sandboxRows,
} from './batchSubmitSandbox.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const paths = apiPaths()

interface Signed {
  client: WaybillClient
  apiCode: string
  account: Account
  driver: number
}

const signed: { fleet?: Signed; demo?: Signed } = {}

async function signIn(login: { email: string; password: string }): Promise<Signed> {
  const client = createClient({ baseUrl: sandbox().url, logger: silentLogger, retry: { baseDelayMs: 5 } })
  const apiCode = await client.auth.login(login)
  const account = await client.account.companyInfo(apiCode)
  const fleet = account.isMyFleetEnabled ? await client.fleet.myFleet(apiCode) : []
  return { client, apiCode, account, driver: fleet[0]?.id ?? 1 }
}

beforeAll(async () => {
  signed.fleet = await signIn({ email: 'fleet@waybill.test', password: 'waybill-fleet' })
  signed.demo = await signIn(sandbox().demo)
})

const fleet = () => signed.fleet as Signed
const demo = () => signed.demo as Signed

/** Every row booked once, with its own uuid. */
function expectOncePerRow(booked: Map<string, string[]>, rows: ReturnType<typeof sandboxRows>) {
  expect([...booked.values()]).toEqual(rows.map((row) => [row.uuid]))
}

describe('batch submit against the sandbox (part 2 §4.6 steps 4–6, §7)', () => {
  it('on hold in lists of 10 for rows without a My Fleet driver, the others direct; labels; the batch clears', async () => {
    const { client, apiCode, account, driver } = fleet()
    expect(account).toMatchObject({ isOnHoldEnabled: true, isMyFleetEnabled: true })
    const rows = sandboxRows(13, 'fleetbatch', driver, 5)
    const storage = memoryStorage()
    const { list, engine } = openSandboxBatch({ client, apiCode, account, storage })
    loadValidated(list, rows)
    expect(await engine.estimate()).toBe(true)
    expect(engine.getSnapshot().total?.feeCents).toBeGreaterThan(0)
    expect(await engine.submit()).toBe(true)
    expect(engine.getSnapshot().status).toBe('done')
    expect(keysBesideCharges(storage)).toEqual([])
    const booked = await bookedPerRow(client, apiCode, 'fleetbatch', rows)
    expectOncePerRow(booked, rows)
    const orders = await client.dashboard.page(apiCode, {
      view: 3,
      pageIndex: 0,
      pageSize: 100,
      search: 'fleetbatch',
    })
    const statuses = new Map(orders.orders.map((order) => [order.itemName, order.status]))
    // Rows 1, 6 and 11 carry a driver: direct (NEW); the 10 others on hold (17), one list.
    expect(rows.map((row) => statuses.get(row.itemName ?? ''))).toEqual(
      rows.map((row) => (row.assignMyFleetDriver === null ? 17 : 1)),
    )
  })

  it('resends an on-hold list whose answer was dropped after the commit: booked once, counted accepted', async () => {
    const { client, apiCode, account } = fleet()
    const rows = sandboxRows(4, 'dropafter')
    const { list, engine } = openSandboxBatch({ client, apiCode, account, storage: memoryStorage() })
    loadValidated(list, rows)
    await engine.estimate()
    sandbox().inject({ path: paths.createOnHoldOrders, method: 'POST', kind: 'drop-after' })
    expect(await engine.submit()).toBe(true)
    expectOncePerRow(await bookedPerRow(client, apiCode, 'dropafter', rows), rows)
  })

  it('resends a direct order whose answer was dropped after the commit: the server deduplicates by uuid', async () => {
    const { client, apiCode, account } = demo()
    const rows = sandboxRows(3, 'directdrop')
    const { list, engine } = openSandboxBatch({ client, apiCode, account, storage: memoryStorage() })
    loadValidated(list, rows)
    await engine.estimate()
    sandbox().inject({ path: paths.createOrder, method: 'POST', kind: 'drop-after', times: 2 })
    expect(await engine.submit()).toBe(true)
    expectOncePerRow(await bookedPerRow(client, apiCode, 'directdrop', rows), rows)
  })

  it('reports the rows of a file submitted twice as duplicated, and books nothing again (part 2 §4.6 step 6)', async () => {
    const { client, apiCode, account } = fleet()
    const rows = sandboxRows(3, 'twicefile')
    // One browser: the second upload finds the first batch's booked uuids in the storage and charges nothing.
    const storage = memoryStorage()
    const charged = sandbox().charges('fleet@waybill.test').length
    const first = openSandboxBatch({ client, apiCode, account, storage })
    loadValidated(first.list, rows)
    await first.engine.estimate()
    expect(await first.engine.submit()).toBe(true)
    const again = openSandboxBatch({ client, apiCode, account, storage })
    loadValidated(again.list, rows)
    await again.engine.estimate()
    expect(await again.engine.submit()).toBe(false)
    expect(again.engine.getSnapshot()).toMatchObject({
      status: 'partial',
      failedNames: [],
      duplicatedNames: ['twicefile 1', 'twicefile 2', 'twicefile 3'],
      canGetLabelsForAccepted: true,
    })
    expectOncePerRow(await bookedPerRow(client, apiCode, 'twicefile', rows), rows)
    expect(sandbox().charges('fleet@waybill.test').length - charged).toBe(1)
  })

  it('reports a direct order whose order number a past batch booked as duplicated, not accepted (part 2 §4.6 step 6)', async () => {
    const { client, apiCode, account } = demo()
    const past = sandboxRows(2, 'pastnum')
    const first = openSandboxBatch({ client, apiCode, account, storage: memoryStorage() })
    loadValidated(first.list, past)
    await first.engine.estimate()
    expect(await first.engine.submit()).toBe(true)
    // This week's file gives the same order numbers (the uuids) to other deliveries: the server answers the old ones.
    const rows = sandboxRows(2, 'thisnum').map((row, index) => ({
      ...row,
      uuid: past[index]?.uuid as string,
    }))
    const again = openSandboxBatch({ client, apiCode, account, storage: memoryStorage() })
    loadValidated(again.list, rows)
    await again.engine.estimate()
    expect(await again.engine.submit()).toBe(false)
    expect(again.engine.getSnapshot()).toMatchObject({
      status: 'partial',
      acceptedCount: 0,
      failedNames: [],
      duplicatedNames: ['thisnum 1', 'thisnum 2'],
      canGetLabelsForAccepted: true,
    })
    expect(await ordersMatching(client, apiCode, 'thisnum')).toEqual([])
    expectOncePerRow(await bookedPerRow(client, apiCode, 'pastnum', past), past)
  })

  it('resumes after the page went away with an on-hold list out: a new engine over the saved batch finishes it', async () => {
    const { client, apiCode, account } = fleet()
    const rows = sandboxRows(12, 'reloaded')
    const storage = memoryStorage()
    // The tab goes away while the engine waits to resend: its sleep never ends.
    const gone = openSandboxBatch({ client, apiCode, account, storage, sleep: () => new Promise(() => {}) })
    loadValidated(gone.list, rows)
    await gone.engine.estimate()
    // The first list is committed and its answer lost.
    sandbox().inject({ path: paths.createOnHoldOrders, method: 'POST', kind: 'drop-after' })
    void gone.engine.submit()
    while (gone.list.getSnapshot().rows[0]?.send.state !== 'sending')
      await new Promise((r) => setTimeout(r, 5))
    const reopened = openSandboxBatch({ client, apiCode, account, storage })
    expect(reopened.engine.getSnapshot().resumable).toBe(true)
    expect(await reopened.engine.submit()).toBe(true)
    expectOncePerRow(await bookedPerRow(client, apiCode, 'reloaded', rows), rows)
  })
})

describe('batch prepay against the sandbox (part 2 §4.5, §8 prepay failure)', () => {
  it('charges the card once for the total before the rows are booked; a resumed submit charges nothing more', async () => {
    const { client, apiCode, account } = demo()
    const rows = sandboxRows(3, 'prepaid')
    const storage = memoryStorage()
    const { list, engine } = openSandboxBatch({ client, apiCode, account, storage })
    loadValidated(list, rows)
    await engine.estimate()
    const total = engine.getSnapshot().total?.cardCents ?? 0
    expect(total).toBeGreaterThan(0)
    const before = sandbox().charges(sandbox().demo.email).length
    // The first order meets a 503 on every attempt: the run ends partial, paid; the next submit only books.
    sandbox().inject({ path: paths.createOrder, method: 'POST', kind: 'status', status: 503, times: 3 })
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot().status).toBe('partial')
    expect(await engine.submit()).toBe(true)
    expect(sandbox().charges(sandbox().demo.email).slice(before)).toEqual([
      { transactionId: expect.stringMatching(/^ch_/), amountCents: total },
    ])
    expectOncePerRow(await bookedPerRow(client, apiCode, 'prepaid', rows), rows)
  })

  it("a declined card: 'Prepay fail', 'Unable to charge your card', and no row is booked", async () => {
    const client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
    const { apiCode } = await freshAccount(client)
    const card = { name: 'Ada King', expiryMonth: '12', expiryYear: '35', cvc: '123', postal: 'T5J0H6' }
    await client.cards.save(apiCode, { ...card, number: '4000 0000 0000 0341' })
    const account = await client.account.companyInfo(apiCode)
    const rows = sandboxRows(2, 'declined')
    const { list, engine } = openSandboxBatch({ client, apiCode, account, storage: memoryStorage() })
    loadValidated(list, rows)
    expect(await engine.estimate()).toBe(true)
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      status: 'prepayFail',
      statusText: 'Prepay fail',
      error: 'Unable to charge your card',
    })
    expect(await ordersMatching(client, apiCode, 'declined')).toEqual([])
  })

  it('charges an EFT account nothing', async () => {
    const eft = await signIn({ email: 'eft@waybill.test', password: 'waybill-eft' })
    const rows = sandboxRows(2, 'eftbatch')
    const { list, engine } = openSandboxBatch({ ...eft, storage: memoryStorage() })
    loadValidated(list, rows)
    await engine.estimate()
    expect(await engine.submit()).toBe(true)
    expect(sandbox().charges('eft@waybill.test')).toEqual([])
    expectOncePerRow(await bookedPerRow(eft.client, eft.apiCode, 'eftbatch', rows), rows)
  })
})
