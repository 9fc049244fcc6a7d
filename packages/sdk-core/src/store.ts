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

/** A valtio proxy behind the {@link Store} contract. The proxy itself never leaves sdk-core. */
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
