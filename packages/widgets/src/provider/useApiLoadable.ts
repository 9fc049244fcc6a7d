import type { WaybillClient } from '@waybill/sdk-core'
import { useLayoutEffect, useRef } from 'react'
import { type UseLoadableResult, useLoadable } from './useLoadable.ts'
import { useWaybill } from './WaybillContext.ts'

/** Options of {@link useApiLoadable}. */
export interface UseApiLoadableOptions<T> {
  /** The component that needs it, named in the error raised outside a `WaybillProvider`. */
  component: string
  /** The call, given the client and the session's api code; the newest render's is used for each load. */
  call: (client: WaybillClient, apiCode: string) => Promise<T>
  /** What is logged when the call fails, e.g. 'Error fetching cards' (failures are only logged, part 2 §8). */
  failure: string
  /** What the load gives while the session has no api code (signed out), without a call. */
  none: T
}

/**
 * A list (or value) from the courier API, loaded on mount and reloaded on demand ({@link useLoadable}): reads
 * the session's api code, calls, logs a failure with `failure` and keeps it in the state (never shown). One
 * loadable per client and session.
 *
 * @example
 * ```tsx
 * const cards = useApiLoadable({
 *   component: 'CardsTable',
 *   call: (client, apiCode) => client.cards.list(apiCode),
 *   failure: 'Error fetching cards',
 *   none: [],
 * })
 * ```
 */
export function useApiLoadable<T>({
  component,
  call,
  failure,
  none,
}: UseApiLoadableOptions<T>): UseLoadableResult<T> {
  const { client, session } = useWaybill(component)
  const latest = useRef({ call, failure, none })
  useLayoutEffect(() => {
    latest.current = { call, failure, none }
  })
  return useLoadable(async () => {
    const apiCode = session.apiCode()
    const { call, failure, none } = latest.current
    if (!apiCode) return none
    return call(client, apiCode).catch((error: unknown) => {
      client.logger.error(failure, error)
      throw error
    })
  }, [client, session])
}
