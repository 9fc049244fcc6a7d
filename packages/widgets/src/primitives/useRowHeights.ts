import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DynamicRowHeight } from 'react-window'

/** Options of {@link useRowHeights}. */
export interface RowHeightsOptions<TRow> {
  /** The rows, in order. */
  readonly rows: readonly TRow[]
  /** The row's key, as the rendered row carries it in `data-row-key`. */
  readonly rowKey: (row: TRow) => string
  /** Keys of the rows whose details are open: an unmeasured open row is assumed `expandedHeight` taller. */
  readonly expanded: ReadonlySet<string>
  /** Height assumed for a row not measured yet, until one is (px). */
  readonly rowHeight: number
  /** Extra height assumed for an open row not measured yet (px). */
  readonly expandedHeight: number
}

interface Measured {
  /** Heights of the rows measured at `width`, by row key. */
  readonly heights: Map<string, number>
  /** The width the heights were measured at: rows wrap differently at another (or become cards). */
  width: number
  /** A closed row's measured height, assumed for the rows not measured yet; null until one is measured. */
  typical: number | null
}

/** Differences under half a pixel are rounding, not a new height: they do not lay the list out again. */
const SAME_PX = 0.5

/**
 * Row heights for react-window's `List`, measured in the page (a ResizeObserver on the rendered rows) and kept by row
 * key, so that a row wraps, grows when its details open, or becomes a stacked card without overlapping the next one.
 * A row not measured yet is assumed to be as tall as the closed rows measured so far. Rows as tall as assumed cost
 * nothing more than fixed heights: the list is laid out again only when a measured height differs.
 */
export function useRowHeights<TRow>({
  rows,
  rowKey,
  expanded,
  rowHeight,
  expandedHeight,
}: RowHeightsOptions<TRow>): DynamicRowHeight {
  // The key function is often written inline: the latest is used, without laying the list out again.
  const keyOf = useRef(rowKey)
  keyOf.current = rowKey
  const measured = useRef<Measured>({ heights: new Map(), width: 0, typical: null })
  const [version, setVersion] = useState(0)
  const observer = useRef<ResizeObserver | null>(null)

  const onResize = useCallback(
    (entries: ResizeObserverEntry[]) => {
      const state = measured.current
      let changed = false
      for (const entry of entries) {
        const element = entry.target as HTMLElement
        const key = element.dataset.rowKey
        const box = entry.borderBoxSize?.[0]
        const height = box?.blockSize ?? element.getBoundingClientRect().height
        const width = box?.inlineSize ?? element.getBoundingClientRect().width
        if (key === undefined || height <= 0) continue
        if (Math.abs(width - state.width) >= SAME_PX) {
          // Another width: every height measured so far is stale.
          state.heights.clear()
          state.width = width
          state.typical = null
          changed = true
        }
        if (element.dataset.expanded !== 'true' && state.typical === null) {
          state.typical = height
          if (Math.abs(height - rowHeight) >= SAME_PX) changed = true
        }
        const known = state.heights.get(key)
        if (known === undefined || Math.abs(known - height) >= SAME_PX) {
          state.heights.set(key, height)
          // A first height as assumed moves no row; a changed one, or one other than assumed, does.
          if (known !== undefined || Math.abs(height - (state.typical ?? rowHeight)) >= SAME_PX)
            changed = true
        }
      }
      if (changed) setVersion((current) => current + 1)
    },
    [rowHeight],
  )

  useEffect(
    () => () => {
      observer.current?.disconnect()
      observer.current = null
    },
    [],
  )

  const observeRowElements = useCallback(
    (elements: Element[] | NodeListOf<Element>) => {
      const Observer = typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver
      if (!Observer) return () => {}
      observer.current ??= new Observer(onResize)
      const current = observer.current
      for (const element of elements) current.observe(element)
      return () => {
        for (const element of elements) current.unobserve(element)
      }
    },
    [onResize],
  )

  // A new object whenever a height, the rows or an open row changes: the list lays its rows out again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what says the measured heights changed.
  return useMemo(() => {
    const state = measured.current
    const assumed = state.typical ?? rowHeight
    const heightOf = (index: number) => {
      const row = rows[index]
      if (row === undefined) return assumed
      const key = keyOf.current(row)
      return state.heights.get(key) ?? assumed + (expanded.has(key) ? expandedHeight : 0)
    }
    return {
      getAverageRowHeight: () => assumed,
      getRowHeight: heightOf,
      setRowHeight: (index: number, size: number) => {
        const row = rows[index]
        if (row !== undefined) state.heights.set(keyOf.current(row), size)
      },
      observeRowElements,
    }
  }, [version, rows, expanded, rowHeight, expandedHeight, observeRowElements])
}
