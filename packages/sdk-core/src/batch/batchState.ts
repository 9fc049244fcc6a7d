import type { BatchRow } from '../domain/batch.ts'
import { defaultRandomUUID } from '../draft/emptyDraft.ts'
import { createValueStore } from '../store.ts'
import { createPrepaymentLedger } from '../summary/prepaymentLedger.ts'
import { batchChargesKey, batchListSlots, batchOwnerKey, type StoredBatchRows } from './batchStateSchema.ts'
import { batchOwner, probing, restoreSends, toStoredSends, uuidsByKey } from './batchStateStorage.ts'
import type {
  BatchAddressCheck,
  BatchList,
  BatchListOptions,
  BatchListRow,
  BatchListState,
  BatchRowCharge,
  BatchRowSend,
  BatchSendOutcome,
} from './batchStateTypes.ts'
import { type RowValidation, rowValidationHint } from './validateAddresses.ts'

/**
 * How many booked uuids a batch's charges remember, so that the same rows loaded again (a file's order numbers are
 * its uuids) are not charged again: 5,000 uuids are about 200 kB of storage.
 */
export const BATCH_BOOKED_UUIDS_KEPT = 5_000

/** The booking record of a row never sent. */
export const UNSENT: BatchRowSend = {
  state: 'pending',
  route: null,
  sends: 0,
  inDoubt: false,
  orderId: null,
  error: null,
}

/** Whether a row may already be booked: then it is locked (no edit, no removal) and only ever resent as it is. */
export function mayBeBooked(send: BatchRowSend): boolean {
  return send.state === 'accepted' || send.state === 'sending' || send.inDoubt
}

const ADDRESS_OF: Readonly<Record<RowValidation['status'], BatchAddressCheck | null>> = {
  skipped: null,
  valid: 'valid',
  invalid: 'invalid',
  failed: 'failed',
  cancelled: null,
}

/**
 * Creates one batch list in progress (part 2 §4.6; part 1 §3 'Locally persisted state': the one-to-many and
 * many-to-one lists with dirty flags): its rows with their fixed uuids, address checks and booking records. Every
 * change is written to `storage` at once (the rows; the small booking records written before and after each
 * request, each tied to its row's uuid; and a write token), and the list is restored from it at creation; a corrupt
 * entry is dropped with a warning. Nothing is sent unless the rows are saved; while a submit runs no row changes;
 * and once another tab changed the batch this one neither writes nor sends (see `elsewhere`).
 *
 * @example
 * ```ts
 * const list = createBatchList({ kind: 'oneToMany', storage: localStorage, logger: client.logger })
 * list.load(parsedRows)
 * ```
 */
