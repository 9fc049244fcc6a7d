import { act, renderHook } from '@testing-library/react'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedCallback } from './useDebouncedCallback.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('useDebouncedCallback', () => {
  it('runs the latest callback once, 500 ms after the last schedule (part 1 §4, §9)', () => {
    vi.useFakeTimers()
    const first = vi.fn()
    const latest = vi.fn()
    const { result, rerender } = renderHook(
      ({ callback }) => useDebouncedCallback(callback, DEBOUNCE_MS.formErrorClear),
      { initialProps: { callback: first } },
    )
    act(() => result.current.schedule())
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS.formErrorClear - 1))
    act(() => result.current.schedule())
    rerender({ callback: latest })
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS.formErrorClear - 1))
    expect(latest).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(latest).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()
  })

  it('drops a pending run when cancelled or unmounted', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 500))
    act(() => result.current.schedule())
    act(() => result.current.cancel())
    act(() => vi.advanceTimersByTime(500))
    act(() => result.current.schedule())
    unmount()
    vi.advanceTimersByTime(500)
    expect(callback).not.toHaveBeenCalled()
  })
})
