import { describe, expect, it, vi } from 'vitest'
import { createLoadable } from './loadable.ts'

/** A promise settled by hand, so a test decides in which order answers arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** A load whose every call waits for the test to answer it. */
function manualLoad<T>() {
  const calls: ReturnType<typeof deferred<T>>[] = []
  const load = vi.fn(() => {
    const call = deferred<T>()
    calls.push(call)
    return call.promise
  })
  const call = (index: number) => {
    const found = calls[index]
    if (!found) throw new Error(`no call ${index}`)
    return found
  }
  return { load, call }
}

describe('createLoadable (lists that reload after a change, part 1 §7-§8, part 2 §7-§8)', () => {
  it('is idle until reloaded, loading while the request runs, then ready with the data', async () => {
    const { load, call } = manualLoad<string[]>()
    const list = createLoadable(load)
    expect(list.getSnapshot()).toEqual({ status: 'idle', data: undefined, error: undefined, settled: false })
    expect(load).not.toHaveBeenCalled()

    const done = list.reload()
    expect(list.getSnapshot()).toMatchObject({ status: 'loading', settled: false })
    const answer = ['Northside Florist']
    call(0).resolve(answer)
    await expect(done).resolves.toBe(true)
    expect(list.getSnapshot()).toEqual({ status: 'ready', data: answer, error: undefined, settled: true })
    expect(list.getSnapshot().data).toBe(answer)
  })

  it('lets the newest request win when an older answer arrives after it (out of order)', async () => {
    const { load, call } = manualLoad<string>()
    const list = createLoadable(load)
    const first = list.reload()
    const second = list.reload()
    call(1).resolve('after the change')
    await expect(second).resolves.toBe(true)
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', data: 'after the change' })

    call(0).resolve('before the change')
    await expect(first).resolves.toBe(false)
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', data: 'after the change' })
  })

  it('stays loading while the newest request runs, whatever an older one answers', async () => {
    const { load, call } = manualLoad<string>()
    const list = createLoadable(load)
    const first = list.reload()
    const second = list.reload()
    call(0).resolve('old')
    await first
    expect(list.getSnapshot()).toMatchObject({ status: 'loading', data: undefined, settled: false })
    call(0).reject(new Error('ignored: already settled'))
    call(1).resolve('new')
    await second
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', data: 'new' })
  })

  it('ignores an older request that fails after a newer one succeeded', async () => {
    const { load, call } = manualLoad<string>()
    const list = createLoadable(load)
    const first = list.reload()
    const second = list.reload()
    call(1).resolve('new')
    await second
    call(0).reject(new Error('offline'))
    await expect(first).resolves.toBe(false)
    expect(list.getSnapshot()).toEqual({ status: 'ready', data: 'new', error: undefined, settled: true })
  })

  it('keeps the last data when a reload fails, records the error, and never rejects (failures only logged, part 1 §8)', async () => {
    const { load, call } = manualLoad<readonly number[]>()
    const list = createLoadable(load)
    const loaded = list.reload()
    call(0).resolve([11, 12])
    await loaded
    const failure = new Error('offline')
    const failed = list.reload()
    expect(list.getSnapshot()).toMatchObject({ status: 'loading', data: [11, 12] })
    call(1).reject(failure)
    await expect(failed).resolves.toBe(false)
    expect(list.getSnapshot()).toEqual({ status: 'failed', data: [11, 12], error: failure, settled: true })
    expect(list.getSnapshot().error).toBe(failure)

    const again = list.reload()
    call(2).resolve([12])
    await expect(again).resolves.toBe(true)
    expect(list.getSnapshot()).toEqual({ status: 'ready', data: [12], error: undefined, settled: true })
  })

  it('records a load that throws before returning a promise', async () => {
    const failure = new TypeError('no api code')
    const list = createLoadable<string>(() => {
      throw failure
    })
    await expect(list.reload()).resolves.toBe(false)
    expect(list.getSnapshot()).toEqual({ status: 'failed', data: undefined, error: failure, settled: true })
  })

  it('tells a caller whether its own reload is what the list shows (true only for an applied answer)', async () => {
    const { load, call } = manualLoad<string>()
    const list = createLoadable(load)
    const first = list.reload()
    call(0).reject(new Error('offline'))
    await expect(first).resolves.toBe(false)
    const superseded = list.reload()
    const newest = list.reload()
    call(1).resolve('older')
    call(2).resolve('newest')
    await expect(superseded).resolves.toBe(false)
    await expect(newest).resolves.toBe(true)
    expect(list.getSnapshot().data).toBe('newest')
  })

  it('is settled once the first answer or failure is in, and stays settled while reloading', async () => {
    const { load, call } = manualLoad<string>()
    const list = createLoadable(load)
    const first = list.reload()
    call(0).reject(new Error('offline'))
    await first
    expect(list.getSnapshot()).toMatchObject({ status: 'failed', data: undefined, settled: true })
    const again = list.reload()
    expect(list.getSnapshot()).toMatchObject({ status: 'loading', data: undefined, settled: true })
    call(1).resolve('code')
    await again
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', data: 'code', settled: true })
  })

  it('tells subscribers about each change and keeps one snapshot until something changes', async () => {
    const { load, call } = manualLoad<string>()
    const list = createLoadable(load)
    const listener = vi.fn()
    const unsubscribe = list.subscribe(listener)
    const before = list.getSnapshot()
    expect(list.getSnapshot()).toBe(before)
    const done = list.reload()
    call(0).resolve('code')
    await done
    await Promise.resolve()
    expect(listener).toHaveBeenCalled()
    const after = list.getSnapshot()
    expect(after).not.toBe(before)
    expect(list.getSnapshot()).toBe(after)
    unsubscribe()
    listener.mockClear()
    const next = list.reload()
    call(1).resolve('other')
    await next
    await Promise.resolve()
    expect(listener).not.toHaveBeenCalled()
  })
})