export function createBatchList(options: BatchListOptions): BatchList {
  const { kind, logger } = options
  const randomUUID = options.randomUUID ?? defaultRandomUUID
  const slots = batchListSlots(kind, logger)
  const storage = options.storage
  const owner = batchOwner(storage, batchOwnerKey(kind))
  const storedRows = storage && slots.rows.load(storage)
  let data: StoredBatchRows = storedRows ?? { rows: [], dirty: false, nextKey: 0 }
  let uuids = uuidsByKey(data.rows)
  // Records are kept only with the rows they were written for: without rows, none is (row keys restart at r0).
  const restored = restoreSends(data.rows, storage && slots.sends.load(storage))
  let sends = restored.sends
  /** Whether the rows as they are now are in the storage (or there is none): else nothing may be sent. */
  let rowsSaved = true
  let running = false
  let elsewhere = false
  let revision = 0
  const charges = createPrepaymentLedger(storage, logger, batchChargesKey(kind), BATCH_BOOKED_UUIDS_KEPT)

  const view = (): Omit<BatchListState, 'kind'> => {
    const covered = charges.covered()
    const charged = new Map<string, BatchRowCharge>()
    for (const record of charges.records()) for (const uuid of record.uuids) charged.set(uuid, record.state)
    const rows: BatchListRow[] = data.rows.map((entry) => {
      const paid = covered.has(entry.row.uuid)
      const charge = charged.get(entry.row.uuid) ?? (paid ? 'confirmed' : 'none')
      return { ...entry, send: sends.get(entry.key) ?? UNSENT, paid, charge }
    })
    return { rows, dirty: data.dirty, started: sends.size > 0, running, revision, elsewhere }
  }
  const { set, store } = createValueStore<BatchListState>({ kind, ...view() })
  const publish = () => set(view())

  /** Whether this instance may still write: false once another tab changed the batch (then it never writes again). */
  const mayWrite = (): boolean => {
    if (!elsewhere && !owner.owned()) {
      elsewhere = true
      logger.warn(`batch ${kind}: changed in another tab; this one no longer writes or sends it`)
    }
    return !elsewhere
  }
  const stamp = () => owner.stamp(data.rows.length === 0 && sends.size === 0)
  /** Writes the rows; false when the write failed. */
  const saveRows = (): boolean => {
    if (!storage) return true
    if (data.rows.length === 0) {
      slots.rows.clear(storage)
      rowsSaved = true
    } else {
      const probe = probing(storage)
      slots.rows.save(probe.storage, data)
      rowsSaved = !probe.failed()
    }
    stamp()
    return rowsSaved
  }
  /** Writes the booking records; false when the write failed. */
  const saveSends = (): boolean => {
    if (!storage) return true
    let saved = true
    if (sends.size === 0) slots.sends.clear(storage)
    else {
      const probe = probing(storage)
      slots.sends.save(probe.storage, toStoredSends(sends, uuids))
      saved = !probe.failed()
    }
    stamp()
    return saved
  }
  const setRows = (next: StoredBatchRows) => {
    data = next
    uuids = uuidsByKey(data.rows)
    revision += 1
  }
  const changeRows = (rows: StoredBatchRows['rows']) => {
    setRows({ ...data, rows, dirty: true })
    saveRows()
    publish()
  }
  /** A row may change: it is there, no submit runs, this tab still owns the batch, and it cannot be booked yet. */
  const editable = (key: string) => {
    const send = sends.get(key)
    return !running && uuids.has(key) && !(send && mayBeBooked(send)) && mayWrite()
  }
  // Records dropped, or restored 'sending' rows now failed and in doubt: write that down.
  if (storage && restored.changed) saveSends()

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    charges,
    owns: mayWrite,

    load(rows) {
      if (running || sends.size > 0)
        throw new TypeError('batchList.load: a submit has begun; clear the batch first')
      if (!mayWrite()) throw new TypeError('batchList.load: the batch was changed in another tab; reload it')
      let nextKey = data.nextKey
      const loaded = rows.map((row) => ({
        key: `r${nextKey++}`,
        row: { ...row, valid: false, uuid: row.uuid?.trim() || randomUUID() },
        address: 'unchecked' as const,
        addressHint: null,
      }))
      setRows({ rows: loaded, dirty: true, nextKey })
      saveRows()
      publish()
    },

    updateRow(key, row, address) {
      if (!editable(key)) return false
      changeRows(
        data.rows.map((entry) =>
          entry.key === key
            ? { ...entry, row: { ...row, uuid: entry.row.uuid }, address, addressHint: null }
            : entry,
        ),
      )
      return true
    },

    applyValidation(keys, result) {
      const updates = new Map<string, { row: BatchRow; outcome: RowValidation }>()
      keys.forEach((key, index) => {
        const row = result.rows[index]
        const outcome = result.outcomes[index]
        if (row && outcome && ADDRESS_OF[outcome.status] !== null && editable(key)) {
          updates.set(key, { row, outcome })
        }
      })
      if (updates.size === 0) return
      changeRows(
        data.rows.map((entry) => {
          const update = updates.get(entry.key)
          if (!update) return entry
          return {
            ...entry,
            row: { ...update.row, uuid: entry.row.uuid },
            address: ADDRESS_OF[update.outcome.status] ?? entry.address,
            addressHint: rowValidationHint(update.outcome),
          }
        }),
      )
    },

    removeRow(key) {
      if (!editable(key)) return false
      const rows = data.rows.filter((entry) => entry.key !== key)
      sends.delete(key)
      setRows({ ...data, rows, dirty: true })
      saveSends()
      saveRows()
      publish()
      return true
    },

    markPriced(asOf) {
      if (asOf !== undefined && asOf !== revision) return false
      if (!data.dirty) return true
      if (!mayWrite()) return false
      data = { ...data, dirty: false }
      saveRows()
      publish()
      return true
    },

    setRunning(value) {
      if (running === value) return
      running = value
      publish()
    },

    beginSend(keys, route) {
      // Every key must be a row of this list, the list this tab's, and its rows saved (a crash must find them).
      if (keys.some((key) => !uuids.has(key)) || !mayWrite()) return publishing(false)
      if (!rowsSaved && !saveRows()) return publishing(false)
      const next = new Map(sends)
      for (const key of keys) {
        const send = next.get(key) ?? UNSENT
        next.set(key, {
          ...send,
          state: 'sending',
          route: send.route ?? route,
          sends: send.sends + 1,
          inDoubt: true,
          error: null,
        })
      }
      sends = next
      const saved = saveSends()
      publish()
      return saved
    },

    settle(outcomes) {
      // A key of no row (never sent: beginSend refuses them) gets no record.
      const known = [...outcomes].filter(([key]) => uuids.has(key))
      if (known.length === 0) return
      const next = new Map(sends)
      for (const [key, outcome] of known) next.set(key, settled(next.get(key) ?? UNSENT, outcome))
      sends = next
      if (mayWrite()) saveSends()
      publish()
    },

    setOrderIds(ids) {
      const next = new Map(sends)
      for (const [key, orderId] of ids) {
        const send = next.get(key)
        if (send) next.set(key, { ...send, orderId })
      }
      sends = next
      if (mayWrite()) saveSends()
      publish()
    },

    clear() {
      if (running || !mayWrite()) return false
      setRows({ rows: [], dirty: false, nextKey: data.nextKey })
      sends = new Map()
      rowsSaved = true
      if (storage) {
        slots.sends.clear(storage)
        slots.rows.clear(storage)
        stamp()
      }
      publish()
      return true
    },
  }

  function publishing<T>(value: T): T {
    publish()
    return value
  }
}

/** A booking record after an answer. */
function settled(send: BatchRowSend, outcome: BatchSendOutcome): BatchRowSend {
  if (outcome.state === 'accepted') {
    return {
      ...send,
      state: 'accepted',
      inDoubt: false,
      error: null,
      orderId: outcome.orderId ?? send.orderId,
    }
  }
  if (outcome.state === 'duplicated') return { ...send, state: 'duplicated', inDoubt: false, error: null }
  return { ...send, state: 'failed', inDoubt: outcome.inDoubt, error: outcome.error }
}
