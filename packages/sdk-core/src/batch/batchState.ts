import { ref } from 'valtio/vanilla'
import type { BatchRow } from '../domain/batch.ts'
import { messages } from '../domain/messages.ts'
import { defaultRandomUUID } from '../draft/emptyDraft.ts'
import type { StorageLike } from '../session/storage.ts'
import { createProxyStore } from '../store.ts'
import { batchListSlots, type StoredBatchRows, type StoredBatchSends } from './batchStateSchema.ts'
import type {
  BatchAddressCheck,
  BatchList,
  BatchListOptions,
  BatchListRow,
  BatchListState,
  BatchRowSend,
  BatchSendOutcome,
} from './batchStateTypes.ts'
import { type RowValidation, rowValidationHint } from './validateAddresses.ts'

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

/** A storage that remembers whether a write threw (the slot only logs it). */
function probing(storage: StorageLike): { storage: StorageLike; failed: () => boolean } {
  let failed = false
  return {
    failed: () => failed,
    storage: {
      getItem: (key) => storage.getItem(key),
      removeItem: (key) => storage.removeItem(key),
      key: (index) => storage.key(index),
      get length() {
        return storage.length
      },
      setItem(key, value) {
        try {
          storage.setItem(key, value)
        } catch (error) {
          failed = true
          throw error
        }
      },
    },
  }
}

/**
 * A row's booking record as restored: a request that was out when the page went away may have booked the row,
 * so 'sending' comes back as failed and in doubt (submitting again resends it with the same uuid).
 */
function restoredSend(send: BatchRowSend): BatchRowSend {
  return send.state === 'sending'
    ? { ...send, state: 'failed', inDoubt: true, error: messages.batchRowUnconfirmed }
    : send
}

/**
 * Creates one batch list in progress (part 2 §4.6; part 1 §3 'Locally persisted state': the one-to-many and
 * many-to-one lists with dirty flags): its rows with their fixed uuids, address checks and booking records. Every
 * change is written to `storage` at once (two keys: the rows, and the small booking records written before and
 * after each request), and the list is restored from it at creation; a corrupt entry is dropped with a warning.
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
  const storedRows = storage && slots.rows.load(storage)
  const storedSends: StoredBatchSends = (storage && storedRows && slots.sends.load(storage)) || {}
  let data: StoredBatchRows = storedRows ?? { rows: [], dirty: false, nextKey: 0 }
  let sends = new Map<string, BatchRowSend>(
    Object.entries(storedSends).map(([key, send]) => [key, restoredSend(send)]),
  )

  const view = (): Pick<BatchListState, 'rows' | 'dirty' | 'started'> => {
    const rows: BatchListRow[] = data.rows.map((entry) => ({
      ...entry,
      send: sends.get(entry.key) ?? UNSENT,
    }))
    return { rows: ref(rows), dirty: data.dirty, started: sends.size > 0 }
  }
  const { state, store } = createProxyStore<BatchListState>({ kind, ...view() })
  const publish = () => Object.assign(state, view())

  const saveRows = () => {
    if (!storage) return
    if (data.rows.length === 0) slots.rows.clear(storage)
    else slots.rows.save(storage, data)
  }
  /** Writes the booking records; false when the write failed. */
  const saveSends = (): boolean => {
    if (!storage) return true
    if (sends.size === 0) {
      slots.sends.clear(storage)
      return true
    }
    const probe = probing(storage)
    slots.sends.save(probe.storage, Object.fromEntries(sends))
    return !probe.failed()
  }
  const changeRows = (rows: StoredBatchRows['rows']) => {
    data = { ...data, rows, dirty: true }
    saveRows()
    publish()
  }
  const editable = (key: string) => {
    const send = sends.get(key)
    return data.rows.some((entry) => entry.key === key) && !(send && mayBeBooked(send))
  }
  // Restored 'sending' rows are failed and in doubt now: write that down.
  if (storedRows && Object.values(storedSends).some((send) => send.state === 'sending')) saveSends()

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,

    load(rows) {
      if (sends.size > 0) throw new TypeError('batchList.load: a submit has begun; clear the batch first')
      let nextKey = data.nextKey
      const loaded = rows.map((row) => ({
        key: `r${nextKey++}`,
        row: { ...row, valid: false, uuid: row.uuid?.trim() || randomUUID() },
        address: 'unchecked' as const,
        addressHint: null,
      }))
      data = { rows: loaded, dirty: true, nextKey }
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
      sends.delete(key)
      saveSends()
      changeRows(data.rows.filter((entry) => entry.key !== key))
      return true
    },

    markPriced() {
      if (!data.dirty) return
      data = { ...data, dirty: false }
      saveRows()
      publish()
    },

    beginSend(keys, route) {
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
      if (outcomes.size === 0) return
      const next = new Map(sends)
      for (const [key, outcome] of outcomes) {
        const send = next.get(key) ?? UNSENT
        next.set(key, settled(send, outcome))
      }
      sends = next
      saveSends()
      publish()
    },

    setOrderIds(ids) {
      const next = new Map(sends)
      for (const [key, orderId] of ids) {
        const send = next.get(key)
        if (send) next.set(key, { ...send, orderId })
      }
      sends = next
      saveSends()
      publish()
    },

    clear() {
      data = { rows: [], dirty: false, nextKey: data.nextKey }
      sends = new Map()
      if (storage) {
        slots.sends.clear(storage)
        slots.rows.clear(storage)
      }
      publish()
    },
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
