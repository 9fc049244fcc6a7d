import { messages } from '../domain/messages.ts'
import { defaultRandomUUID } from '../draft/emptyDraft.ts'
import { STORAGE_PREFIX, type StorageLike } from '../session/storage.ts'
import type { StoredBatchRows, StoredBatchSends } from './batchStateSchema.ts'
import type { BatchRowSend } from './batchStateTypes.ts'

/** A storage that remembers whether a write threw (the slots only log it). */
export function probing(storage: StorageLike): { storage: StorageLike; failed: () => boolean } {
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

/** Each row's uuid by its key. */
export function uuidsByKey(rows: StoredBatchRows['rows']): Map<string, string> {
  return new Map(rows.map((entry) => [entry.key, entry.row.uuid]))
}

/**
 * The booking records as restored, by row key: a record is kept only when the row of its key is there with its
 * uuid (row keys restart at r0 for a new file: a record of another file's row must never lock or settle this
 * one). A request that was out when the page went away may have booked its row, so 'sending' comes back as failed
 * and in doubt (submitting again resends it with the same uuid). `changed` says the stored records differ from
 * these, and must be written again.
 */
export function restoreSends(
  rows: StoredBatchRows['rows'],
  stored: StoredBatchSends | undefined,
): { sends: Map<string, BatchRowSend>; changed: boolean } {
  const uuids = uuidsByKey(rows)
  const sends = new Map<string, BatchRowSend>()
  let changed = false
  for (const [key, { uuid, ...send }] of Object.entries(stored ?? {})) {
    if (uuids.get(key) !== uuid) {
      changed = true
    } else if (send.state === 'sending') {
      changed = true
      sends.set(key, { ...send, state: 'failed', inDoubt: true, error: messages.batchRowUnconfirmed })
    } else {
      sends.set(key, send)
    }
  }
  return { sends, changed }
}

/** The booking records as stored: each with its row's uuid; a record whose row is gone is left out. */
export function toStoredSends(
  sends: ReadonlyMap<string, BatchRowSend>,
  uuids: ReadonlyMap<string, string>,
): StoredBatchSends {
  const stored: StoredBatchSends = {}
  for (const [key, send] of sends) {
    const uuid = uuids.get(key)
    if (uuid !== undefined) stored[key] = { uuid, ...send }
  }
  return stored
}

/** The write token of one list instance (a browser tab) over a storage key. */
export interface BatchOwner {
  /** Whether the last write to the batch was this instance's (or nothing was written since it was read). */
  owned(): boolean
  /** Records a write of this instance: a new token, or none when the batch is empty. */
  stamp(empty: boolean): void
}

/**
 * The write token of a batch list (two tabs over one storage): each write leaves a new random token, and an
 * instance whose token is no longer the stored one knows another tab changed the batch since, and must not write
 * or send any more (its rows and records are stale).
 */
export function batchOwner(storage: StorageLike | undefined, key: string): BatchOwner {
  const fullKey = STORAGE_PREFIX + key
  const read = (): string | null => {
    try {
      return storage?.getItem(fullKey) ?? null
    } catch {
      return null
    }
  }
  let token = read()
  return {
    owned: () => storage === undefined || read() === token,
    stamp(empty) {
      if (!storage) return
      try {
        if (empty) {
          storage.removeItem(fullKey)
          token = null
        } else {
          const next = defaultRandomUUID()
          storage.setItem(fullKey, next)
          token = next
        }
      } catch {
        // The old token stays stored, and it is still this instance's.
      }
    },
  }
}
