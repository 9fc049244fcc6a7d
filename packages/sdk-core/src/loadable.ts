import type { LoadStatus } from './session/session.ts'
import { createValueStore, type Store } from './store.ts'

/**
 * What a {@link Loadable} holds: how the last load went, what it gave, and why it failed.
 *
 * @internal
 */
export interface LoadableState<T> {
  /** 'idle' before the first load, 'loading' while the newest request runs, then 'ready' or 'failed'. */
  readonly status: LoadStatus
  /** What the last successful load gave, as it gave it (not copied); kept while reloading and after a failure. */
  readonly data: T | undefined
  /** Why the newest request failed; undefined once a load succeeds. */
  readonly error: unknown
  /**
   * Whether a request has settled (answered or failed) since the store was made. False while the first answer
   * is awaited: the time a screen shows its loading text. A list whose first load failed is settled (and empty).
   */
  readonly settled: boolean
}

/**
 * A value fetched on demand (a list, a code) behind the `Store` contract, with its reload action.
 *
 * @internal
 */
export interface Loadable<T> extends Store<LoadableState<T>> {
  /**
   * Runs the load. The newest request wins: the answer of a request started earlier is dropped, whenever it
   * arrives. Never rejects (a failure is recorded in `status` and `error`); resolves once this request settled:
   * true when its answer was applied, false when it failed or a newer request had started meanwhile.
   */
  reload(): Promise<boolean>
}

/**
 * Creates a store around `load`, e.g. a list the screen shows and reloads after each change. Nothing runs until
 * `reload()` is called.
 *
 * @internal
 *
 * @example
 * ```ts
 * const contacts = createLoadable(() => client.contacts.table(apiCode))
 * contacts.subscribe(() => render(contacts.getSnapshot().data ?? []))
 * const shown = await contacts.reload() // false: the list on screen is not the server's newest
 * ```
 */
export function createLoadable<T>(load: () => Promise<T>): Loadable<T> {
  const { set, store } = createValueStore<LoadableState<T>>({
    status: 'idle',
    data: undefined,
    error: undefined,
    settled: false,
  })
  let newest = 0

  return {
    ...store,
    async reload() {
      const request = ++newest
      set({ status: 'loading' })
      try {
        const data = await load()
        if (request !== newest) return false
        // Kept as the load gave it: the store neither copies nor freezes it.
        set({ data, error: undefined, status: 'ready', settled: true })
        return true
      } catch (error) {
        if (request !== newest) return false
        set({ error, status: 'failed', settled: true })
        return false
      }
    },
  }
}
