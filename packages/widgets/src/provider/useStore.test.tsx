import { act, render, screen } from '@testing-library/react'
import type { Store } from '@waybill/sdk-core'
import { describe, expect, it } from 'vitest'
import { shallowEqual } from './shallowEqual.ts'
import { useStore } from './useStore.ts'

/** A store as sdk-core's value stores make them: each change a new snapshot, unchanged fields kept. */
function testStore<TState extends object>(initial: TState) {
  let state = initial
  const listeners = new Set<() => void>()
  const store: Store<TState> = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const set = (patch: Partial<TState>) =>
    act(() => {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    })
  return { store, set }
}

interface Window {
  readonly start: number | null
  readonly end: number | null
  readonly problems: readonly string[]
}

function WindowProbe({ store, renders }: { store: Store<Window>; renders: string[] }) {
  // A new object at each call: without an equality this would never settle.
  const { start, end } = useStore(store, (state) => ({ start: state.start, end: state.end }), shallowEqual)
  renders.push(`${start}-${end}`)
  return <p>{`${start}-${end}`}</p>
}

describe('useStore (the one bridge from sdk-core stores to React)', () => {
  it('takes an inline selector building an object: equal selections neither loop nor re-render', () => {
    const { store, set } = testStore<Window>({ start: 540, end: 555, problems: [] })
    const renders: string[] = []
    render(<WindowProbe store={store} renders={renders} />)
    expect(renders).toEqual(['540-555'])
    set({ problems: ['Pickup window must be at least 15 minutes'] })
    expect(renders).toEqual(['540-555'])
    set({ end: 570 })
    expect(screen.getByText('540-570')).toBeTruthy()
    expect(renders).toEqual(['540-555', '540-570'])
  })

  it('returns the previous selection itself while equal, a new one once it differs', () => {
    const { store, set } = testStore<Window>({ start: 540, end: 555, problems: [] })
    const seen: object[] = []
    function Probe() {
      seen.push(useStore(store, (state) => [state.start, state.end], shallowEqual))
      return null
    }
    const view = render(<Probe />)
    set({ problems: ['Outside business hours'] })
    view.rerender(<Probe />)
    expect(seen.length).toBe(2)
    expect(seen[1]).toBe(seen[0])
    set({ start: 555 })
    expect(seen.at(-1)).toEqual([555, 555])
    expect(seen.at(-1)).not.toBe(seen[0])
  })

  it('reads with the selector of the current render (a prop it closes over)', () => {
    const { store } = testStore<Window>({ start: 540, end: 555, problems: [] })
    function Probe({ side }: { side: 'start' | 'end' }) {
      return <p>{useStore(store, (state) => state[side])}</p>
    }
    const view = render(<Probe side="start" />)
    expect(screen.getByText('540')).toBeTruthy()
    view.rerender(<Probe side="end" />)
    expect(screen.getByText('555')).toBeTruthy()
  })
})

describe('shallowEqual', () => {
  it.each([
    [{ start: 1, end: 2 }, { start: 1, end: 2 }, true],
    [{ start: 1, end: 2 }, { start: 1, end: 3 }, false],
    [{ start: 1 }, { start: 1, end: null }, false],
    [[1, 2], [1, 2], true],
    [[1, 2], { 0: 1, 1: 2 }, false],
    [{ list: [1] }, { list: [1] }, false],
    [null, null, true],
    [null, {}, false],
  ])('shallowEqual(%j, %j) is %s', (a, b, same) => {
    expect(shallowEqual(a, b)).toBe(same)
  })
})
