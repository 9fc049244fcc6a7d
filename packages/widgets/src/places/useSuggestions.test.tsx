import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from './useSuggestions.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms)
  })

describe('useSuggestions (part 1 §9 300 ms debounce)', () => {
  it('keeps only the newest answer even from a source that ignores the abort signal', async () => {
    const answers: Array<(items: string[]) => void> = []
    const suggest = vi.fn(
      (_input: string, _signal: AbortSignal) => new Promise<string[]>((resolve) => answers.push(resolve)),
    )
    const onError = vi.fn()
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query, suggest, onError), {
      initialProps: { query: 'ab' as string | null },
    })
    await wait(SUGGEST_DEBOUNCE_MS)
    rerender({ query: 'abc' })
    await wait(SUGGEST_DEBOUNCE_MS)
    expect(suggest.mock.calls.map(([input, signal]) => [input, signal.aborted])).toEqual([
      ['ab', true],
      ['abc', false],
    ])
    await act(async () => answers[1]?.(['new']))
    await act(async () => answers[0]?.(['old']))
    expect(result.current).toEqual(['new'])
    expect(onError).not.toHaveBeenCalled()
  })

  it('asks nothing for a blank or null query and shows nothing for it', async () => {
    const suggest = vi.fn(async () => ['x'])
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query, suggest, vi.fn()), {
      initialProps: { query: '   ' as string | null },
    })
    await wait(1000)
    expect(suggest).not.toHaveBeenCalled()
    rerender({ query: 'x' })
    await wait(SUGGEST_DEBOUNCE_MS)
    expect(result.current).toEqual(['x'])
    rerender({ query: null })
    expect(result.current).toEqual([])
  })

  it('reports a failure of the current request only', async () => {
    const failure = new Error('down')
    const onError = vi.fn()
    renderHook(() => useSuggestions('ab', () => Promise.reject(failure), onError))
    await wait(SUGGEST_DEBOUNCE_MS)
    expect(onError).toHaveBeenCalledWith(failure)
  })
})
