import { memoryStorage, type SessionStorages, type StorageLike } from '@waybill/sdk-core'

/**
 * The browser's localStorage and sessionStorage, or memory where they are unavailable (storage disabled,
 * sandboxed frames, server rendering).
 */
export function browserStorages(): SessionStorages {
  return {
    persistent: probe(() => globalThis.localStorage),
    tab: browserTabStorage(),
  }
}

/** The browser's sessionStorage alone, or memory where it is unavailable: a page's localStorage is left unopened. */
export function browserTabStorage(): StorageLike {
  return probe(() => globalThis.sessionStorage)
}

function probe(get: () => StorageLike | undefined): StorageLike {
  try {
    const storage = get()
    if (storage) {
      const key = 'waybill:probe'
      storage.setItem(key, '1')
      storage.removeItem(key)
      return storage
    }
  } catch {
    // Access throws where storage is blocked: fall through to memory.
  }
  return memoryStorage()
}
