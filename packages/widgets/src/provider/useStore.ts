import type { Store } from '@waybill/sdk-core'
import { useRef, useSyncExternalStore } from 'react'

const identity = <T>(value: T) => value

/**
 * Reads a core store: the one bridge between sdk-core stores and React. Re-renders when the selection changes.
 * A selector may be written inline and may build its selection (an object of fields, a filtered list): given
 * `isEqual` (e.g. `shallowEqual`), a selection equal to the last one is returned as the last one, so it neither
 * re-renders nor loops. Without `isEqual` the selection is compared by identity: then return a part of the
 * snapshot or a primitive, never a new object.
 *
 * @example
 * ```tsx
 * const { start, end } = useStore(picker, (state) => ({ start: state.start, end: state.end }), shallowEqual)
 * ```
 */
export function useStore<TState, TSelected = TState>(
  store: Store<TState>,
  selector: (state: TState) => TSelected = identity as (state: TState) => TSelected,
  isEqual?: (previous: TSelected, next: TSelected) => boolean,
): TSelected {
  const last = useRef<{ snapshot: TState; selector: unknown; selected: TSelected }>(undefined)
  const getSelected = () => {
    const snapshot = store.getSnapshot()
    const memo = last.current
    if (memo?.snapshot === snapshot && memo.selector === selector) return memo.selected
    const next = selector(snapshot)
    const selected = memo !== undefined && isEqual?.(memo.selected, next) ? memo.selected : next
    last.current = { snapshot, selector, selected }
    return selected
  }
  return useSyncExternalStore(store.subscribe, getSelected, getSelected)
}
