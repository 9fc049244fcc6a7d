import { createLoadable, type LoadableState } from '@waybill/sdk-core/internal'
import { type DependencyList, useEffect, useMemo } from 'react'
import { useStore } from './useStore.ts'

/** What {@link useLoadable} returns: the loadable's state and its reload action. */
export interface UseLoadableResult<T> extends LoadableState<T> {
  /**
   * Loads again; the newest request wins, an older answer is dropped. Never rejects: resolves true when this
   * request's answer is what the state now holds, false when it failed or a newer request overtook it.
   */
  reload(): Promise<boolean>
}

/**
 * A value loaded on mount and reloaded on demand, over sdk-core's `createLoadable`: one loadable per `deps`
 * (like `useMemo`), started on mount, read through {@link useStore}. `load` should log its own failure (the
 * screens only log them); the state keeps the last data when a reload fails.
 *
 * @example
 * ```tsx
 * const cards = useLoadable(() => client.cards.list(apiCode), [client, apiCode])
 * return cards.settled ? <CardList cards={cards.data ?? []} /> : <p>Loading…</p>
 * ```
 */
export function useLoadable<T>(load: () => Promise<T>, deps: DependencyList): UseLoadableResult<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when `load` changes, as with useMemo.
  const loadable = useMemo(() => createLoadable(load), deps)
  useEffect(() => {
    void loadable.reload()
  }, [loadable])
  const state = useStore(loadable)
  return { ...state, reload: loadable.reload }
}
