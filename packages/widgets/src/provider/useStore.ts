import type { Store } from '@waybill/sdk-core'
import { useCallback, useSyncExternalStore } from 'react'

const identity = <T>(value: T) => value

/**
 * Reads a core store: the one bridge between sdk-core stores and React. The selector should return a part of
 * the snapshot (or a primitive), not a new object, so that unchanged state does not re-render.
 */
export function useStore<TState, TSelected = TState>(
  store: Store<TState>,
  selector: (state: TState) => TSelected = identity as (state: TState) => TSelected,
): TSelected {
  const getSelected = useCallback(() => selector(store.getSnapshot()), [store, selector])
  return useSyncExternalStore(store.subscribe, getSelected, getSelected)
}
