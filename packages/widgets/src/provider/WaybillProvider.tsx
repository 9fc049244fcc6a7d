import { createSession, type Session, type WaybillClient } from '@waybill/sdk-core'
import { type ReactNode, useEffect, useMemo } from 'react'
import { browserStorages } from './browserStorage.ts'
import { WaybillContext } from './WaybillContext.ts'

/** Props of {@link WaybillProvider}. */
export interface WaybillProviderProps {
  /** The courier API client, from `createClient`. */
  client: WaybillClient
  /**
   * The session store. By default one is created over the browser's storages (the api code in
   * sessionStorage, or localStorage when the user chooses to stay signed in).
   */
  session?: Session
  /** The widgets that use the client and session. */
  children?: ReactNode
}

/**
 * Makes a Waybill client and session available to every widget below it, and starts the session (restores a
 * stored sign-in, loads regions and size categories).
 *
 * @example
 * ```tsx
 * const client = createClient({ baseUrl: 'https://api.example.com' })
 * <WaybillProvider `client={client}><LoginForm` onSuccess={goToDashboard} /></WaybillProvider>
 * ```
 */
export function WaybillProvider({ client, session: given, children }: WaybillProviderProps) {
  const session = useMemo(
    () => given ?? createSession({ client, storage: browserStorages() }),
    [client, given],
  )
  const value = useMemo(() => ({ client, session }), [client, session])
  useEffect(() => {
    void session.start()
  }, [session])
  return <WaybillContext value={value}>{children}</WaybillContext>
}
