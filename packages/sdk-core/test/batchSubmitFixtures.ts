import { vi } from 'vitest'
import type { DashboardApi } from '../src/api/dashboard.ts'
import type { LabelsApi } from '../src/api/labels.ts'
import type { OrdersApi } from '../src/api/orders.ts'
import { createBatchList } from '../src/batch/batchState.ts'
import type { BatchList } from '../src/batch/batchStateTypes.ts'
import { createBatchSubmit } from '../src/batch/batchSubmit.ts'
import type { BatchSubmit, BatchSubmitOptions } from '../src/batch/batchSubmitTypes.ts'
import type { Account } from '../src/domain/account.ts'
import type { BatchRow } from '../src/domain/batch.ts'
import type { OrderSubmission } from '../src/domain/order.ts'
import type { Order } from '../src/domain/orderRecord.ts'
import { createEmptyDraft } from '../src/draft/emptyDraft.ts'
import type { BatchKind, OrderDraft } from '../src/draft/types.ts'
import { memoryStorage, type StorageLike } from '../src/session/storage.ts'
import { NOW } from './draftFixtures.ts'
import { estimate, SUMMARY_ACCOUNT } from './summaryFixtures.ts'

export { NOW }

/** A signed-in account with a saved card; on hold and My Fleet off unless asked. */
export function batchAccount(flags: Partial<Account> = {}): Account {
  return { ...SUMMARY_ACCOUNT, ...flags }
}

const base = createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'batch-draft' })

/** The contact block: Acme Florist, located in Edmonton. */
const block = {
  ...base.pickup,
  name: 'Acme Florist',
  address: '10020 100 St NW, Edmonton',
  phone: '780-555-0100',
  email: 'orders@acme.test',
  lat: 53.54,
  lng: -113.49,
}

/**
 * A batch form that passes its own checks at {@link NOW} (Mon 2026-11-23 09:00 Edmonton): the contact block on
 * its side, one size, in-person, pickup 10:00–10:30 and drop-off 13:00–17:00 on Tuesday 2026-11-24.
 */
export function batchDraft(kind: BatchKind = 'oneToMany', overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    ...base,
    batch: kind,
    ...(kind === 'oneToMany' ? { pickup: block } : { dropoff: block }),
    dropoffMethod: 1,
    packages: [{ sizeCategoryId: 2, weightCategoryId: 4, packages: 1 }],
    description: 'Flowers',
    pickupType: 2,
    pickupDate: '2026-11-24',
    pickupStart: 10 * 60,
    pickupEnd: 10 * 60 + 30,
    dropoffType: 2,
    dropoffDate: '2026-11-24',
    dropoffStart: 13 * 60,
    dropoffEnd: 17 * 60,
    ...overrides,
  }
}

