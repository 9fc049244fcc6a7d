import { createBatchList } from '../../src/batch/batchState.ts'
import type { BatchList } from '../../src/batch/batchStateTypes.ts'
import { createBatchSubmit } from '../../src/batch/batchSubmit.ts'
import type { BatchSubmit } from '../../src/batch/batchSubmitTypes.ts'
import type { WaybillClient } from '../../src/client.ts'
import type { Account } from '../../src/domain/account.ts'
import type { BatchRow } from '../../src/domain/batch.ts'
import type { Order } from '../../src/domain/orderRecord.ts'
import type { StorageLike } from '../../src/session/storage.ts'
import { batchDraft, loadValidated, NOW } from '../batchSubmitFixtures.ts'

/** Located drop-off rows in Edmonton named `{prefix} n`, uuids `{prefix}-n`; every `driverEvery`-th with a driver. */
export function sandboxRows(
  count: number,
  prefix: string,
  driver: number | null = null,
  driverEvery = 0,
): BatchRow[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${index + 1}`,
    address: `${10100 + index} Jasper Ave NW, Edmonton, AB`,
    phone: '7805550199',
    itemName: `${prefix} ${index + 1}`,
    details: 'Leave with the concierge',
    unitNumber: String(index + 1),
    packageCount: 1,
    uuid: `${prefix}-${index + 1}`,
    latitude: 53.5405 + index * 0.0002,
    longitude: -113.505,
    assignMyFleetDriver: driverEvery > 0 && index % driverEvery === 0 ? driver : null,
  }))
}

/** The account's active orders (NEW, ON HOLD…) whose names or addresses hold `search`, every page. */
export async function ordersMatching(
  client: WaybillClient,
  apiCode: string,
  search: string,
): Promise<Order[]> {
  const found: Order[] = []
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await client.dashboard.page(apiCode, { view: 3, pageIndex, pageSize: 100, search })
    found.push(...page.orders)
    if ((pageIndex + 1) * 100 >= page.total) return found
  }
}

/**
 * What the sandbox booked for `rows`, each row found by its reference name (unique per test): the uuids of its
 * orders. Exactly once is one order per row, with the row's uuid.
 */
export async function bookedPerRow(
  client: WaybillClient,
  apiCode: string,
  search: string,
  rows: readonly BatchRow[],
): Promise<Map<string, string[]>> {
  const orders = await ordersMatching(client, apiCode, search)
  return new Map(
    rows.map((row) => [
      row.itemName ?? '',
      orders.filter((order) => order.itemName === row.itemName).map((order) => order.uuid),
    ]),
  )
}

/** Options of {@link openSandboxBatch}. */
export interface SandboxBatch {
  readonly client: WaybillClient
  readonly apiCode: string
  readonly account: Account
  readonly storage: StorageLike
  readonly sleep?: (ms: number) => Promise<void>
}

/** A many-drop-offs batch list over `storage` and its engine against the sandbox, at `NOW`. */
export function openSandboxBatch({ client, apiCode, account, storage, sleep }: SandboxBatch): {
  list: BatchList
  engine: BatchSubmit
} {
  const list = createBatchList({ kind: 'oneToMany', storage, logger: client.logger })
  const draft = batchDraft('oneToMany')
  const engine = createBatchSubmit({
    client,
    list,
    draft: () => draft,
    apiCode: () => apiCode,
    account: () => account,
    now: () => NOW,
    sleep: sleep ?? (async () => {}),
    retry: { attempts: 3, baseDelayMs: 5 },
  })
  return { list, engine }
}

export { loadValidated }
