import { act, renderHook } from '@testing-library/react'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest, wait } from '../../test/render.tsx'
import { useSuggestions } from './useSuggestions.ts'

fakeTimersInEachTest()

const DELAY = DEBOUNCE_MS.addressSuggest

/** A source whose answers the test settles by hand, in any order. */
function pendingSource() {
  const answers: Array<{ resolve: (items: string[]) => void; reject: (error: unknown) => void }> = []
  const suggest = vi.fn(
    (_input: string, _signal: AbortSignal) =>
      new Promise<string[]>((resolve, reject) => answers.push({ resolve, reject })),
  )
  return { suggest, answers }
}

describe('useSuggestions (part 1 §9 address autocomplete 300 ms)', () => {
  it('asks once typing has paused for DEBOUNCE_MS.addressSuggest', async () => {
    const suggest = vi.fn(async () => ['x'])
    renderHook(() => useSuggestions('ab', suggest, vi.fn()))
    await wait(DELAY - 1)
    expect(suggest).not.toHaveBeenCalled()
    await wait(1)
    expect(suggest).toHaveBeenCalledTimes(1)
  })

  it('keeps only the newest answer even from a source that ignores the abort signal', async () => {
    const { suggest, answers } = pendingSource()
    const onError = vi.fn()
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query, suggest, onError), {
      initialProps: { query: 'ab' as string | null },
    })
    await wait(DELAY)
    rerender({ query: 'abc' })
    await wait(DELAY)
    expect(suggest.mock.calls.map(([input, signal]) => [input, signal.aborted])).toEqual([
      ['ab', true],
      ['abc', false],
    ])
    await act(async () => answers[1]?.resolve(['new']))
    await act(async () => answers[0]?.resolve(['old']))
    expect(result.current).toEqual(['new'])
    expect(onError).not.toHaveBeenCalled()
  })

  it('drops the old list as soon as the query changes, through the pause and the request', async () => {
    const { suggest, answers } = pendingSource()
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query, suggest, vi.fn()), {
      initialProps: { query: '10' },
    })
    await wait(DELAY)
    await act(async () => answers[0]?.resolve(['10 St NW']))
    expect(result.current).toEqual(['10 St NW'])
    rerender({ query: '108' })
    expect(result.current).toEqual([])
    await wait(DELAY)
    expect(suggest).toHaveBeenLastCalledWith('108', expect.anything())
    expect(result.current).toEqual([])
    await act(async () => answers[1]?.resolve(['108 St NW']))
    expect(result.current).toEqual(['108 St NW'])
  })

  it('leaves no old list when the request for the new query fails', async () => {
    const { suggest, answers } = pendingSource()
    const onError = vi.fn()
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query, suggest, onError), {
      initialProps: { query: '10' },
    })
    await wait(DELAY)
    await act(async () => answers[0]?.resolve(['10 St NW']))
    rerender({ query: '108' })
    await wait(DELAY)
    const failure = new Error('down')
    await act(async () => answers[1]?.reject(failure))
    expect(onError).toHaveBeenCalledWith(failure)
    expect(result.current).toEqual([])
    await wait(10 * DELAY)
    expect(result.current).toEqual([])
  })

  it('asks nothing for a blank or null query and shows nothing for it', async () => {
    const suggest = vi.fn(async () => ['x'])
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query, suggest, vi.fn()), {
      initialProps: { query: '   ' as string | null },
    })
    await wait(1000)
    expect(suggest).not.toHaveBeenCalled()
    rerender({ query: 'x' })
    await wait(DELAY)
    expect(result.current).toEqual(['x'])
    rerender({ query: null })
    expect(result.current).toEqual([])
  })
})