/** `count` located rows named `{prefix} 1`… with uuids `{prefix}-1`…, in Edmonton. */
export function batchRows(count: number, prefix = 'row', extra: Partial<BatchRow> = {}): BatchRow[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${index + 1}`,
    address: `${10100 + index} Jasper Ave NW, Edmonton, AB`,
    phone: '7805550199',
    itemName: `${prefix} ${index + 1}`,
    packageCount: 1,
    uuid: `${prefix}-${index + 1}`,
    latitude: 53.541 + index * 0.0001,
    longitude: -113.51,
    ...extra,
  }))
}

/** Loads rows into a list, then marks each validated as the validate step would (part 2 §4.6 steps 1–2). */
export function loadValidated(list: BatchList, rows: readonly BatchRow[]): void {
  list.load(rows)
  for (const entry of list.getSnapshot().rows)
    list.updateRow(entry.key, { ...entry.row, valid: true }, 'valid')
}

/** An order the fake courier booked: its id, route, and the content it was booked with (when known). */
export interface FakeBooking {
  readonly id: number
  readonly onHold: boolean
  readonly order?: Pick<OrderSubmission, 'itemName' | 'pickupEarlyDatetime' | 'dropoffEarlyDatetime'>
}

/**
 * A fake courier for the batch calls that books like the server: by uuid, once. `create` answers the order a
 * known uuid already has (with the content it was booked with); `createOnHold` answers known uuids as duplicated;
 * `prepay` charges, each amount kept in `charges`. Every call is a spy.
 */
export function fakeCourier() {
  const booked = new Map<string, FakeBooking>()
  let nextId = 100
  const book = (order: OrderSubmission, onHold: boolean) => {
    const known = booked.get(order.uuid)
    if (known) return { ...known, created: false }
    const id = nextId++
    const booking = { id, onHold, order }
    booked.set(order.uuid, booking)
    return { ...booking, created: true }
  }
  const charges: number[] = []
  const orders = {
    paymentSummary: vi.fn(async (_code: string, order: OrderSubmission) => estimate(order.uuid, 1000)),
    prepay: vi.fn(async (_code: string, amountCents: number) => {
      charges.push(amountCents)
      return { amountCents, cardId: 7, transactionId: `ch_${charges.length}` }
    }),
    create: vi.fn(async (_code: string, order: OrderSubmission) => {
      const { id, order: content } = book(order, false)
      return {
        id,
        uuid: order.uuid,
        status: 1,
        ...(content && {
          itemName: content.itemName,
          pickupEarlyDatetime: content.pickupEarlyDatetime,
          dropoffEarlyDatetime: content.dropoffEarlyDatetime,
        }),
      } as unknown as Order
    }),
    createOnHold: vi.fn(async (_code: string, list: readonly OrderSubmission[]) => {
      const answer = {
        failedUuids: [] as string[],
        realUuids: [] as string[],
        duplicatedUuids: [] as string[],
      }
      for (const order of list) {
        if (book(order, true).created) answer.realUuids.push(order.uuid)
        else answer.duplicatedUuids.push(order.uuid)
      }
      return answer
    }),
  }
  const labels = { sendLabels: vi.fn(async (_code: string, _ids: readonly number[]) => {}) }
  const dashboard = {
    page: vi.fn(async () => {
      const all = [...booked.entries()].reverse()
      return {
        orders: all.map(([uuid, { id }]) => ({ id, uuid }) as unknown as Order),
        total: all.length,
        draw: 1,
      }
    }),
  }
  return { orders, labels, dashboard, booked, charges }
}

/** A fake courier as a client of the batch engine. */
export function fakeBatchClient(courier = fakeCourier()): BatchSubmitOptions['client'] {
  return {
    orders: courier.orders as unknown as OrdersApi,
    labels: courier.labels as unknown as LabelsApi,
    dashboard: courier.dashboard as unknown as DashboardApi,
    config: { baseUrl: 'http://127.0.0.1', brand: 'waybill', product: 'delivery' },
    logger: { warn: vi.fn(), error: vi.fn() },
  }
}

/** Options of {@link openBatch}. */
export interface OpenBatch {
  readonly storage: StorageLike
  readonly client: BatchSubmitOptions['client']
  readonly account?: Account
  readonly kind?: BatchKind
  readonly draft?: OrderDraft
}

/** A batch list over `storage` and an engine over it and `client`, at {@link NOW}, with no waits. */
export function openBatch({
  storage,
  client,
  account = batchAccount(),
  kind = 'oneToMany',
  draft,
}: OpenBatch): {
  list: BatchList
  engine: BatchSubmit
  sleep: ReturnType<typeof vi.fn>
} {
  const list = createBatchList({ kind, storage, logger: client.logger })
  const sleep = vi.fn(async (_ms: number) => {})
  const form = draft ?? batchDraft(kind)
  const engine = createBatchSubmit({
    client,
    list,
    draft: () => form,
    apiCode: () => 'code-1',
    account: () => account,
    now: () => NOW,
    sleep,
    retry: { attempts: 3, baseDelayMs: 10 },
  })
  return { list, engine, sleep }
}

/**
 * The storage entries a finished batch leaves besides its charges ledger, which keeps the booked uuids so that the
 * same rows are never charged again: none, once the batch cleared.
 */
export function keysBesideCharges(storage: StorageLike, kind: BatchKind = 'oneToMany'): string[] {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
  return keys.filter((key) => key !== `waybill:batch:${kind}:charges`)
}

/**
 * A many-drop-offs batch of `rows` (3) validated rows over a fake courier and a memory storage, its engine open;
 * `open()` opens it again over the same storage (a reload, or a second tab).
 */
export function openedBatch(options: { account?: Partial<Account>; rows?: number } = {}) {
  const storage = memoryStorage()
  const courier = fakeCourier()
  const client = fakeBatchClient(courier)
  const account = batchAccount(options.account)
  const open = () => openBatch({ storage, client, account })
  const opened = open()
  loadValidated(opened.list, batchRows(options.rows ?? 3))
  return { storage, courier, client, open, ...opened }
}
