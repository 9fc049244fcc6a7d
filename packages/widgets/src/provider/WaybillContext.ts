import type { Session, WaybillClient } from '@waybill/sdk-core'
import { createContext, useContext } from 'react'

/** What {@link WaybillProvider} hands down. */
export interface WaybillContextValue {
  /** The courier API client given to the provider. */
  readonly client: WaybillClient
  /** The session store: sign-in status, account and reference lists. */
  readonly session: Session
}

/** React context behind `useWaybill`; null outside a `WaybillProvider`. */
export const WaybillContext = createContext<WaybillContextValue | null>(null)

/**
 * The client and session of the nearest {@link WaybillProvider}.
 *
 * @param component - Name of the component that needs them, for the error raised outside a provider.
 */
export function useWaybill(component = 'useWaybill'): WaybillContextValue {
  const value = useContext(WaybillContext)
  if (!value) {
    throw new Error(`${component} must be rendered inside <WaybillProvider>.`)
  }
  return value
}
