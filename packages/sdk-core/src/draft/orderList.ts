import { consoleLogger, type Logger } from '../config.ts'
import { createPersistedSlot } from '../session/persistedSlot.ts'
import type { StorageLike } from '../session/storage.ts'
import { createProxyStore, type Store } from '../store.ts'
import { orderListSchema } from './draftSchema.ts'
import { createEmptyDraft, defaultRandomUUID, EMPTY_PARTY } from './emptyDraft.ts'
import type { DraftDefaults } from './orderDraft.ts'
import type { OrderDraft } from './types.ts'

/** The deliveries of the order being put together, in the order they were added. */
export interface OrderListState {
  /** The drafts, one per delivery. */
  readonly drafts: readonly OrderDraft[]
}

/** Options of {@link createOrderList}. */
export interface OrderListOptions extends DraftDefaults {
  /** Source of client uuids for new deliveries; `globalThis.crypto.randomUUID` by default. */
  randomUUID?: () => string
  /** Where the list is saved on every change and restored from at creation; not persisted when absent. */
  storage?: StorageLike
  /** Key of the stored list under the `waybill:` prefix; 'orderList' by default (a batch screen uses its own). */
  storageKey?: string
  /** Told when a stored list is dropped; the console by default. */
  logger?: Logger
}

/** The order behind the summary screen (part 2 §2.2): its deliveries and what the summary does with them. */
export interface OrderList extends Store<OrderListState> {
  /** Adds a delivery, or replaces the one with the same uuid (an edit, or a batch entry, part 1 §4). */
  add(draft: OrderDraft): void
  /** Removes the delivery with this uuid; false when there is none. */
  remove(uuid: string): boolean
  /** A copy of the delivery with this uuid. */
  get(uuid: string): OrderDraft | undefined
  /** A copy of the delivery with this uuid marked isEditing, to open in the form; saving it `add`s it back. */
  edit(uuid: string): OrderDraft | undefined
  /** 'Add a delivery' (part 2 §2.2): a new draft keeping only the pickup of that delivery, or of the last one. */
  addDelivery(fromUuid?: string): OrderDraft | undefined
  /** 'Duplicate delivery' (part 2 §2.2): a new draft with the same pickup and details and an empty drop-off. */
  duplicate(uuid: string): OrderDraft | undefined
  /** How many deliveries the order holds: the top bar's `Order Summary: {count}` (part 1 §2). */
  count(): number
  /** Empties the order (after it was submitted). */
  clear(): void
  /** New account defaults for the drafts `addDelivery` starts. */
  setDefaults(defaults: DraftDefaults): void
}

/**
 * Creates the order list behind the summary (part 2 §2.2; part 1 §4 'Other rules'). With a storage it is saved on
 * every change and restored at creation (part 1 §3 'Locally persisted state'). Submitting is not its job.
 *
 * @example
 * ```ts
 * const order = createOrderList({ defaultInsuranceValue: 100, storage: localStorage })
 * order.add(draftStore.getSnapshot())
 * draftStore.load(order.addDelivery() ?? draftStore.getSnapshot())
 * ```
 */
export function createOrderList(options: OrderListOptions): OrderList {
  const { storage, randomUUID } = options
  let defaults: DraftDefaults = {
    defaultInsuranceValue: options.defaultInsuranceValue,
    sizeCategories: options.sizeCategories,
  }
  const slot = createPersistedSlot({
    key: options.storageKey ?? 'orderList',
    version: 1,
    schema: orderListSchema,
    logger: options.logger ?? consoleLogger,
  })
  const { state, store } = createProxyStore<OrderListState>((storage && slot.load(storage)) ?? { drafts: [] })
  if (storage) store.subscribe(() => slot.save(storage, store.getSnapshot()))

  const find = (uuid: string): OrderDraft | undefined => {
    const found = store.getSnapshot().drafts.find((draft) => draft.uuid === uuid)
    return found && structuredClone(found)
  }

  return {
    ...store,
    add(draft) {
      const copy = structuredClone(draft)
      const at = state.drafts.findIndex((each) => each.uuid === draft.uuid)
      state.drafts = at === -1 ? [...state.drafts, copy] : state.drafts.with(at, copy)
    },
    remove(uuid) {
      const kept = state.drafts.filter((draft) => draft.uuid !== uuid)
      const removed = kept.length < state.drafts.length
      if (removed) state.drafts = kept
      return removed
    },
    get: find,
    edit(uuid) {
      const draft = find(uuid)
      return draft && { ...draft, isEditing: true }
    },
    addDelivery(fromUuid) {
      const from = fromUuid === undefined ? store.getSnapshot().drafts.at(-1) : find(fromUuid)
      if (!from) return undefined
      return createEmptyDraft({
        ...defaults,
        randomUUID,
        kind: from.kind,
        batch: from.batch,
        pickup: from.pickup,
      })
    },
    duplicate(uuid) {
      const from = find(uuid)
      if (!from) return undefined
      return {
        ...from,
        uuid: (randomUUID ?? defaultRandomUUID)(),
        isEditing: false,
        originalId: null,
        originalStatus: null,
        dropoff: { ...EMPTY_PARTY },
        distance: 0,
        duration: 0,
        polyline: '',
      }
    },
    count: () => state.drafts.length,
    clear() {
      state.drafts = []
    },
    setDefaults(next) {
      defaults = { ...defaults, ...next }
    },
  }
}
