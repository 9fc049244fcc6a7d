/** The part of the Web Storage API the SDK uses; `localStorage`, `sessionStorage` and {@link memoryStorage} fit. */
export interface StorageLike {
  /** The value stored under `key`, or null. */
  getItem(key: string): string | null
  /** Stores `value` under `key`; may throw when storage is full or disabled. */
  setItem(key: string, value: string): void
  /** Removes the entry under `key`, if any. */
  removeItem(key: string): void
  /** The key at position `index`, or null past the end. */
  key(index: number): string | null
  /** Number of stored entries. */
  readonly length: number
}

/** Prefix of every key the SDK writes, so that logout clears only Waybill's own entries. */
export const STORAGE_PREFIX = 'waybill:'

/** An in-memory storage, for Node and tests. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

/** Removes every Waybill entry from a storage, leaving the host page's own entries alone. */
export function clearWaybillEntries(storage: StorageLike): void {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}
