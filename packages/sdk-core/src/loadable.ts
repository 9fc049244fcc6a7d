import { ref } from 'valtio/vanilla'
import type { LoadStatus } from './session/session.ts'
import { createProxyStore, type Store } from './store.ts'

/** What a {@link Loadable} holds: how the last load went, what it gave, and why it failed. */
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

/** A value fetched on demand (a list, a code) behind the {@link Store} contract, with its reload action. */
export interface Loadable<T> extends Store<LoadableState<T>> {
  /**
   * Runs the load. The newest request wins: the answer of a request started earlier is dropped, whenever it
   * arrives. Never rejects (a failure is recorded in `status` and `error`); resolves once this request settled:
   * true when its answer was applied, false when it failed or a newer request had started meanwhile.
   */
  reload(): Promise<boolean>
}

/** Objects are stored by reference, so the store neither copies nor freezes what the load gave. */
const kept = <T>(value: T): T => (typeof value === 'object' && value !== null ? ref(value) : value)

/**
 * Creates a store around `load`, e.g. a list the screen shows and reloads after each change. Nothing runs until
 * `reload()` is called.
 *
 * @example
 * ```ts
 * const contacts = createLoadable(() => client.contacts.table(apiCode))
 * contacts.subscribe(() => render(contacts.getSnapshot().data ?? []))
 * const shown = await contacts.reload() // false: the list on screen is not the server's newest
 * ```
 */
export function createLoadable<T>(load: () => Promise<T>): Loadable<T> {
  const { state, store } = createProxyStore<LoadableState<T>>({
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
      state.status = 'loading'
      try {
        const data = await load()
        if (request !== newest) return false
        state.data = kept(data)
        state.error = undefined
        state.status = 'ready'
        state.settled = true
        return true
      } catch (error) {
        if (request !== newest) return false
        state.error = kept(error)
        state.status = 'failed'
        state.settled = true
        return false
      }
    },
  }
}
