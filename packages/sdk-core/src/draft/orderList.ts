import type { Logger, StorageLike, Store } from '@waybill/sdk-core'
import type { DroppedPhoto, OrderDraft } from '@waybill/sdk-core/rules'
import { consoleLogger } from '../config.ts'
import { createPersistedSlot } from '../session/persistedSlot.ts'
import { createProxyStore } from '../store.ts'
import { isServerEdit, withStoredPhotos } from './draftRules.ts'
import { orderListSchema, type StoredOrderList } from './draftSchema.ts'
import { createEmptyDraft, defaultRandomUUID, EMPTY_PARTY } from './emptyDraft.ts'
import type { DraftDefaults } from './orderDraft.ts'

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
  /**
   * Adds a delivery, or replaces the one with the same uuid (an edit, or a batch entry, part 1 §4) or, for an
   * edit of an order on the server (`isServerEdit`), the one editing the same order (originalId): an order is
   * edited once per submission.
   */
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
  /**
   * The photos the restored deliveries had but could not keep across the reload (attached from this device, not
   * yet uploaded: see `isStoredPhoto`), by delivery uuid: the summary tells the user to attach them again. Emptied
   * by `dismissDroppedPhotos` and `clear`; a removed delivery's go with it.
   */
  droppedPhotos(): readonly DroppedPhoto[]
  /** The user was told about {@link OrderList.droppedPhotos}: forgets them. */
  dismissDroppedPhotos(): void
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
  const slot = createPersistedSlot<StoredOrderList>({
    key: options.storageKey ?? 'orderList',
    version: 2,
    schema: orderListSchema,
    logger: options.logger ?? consoleLogger,
  })
  const stored = storage && slot.load(storage)
  let dropped: readonly DroppedPhoto[] = stored?.droppedPhotos ?? []
  const { state, store } = createProxyStore<OrderListState>({ drafts: [...(stored?.drafts ?? [])] })
  const listed = (photo: DroppedPhoto) => state.drafts.some((draft) => draft.uuid === photo.uuid)
  const persist = () => {
    if (!storage) return
    const copies = store.getSnapshot().drafts.map(withStoredPhotos)
    slot.save(storage, {
      drafts: copies.map((copy) => copy.draft),
      droppedPhotos: [...dropped.filter(listed), ...copies.flatMap((copy) => copy.dropped)],
    })
  }
  if (storage) store.subscribe(persist)

  const find = (uuid: string): OrderDraft | undefined => {
    const found = store.getSnapshot().drafts.find((draft) => draft.uuid === uuid)
    return found && structuredClone(found)
  }

  return {
    ...store,
    add(draft) {
      const copy = structuredClone(draft)
      const sameOrder = (each: OrderDraft) =>
        isServerEdit(draft) && isServerEdit(each) && each.originalId === draft.originalId
      const replaces = (each: OrderDraft) => each.uuid === draft.uuid || sameOrder(each)
      const at = state.drafts.findIndex(replaces)
      state.drafts =
        at === -1
          ? [...state.drafts, copy]
          : state.drafts.flatMap((each, index) => (index === at ? [copy] : replaces(each) ? [] : [each]))
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
        isIntercity: from.isIntercity,
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
      dropped = []
      state.drafts = []
    },
    setDefaults(next) {
      defaults = { ...defaults, ...next }
    },
    droppedPhotos: () => dropped.filter(listed),
    dismissDroppedPhotos() {
      dropped = []
      persist()
    },
  }
}
