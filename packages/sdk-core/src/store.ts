import { proxy, snapshot, subscribe } from 'valtio/vanilla'

/**
 * The one contract of every core store: subscribe to changes, read an immutable snapshot. Snapshots are
 * structurally shared and keep their identity until something changes, as `useSyncExternalStore` requires.
 */
export interface Store<TState> {
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: () => void): () => void
  /** The current state, immutable; the same object until something changes. */
  getSnapshot(): TState
}

/** `T` with its readonly marks removed: the store's own view of its state. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * A valtio proxy behind the {@link Store} contract, for state edited in place (a draft's nested parties and lists:
 * valtio tracks deep writes and shares the unchanged parts of each snapshot). State replaced field by field goes in a
 * {@link createValueStore}. The proxy itself never leaves sdk-core.
 */
export function createProxyStore<TState extends object>(
  initial: TState,
): { state: Mutable<TState>; store: Store<TState> } {
  const state = proxy(initial as Mutable<TState>)
  return {
    state,
    store: {
      subscribe: (listener) => subscribe(state, listener),
      getSnapshot: () => snapshot(state) as TState,
    },
  }
}

/** Anything with a `subscribe` like a {@link Store}'s: what a derived store follows. */
export type Subscribable = Pick<Store<unknown>, 'subscribe'>

/** Whether two values count as the same: a field that is the same keeps the snapshot's old value. */
export type Equality = (a: unknown, b: unknown) => boolean

/**
 * Equal plain data: the same value, or objects with the same JSON (small lists of records, as the pickers' views
 * hold). Keeps a recomputed list's identity while its content is unchanged. Not for Maps, Sets or class instances.
 */
export const sameData: Equality = (a, b) =>
  Object.is(a, b) ||
  (typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b))

/** A value store's own handle: the current state, a way to replace parts of it, and its public face. */
export interface ValueStore<TState extends object> {
  /** The current state (the store's snapshot). */
  get(): TState
  /**
   * Replaces the fields of `patch`. Fields equal to their current value (by the store's equality) keep it; when
   * none differs nothing happens, else a new snapshot is made and the listeners are told (a microtask later).
   */
  set(patch: Partial<TState>): void
  /** The {@link Store} to hand out. */
  readonly store: Store<TState>
}

/**
 * A store for state that is replaced, never mutated: the values it holds (lists, answers, errors) are kept as
 * given, neither copied, proxied nor frozen (their types say readonly). Each change makes a new shallow snapshot in
 * which unchanged fields keep their identity, so a selector of one field sees no change when another field moves.
 *
 * Listeners are told once per tick, a microtask after the first change, as valtio does: the steps of an action
 * (e.g. 'Submitting' replaced by 'Prepaying' in the same tick) reach a listener as the one state they end in, and
 * a listener never runs inside the action, nor inside a React render that called it. `get()` and `getSnapshot()`
 * are up to date at once. A listener removed before the notice runs is not told.
 *
 * @example
 * ```ts
 * const { get, set, store } = createValueStore({ status: 'idle', rows: [] as readonly Row[] })
 * set({ status: 'ready', rows: answer }) // one new snapshot, listeners told once
 * ```
 */
export function createValueStore<TState extends object>(
  initial: TState,
  isEqual: Equality = Object.is,
): ValueStore<TState> {
  let current = initial
  let noticeDue = false
  const listeners = new Set<() => void>()
  const get = () => current
  const notify = () => {
    noticeDue = false
    for (const listener of [...listeners]) if (listeners.has(listener)) listener()
  }
  return {
    get,
    set(patch) {
      let next: TState | undefined
      for (const key in patch) {
        const value = patch[key] as TState[typeof key]
        if (isEqual(current[key], value)) continue
        next ??= { ...current }
        next[key] = value
      }
      if (next === undefined) return
      current = next
      if (noticeDue) return
      noticeDue = true
      queueMicrotask(notify)
    },
    store: {
      getSnapshot: get,
      subscribe(listener) {
        // A wrapper per subscription: the same function subscribed twice is told twice and unsubscribed once each.
        const entry = () => listener()
        listeners.add(entry)
        return () => void listeners.delete(entry)
      },
    },
  }
}

/** A store computed from others; see {@link derivedStore}. */
export interface DerivedStore<TState extends object> extends Store<TState> {
  /** Computes the state again now, watched or not, and publishes what changed; returns the snapshot. */
  refresh(): TState
}

/**
 * A store whose state is computed from other stores (and from inputs read as it computes, like the clock): while it
 * has a listener it follows `sources` and computes again at each change of one of them (and once when the first
 * listener comes, to catch up with what changed meanwhile); `refresh()` computes again at any time, e.g. after an
 * action or a tick of the clock. Only the fields that changed by `isEqual` are published, unchanged ones keep
 * their identity, and nothing is told when none changed. Unwatched, the snapshot is the last one computed.
 *
 * @example
 * ```ts
 * const view = derivedStore([draft], () => pickerView(draft.getSnapshot(), now()), sameData)
 * const stop = view.subscribe(render) // follows the draft until `stop()`
 * ```
 */
export function derivedStore<TState extends object>(
  sources: readonly Subscribable[],
  compute: () => TState,
  isEqual: Equality = Object.is,
): DerivedStore<TState> {
  const { get, set, store } = createValueStore(compute(), isEqual)
  const refresh = () => {
    set(compute())
    return get()
  }
  const follow = () => {
    const stops = sources.map((source) => source.subscribe(refresh))
    refresh()
    return () => {
      for (const stop of stops) stop()
    }
  }
  return { getSnapshot: get, subscribe: subscribeWhileWatched(store.subscribe, follow), refresh }
}

/**
 * `subscribe` of a store that follows a source (a draft, the clock) only while someone listens: `follow` starts
 * with the first listener and the stop it returns runs when the last one leaves. Unsubscribing twice is harmless.
 */
export function subscribeWhileWatched(
  subscribe: (listener: () => void) => () => void,
  follow: () => () => void,
): (listener: () => void) => () => void {
  let listeners = 0
  let stopFollowing: (() => void) | undefined
  return (listener) => {
    const unsubscribe = subscribe(listener)
    if (listeners++ === 0) stopFollowing = follow()
    let ended = false
    return () => {
      if (ended) return
      ended = true
      unsubscribe()
      if (--listeners === 0) stopFollowing?.()
    }
  }
}
