import type { Account, Region, Session, WaybillClient } from '@waybill/sdk-core'
import { apiPaths } from '@waybill/sdk-core/wire'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'
import { newSession, renderWithWaybill, settle, signedInSession } from './render.tsx'

/** The operating regions the sign-up dropdown lists in these tests. */
export const REGIONS: readonly Region[] = [
  { id: 1, name: 'Edmonton' },
  { id: 2, name: 'Calgary' },
  { id: 3, name: 'Red Deer' },
]

/** One request the fake server received. */
export interface SentRequest {
  readonly method: string
  readonly path: string
  readonly body: Record<string, unknown> | undefined
}

/** What the fake server answers on one path. */
export interface FakeAnswer {
  readonly status: number
  readonly body: unknown
}

const paths = apiPaths()

/** The answers of the calls the onboarding and password-reset widgets make, as the courier's server gives them. */
const DEFAULT_ANSWERS: Record<string, FakeAnswer> = {
  [paths.signUp]: { status: 200, body: { message: 'User created' } },
  [paths.updateMobile]: { status: 200, body: { savedUser: { mobile: '7805550100' } } },
  [paths.pickupAddress]: { status: 200, body: { message: 'Saved' } },
  [paths.pickupHours]: { status: 200, body: { message: 'Saved' } },
  [paths.forgotPassword]: {
    status: 200,
    body: { message: 'Please check your email for the OTP', data: { reset_password_token: 'reset-token-1' } },
  },
  [paths.verifyOtp]: { status: 200, body: { message: 'OTP verified' } },
  [paths.resetPassword]: { status: 200, body: { message: 'Your password has been updated' } },
}

/**
 * The fake client of `fakeClient.ts` over a fake server: the writes the onboarding and password-reset widgets
 * make run through the real client (so the wire bodies can be asserted) and are spied on; login (any password),
 * company info (`account`) and regions are replaced.
 */
export function onboardingClient(account: Account = ACCOUNT) {
  const sent: SentRequest[] = []
  const answers = new Map(Object.entries(DEFAULT_ANSWERS))
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(url))
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
    sent.push({ method: init?.method ?? 'GET', path: pathname, body })
    const answer = answers.get(pathname) ?? { status: 404, body: { message: 'Not found' } }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  const { client: base, logger } = fakeClient({ password: null, account, fetch })
  const client: WaybillClient = {
    ...base,
    auth: {
      ...base.auth,
      signUp: vi.fn(base.auth.signUp),
      forgotPassword: vi.fn(base.auth.forgotPassword),
      verifyOtp: vi.fn(base.auth.verifyOtp),
      resetPassword: vi.fn(base.auth.resetPassword),
    },
    account: {
      ...base.account,
      updateMobile: vi.fn(base.account.updateMobile),
      savePickupAddress: vi.fn(base.account.savePickupAddress),
      savePickupHours: vi.fn(base.account.savePickupHours),
    },
    catalog: { ...base.catalog, regions: vi.fn(async () => [...REGIONS]) },
  }
  return {
    client,
    logger,
    /** Every request the fake server received, in order. */
    sent,
    /** The body of the last request to `path`. */
    lastBody: (path: string) => sent.findLast((request) => request.path === path)?.body,
    /** Makes the fake server answer `path` with `status` and `body` from now on. */
    answer: (path: string, status: number, body: unknown) => answers.set(path, { status, body }),
    paths,
  }
}

/** Options of {@link renderOnboarding}. */
export interface RenderOnboardingOptions {
  /** Log the session in before rendering (company info answers `account`). */
  signedIn?: boolean
  /** The account company info answers; {@link ACCOUNT} by default. */
  account?: Account
  /** Runs after the sign-in and before the render, e.g. to spy on the session. */
  prepare?: (session: Session) => void
  /** Render inside `<StrictMode>`, as the portal does (effects run twice on mount). */
  strict?: boolean
}

/** Renders `ui` inside a `WaybillProvider` over {@link onboardingClient}, optionally signed in first. */
export async function renderOnboarding(ui: ReactNode, options: RenderOnboardingOptions = {}) {
  const fake = onboardingClient(options.account)
  const session = options.signedIn ? await signedInSession(fake.client) : newSession(fake.client)
  options.prepare?.(session)
  const view = renderWithWaybill(ui, { client: fake.client, session, strict: options.strict })
  // Lets the provider's start (regions) settle.
  await settle()
  return { ...view, ...fake, session }
}
