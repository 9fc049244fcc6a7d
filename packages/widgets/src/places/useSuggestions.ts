import { useEffect, useEffectEvent, useState } from 'react'

/** Typing pause before suggestions are asked for (part 1 §9: address autocomplete 300 ms). */
export const SUGGEST_DEBOUNCE_MS = 300

const NONE: readonly never[] = []

/**
 * Suggestions for `query`, asked for once typing has paused for `delayMs`. A newer query aborts the older
 * request and an answer that arrives after its query changed is dropped, so answers never arrive out of order.
 * A null or blank query gives no suggestions and no call.
 */
export function useSuggestions<TItem>(
  query: string | null,
  suggest: (input: string, signal: AbortSignal) => Promise<readonly TItem[]>,
  onError: (error: unknown) => void,
  delayMs = SUGGEST_DEBOUNCE_MS,
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

  if (query === null || query.trim() === '' || !answer) return NONE
  return answer.items
}
