import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import type { StorageLike } from '@waybill/sdk-core'

/** A {@link StorageLike} kept in one JSON file: the batch script's resumable state. */
export interface FileStorage extends StorageLike {
  /** Where the state lives. */
  readonly path: string
  /** Deletes the file and forgets every entry. */
  destroy(): void
}

/** The state file exists but is no state file (hand-edited, or another program's). */
export class StateFileError extends Error {
  /** Names the file; the message is fit to print. */
  constructor(path: string, why: string) {
    super(`The state file ${path} cannot be read (${why}). Move it away to start over.`)
    this.name = 'StateFileError'
  }
}

function readEntries(path: string): Map<string, string> {
  if (!existsSync(path)) return new Map()
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    throw new StateFileError(path, 'not JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new StateFileError(path, 'not a JSON object')
  }
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new StateFileError(path, `entry '${key}' is not text`)
    entries.set(key, value)
  }
  return entries
}

/**
 * A storage over a JSON state file, `{ "<key>": "<value>", … }`, read once at creation and written whole on every
 * change: to a temporary file beside it, flushed to disk, then renamed over it. A rename replaces the file in one
 * step, so a crash at any moment leaves either the old state or the new one, never a torn file. A failed write
 * throws (as a full `localStorage` does), and the batch engine then sends nothing more.
 *
 * @example
 * ```ts
 * const storage = createFileStorage('orders.csv.waybill-state.json')
 * const list = createBatchList({ kind: 'oneToMany', storage, logger })
 * ```
 */
export function createFileStorage(path: string): FileStorage {
  const entries = readEntries(path)
  const temporary = `${path}.${process.pid}.tmp`

  const write = () => {
    const text = `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`
    try {
      writeFileSync(temporary, text, { encoding: 'utf8', flush: true })
      renameSync(temporary, path)
    } catch (error) {
      rmSync(temporary, { force: true })
      throw error
    }
  }

  return {
    path,
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, value) {
      const before = entries.get(key)
      entries.set(key, String(value))
      try {
        write()
      } catch (error) {
        // Memory keeps what the disk has: the write did not happen.
        if (before === undefined) entries.delete(key)
        else entries.set(key, before)
        throw error
      }
    },
    removeItem(key) {
      const before = entries.get(key)
      if (before === undefined) return
      entries.delete(key)
      try {
        write()
      } catch (error) {
        entries.set(key, before)
        throw error
      }
    },
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size
    },
    destroy() {
      entries.clear()
      rmSync(path, { force: true })
    },
  }
}
