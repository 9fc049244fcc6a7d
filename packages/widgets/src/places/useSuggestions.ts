import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import { useEffect, useEffectEvent, useState } from 'react'

const NONE: readonly never[] = []

/**
 * Suggestions for `query`, asked for once typing has paused for `delayMs` (default `DEBOUNCE_MS.addressSuggest`,
 * part 1 §9). Only the answer to the current query is returned: when the query changes, the old list is gone at
 * once (it cannot be shown or chosen while the new one is awaited, nor after the new request fails). A newer
 * query aborts the older request, and an answer that arrives after its query changed is dropped. A null or
 * blank query gives no suggestions and no call.
 */
export function useSuggestions<TItem>(
  query: string | null,
  suggest: (input: string, signal: AbortSignal) => Promise<readonly TItem[]>,
  onError: (error: unknown) => void,
  delayMs: number = DEBOUNCE_MS.addressSuggest,
): readonly TItem[] {
  const [answer, setAnswer] = useState<{ query: string; items: readonly TItem[] } | null>(null)
  const ask = useEffectEvent(suggest)
  const report = useEffectEvent(onError)

  useEffect(() => {
    if (query === null || query.trim() === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      ask(query, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setAnswer({ query, items })
        },
        (error: unknown) => {
          if (!controller.signal.aborted) report(error)
        },
      )
    }, delayMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, delayMs])

  if (query === null || query.trim() === '' || answer?.query !== query) return NONE
  return answer.items
}
