import type { Struct } from 'superstruct'
import { validate } from 'superstruct'
import type { Logger } from '../config.ts'
import { STORAGE_PREFIX, type StorageLike } from './storage.ts'

/** Options of {@link createPersistedSlot}. */
export interface PersistedSlotOptions<T> {
  /** Key under the `waybill:` prefix. */
  key: string
  /** Current version of the stored shape. */
  version: number
  /** What a stored value of the current version must look like. */
  schema: Struct<T, unknown>
  /**
   * Turns a value stored by an older version into the current shape, or returns `undefined` to drop it.
   * Called once per stored entry, with the version it was written with.
   */
  migrate?: (data: unknown, fromVersion: number) => unknown
  /** Told when a stored entry is dropped or cannot be written. */
  logger: Logger
}

/** One versioned, validated entry in a storage. */
export interface PersistedSlot<T> {
  /** The stored value, migrated and validated; undefined when absent or invalid (an invalid entry is removed with a warning). */
  load(storage: StorageLike): T | undefined
  /** Writes `value` with the current version; a failed write is logged, never thrown. */
  save(storage: StorageLike, value: T): void
  /** Removes the entry. */
  clear(storage: StorageLike): void
}

interface Envelope {
  version: number
  data: unknown
}

/**
 * A versioned entry in a storage, validated on load: a corrupt, unknown or newer entry is dropped with a
 * logged warning, never a crash (ARCHITECTURE §4).
 */
export function createPersistedSlot<T>(options: PersistedSlotOptions<T>): PersistedSlot<T> {
  const key = STORAGE_PREFIX + options.key
  const drop = (storage: StorageLike, why: string) => {
    options.logger.warn(`Dropped stored '${key}': ${why}`)
    storage.removeItem(key)
    return undefined
  }
  return {
    load(storage) {
      const raw = safeRead(storage, key)
      if (raw === null) return undefined
      let envelope: Envelope
      try {
        envelope = JSON.parse(raw) as Envelope
      } catch {
        return drop(storage, 'not JSON')
      }
      if (typeof envelope !== 'object' || envelope === null || !Number.isInteger(envelope.version)) {
        return drop(storage, 'no version')
      }
      let data = envelope.data
      if (envelope.version > options.version)
        return drop(storage, `written by a newer version (${envelope.version})`)
      if (envelope.version < options.version) {
        data = options.migrate?.(data, envelope.version)
        if (data === undefined) return drop(storage, `version ${envelope.version} cannot be migrated`)
      }
      const [failure, value] = validate(data, options.schema)
      if (failure) return drop(storage, `invalid at '${failure.path.join('.')}'`)
      return value
    },
    save(storage, value) {
      try {
        storage.setItem(key, JSON.stringify({ version: options.version, data: value } satisfies Envelope))
      } catch (error) {
        // Quota exceeded or storage disabled (private mode): the app keeps working without persistence.
        options.logger.warn(`Could not store '${key}'`, error)
      }
    },
    clear(storage) {
      storage.removeItem(key)
    },
  }
}

function safeRead(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}
