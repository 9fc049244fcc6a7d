import { describe, expect, it, vi } from 'vitest'
import { createProxyStore, createValueStore, derivedStore, sameData, subscribeWhileWatched } from './store.ts'

describe('subscribeWhileWatched (the pickers follow their draft only while watched)', () => {
  it('follows from the first listener to the last, and ignores a second unsubscribe', () => {
    const { store } = createProxyStore({ count: 0 })
    const stop = vi.fn()
    const follow = vi.fn(() => stop)
    const subscribe = subscribeWhileWatched(store.subscribe, follow)
    const first = subscribe(() => {})
    const second = subscribe(() => {})
    expect(follow).toHaveBeenCalledTimes(1)
    first()
    first()
    expect(stop).not.toHaveBeenCalled()
    second()
    expect(stop).toHaveBeenCalledTimes(1)
    subscribe(() => {})
    expect(follow).toHaveBeenCalledTimes(2)
  })

  it('passes the store’s changes to its listeners', async () => {
    const { state, store } = createProxyStore({ count: 0 })
    const listener = vi.fn()
    subscribeWhileWatched(store.subscribe, () => () => {})(listener)
    state.count = 1
    await Promise.resolve()
    expect(listener).toHaveBeenCalled()
  })
})

/** Value stores tell their listeners a microtask after a change, as valtio does. */
const notices = () => Promise.resolve()

describe('createValueStore (lists, answers and pickers whose state is replaced, never mutated)', () => {
  it('keeps one snapshot until something changes, and unchanged fields keep their identity', () => {
    const rows = [{ id: 1 }]
    const { get, set, store } = createValueStore({ status: 'idle', rows })
    const before = store.getSnapshot()
    set({ status: 'idle', rows })
    expect(store.getSnapshot()).toBe(before)
    set({ status: 'ready' })
    const after = store.getSnapshot()
    expect(after).not.toBe(before)
    expect(after).toEqual({ status: 'ready', rows })
    expect(after.rows).toBe(rows)
    expect(get()).toBe(after)
    expect(before.status).toBe('idle')
  })

  it('keeps what it is given as it is: neither copied nor frozen', () => {
    const answer = { orders: [{ id: 7 }] }
    const { set, store } = createValueStore<{ data: typeof answer | null }>({ data: null })
    set({ data: answer })
    expect(store.getSnapshot().data).toBe(answer)
    expect(Object.isFrozen(answer)).toBe(false)
  })

  it('tells each listener once for the changes of one tick, after them, and nothing for a write that changes nothing', async () => {
    const { set, store } = createValueStore({ status: 'Submitting' })
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot().status))
    set({ status: 'Submitting' })
    await notices()
    expect(seen).toEqual([])
    set({ status: 'Prepaying' })
    set({ status: 'Prepay Successful' })
    expect(seen).toEqual([])
    await notices()
    expect(seen).toEqual(['Prepay Successful'])
  })

  it('does not tell a listener that left before the notice ran, and tells each subscription apart', async () => {
    const { set, store } = createValueStore({ count: 0 })
    const listener = vi.fn()
    const first = store.subscribe(listener)
    store.subscribe(listener)
    set({ count: 1 })
    first()
    first()
    await notices()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps a field the equality calls the same (sameData: a recomputed list with the same content)', async () => {
    const { set, store } = createValueStore({ dates: ['2026-11-23'] }, sameData)
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getSnapshot()
    set({ dates: ['2026-11-23'] })
    await notices()
    expect(store.getSnapshot()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    set({ dates: ['2026-11-24'] })
    await notices()
    expect(store.getSnapshot().dates).toEqual(['2026-11-24'])
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('sameData (the pickers keep a list while its content is unchanged)', () => {
  it.each([
    [1, 1, true],
    [Number.NaN, Number.NaN, true],
    [null, null, true],
    [null, 'null', false],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [{ date: '2026-11-23', start: 540 }, { date: '2026-11-23', start: 540 }, true],
    [null, { date: '2026-11-23' }, false],
  ])('sameData(%j, %j) is %s', (a, b, same) => {
    expect(sameData(a, b)).toBe(same)
  })
})

describe('derivedStore (the time pickers and the batch engine: computed from a draft or a list)', () => {
  function setup() {
    const source = createValueStore({ pickupStart: 540, pickupEnd: 555 })
    const sourceSubscribe = vi.spyOn(source.store, 'subscribe')
    let minute = 0
    const compute = vi.fn(() => {
      const { pickupStart, pickupEnd } = source.get()
      return { lengths: [pickupEnd - pickupStart], length: pickupEnd - pickupStart, minute }
    })
    const derived = derivedStore([source.store], compute, sameData)
    return { source, sourceSubscribe, compute, derived, tick: () => minute++ }
  }

  it('follows its sources only while watched, catching up when the first listener comes', async () => {
    const { source, sourceSubscribe, derived } = setup()
    source.set({ pickupEnd: 570 })
    await notices()
    expect(sourceSubscribe).not.toHaveBeenCalled()
    expect(derived.getSnapshot().length).toBe(15)
    const stop = derived.subscribe(() => {})
    expect(sourceSubscribe).toHaveBeenCalledTimes(1)
    expect(derived.getSnapshot().length).toBe(30)
    source.set({ pickupEnd: 585 })
    await notices()
    expect(derived.getSnapshot().length).toBe(45)
    stop()
    source.set({ pickupEnd: 600 })
    await notices()
    expect(derived.getSnapshot().length).toBe(45)
  })

  it('publishes only what changed: equal parts keep their identity, and an equal result tells no one', async () => {
    const { source, derived } = setup()
    const listener = vi.fn()
    derived.subscribe(listener)
    await notices()
    const before = derived.getSnapshot()
    source.set({ pickupStart: 525, pickupEnd: 540 })
    await notices()
    await notices()
    expect(derived.getSnapshot()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    source.set({ pickupEnd: 570 })
    await notices()
    await notices()
    expect(derived.getSnapshot()).toEqual({ lengths: [45], length: 45, minute: 0 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('computes again on refresh(), watched or not (an input that is no store, like the clock)', () => {
    const { derived, tick } = setup()
    const before = derived.getSnapshot()
    tick()
    expect(derived.getSnapshot()).toBe(before)
    expect(derived.refresh()).toMatchObject({ minute: 1 })
    expect(derived.getSnapshot().lengths).toBe(before.lengths)
  })
})
