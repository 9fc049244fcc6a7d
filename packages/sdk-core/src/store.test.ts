import { describe, expect, it, vi } from 'vitest'
import { createProxyStore, subscribeWhileWatched } from './store.ts'

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
