import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createSession,
  memoryStorage,
  type Session,
  type SessionStorages,
  type WaybillClient,
} from '@waybill/sdk-core'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { WaybillProvider } from '../src/provider/WaybillProvider.tsx'
import { ACCOUNT, TEST_PASSWORD } from './fixtures.ts'

/** A signed-out session over `client`, kept in memory unless `storage` is given. */
export function newSession(client: WaybillClient, storage?: SessionStorages): Session {
  return createSession({ client, storage: storage ?? { persistent: memoryStorage(), tab: memoryStorage() } })
}

/**
 * A session signed in against `client`'s fake login (`fakeClient.ts`), company info loaded. `refreshAccount` is
 * spied on (its real work, a company-info re-fetch, still runs).
 */
export async function signedInSession(client: WaybillClient, storage?: SessionStorages): Promise<Session> {
  const session = newSession(client, storage)
  await act(async () => {
    await session.login({ email: ACCOUNT.email, password: TEST_PASSWORD })
  })
  vi.spyOn(session, 'refreshAccount')
  return session
}

/** What to render inside: the client, the session (one over the browser's storages by default), StrictMode. */
export interface WaybillTreeOptions {
  /** The client the widgets use. */
  client: WaybillClient
  /** The session the widgets use; the provider makes one when left out. */
  session?: Session
  /** Render inside `<StrictMode>`, as the portal does (effects run twice on mount). */
  strict?: boolean
}

/** A Testing Library `wrapper` putting what it renders inside a `WaybillProvider` (and `StrictMode`). */
export function waybillWrapper({ client, session, strict = false }: WaybillTreeOptions) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const tree = (
      <WaybillProvider client={client} session={session}>
        {children}
      </WaybillProvider>
    )
    return strict ? <StrictMode>{tree}</StrictMode> : tree
  }
}

/** Renders `ui` inside a `WaybillProvider` (kept around it on rerender); returns the view and a user-event instance. */
export function renderWithWaybill(ui: ReactNode, options: WaybillTreeOptions) {
  const user = userEvent.setup({ delay: null })
  return { ...render(ui, { wrapper: waybillWrapper(options) }), user }
}

/** Options of {@link renderSignedIn}. */
export interface RenderSignedInOptions extends Omit<WaybillTreeOptions, 'session'> {
  /** Where the session keeps the sign-in; in memory by default. */
  storage?: SessionStorages
}

/** Signs a session in against `client` ({@link signedInSession}), then renders `ui` inside a `WaybillProvider`. */
export async function renderSignedIn(ui: ReactNode, { storage, ...options }: RenderSignedInOptions) {
  const session = await signedInSession(options.client, storage)
  return { ...renderWithWaybill(ui, { ...options, session }), session }
}

/** Lets pending promises (fake answers) settle inside `act`. */
export const settle = () => act(async () => {})

/** Advances fake time by `ms` inside `act`, letting answers that arrive meanwhile settle too. */
export const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms)
  })

/** Runs each test of the calling file on vitest's fake clock, back on real timers after it. */
export function fakeTimersInEachTest() {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
