import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  type Account,
  createClient,
  createSession,
  memoryStorage,
  type Region,
  type Session,
  type WaybillClient,
} from '@waybill/sdk-core'
import { apiPaths } from '@waybill/sdk-core/wire'
import { createElement, type ReactNode, StrictMode } from 'react'
import { vi } from 'vitest'
import { WaybillProvider } from '../src/provider/WaybillProvider.tsx'
import { accountFixture } from './chromeFixtures.ts'

/** The operating regions the sign-up dropdown lists in these tests. */
export const REGIONS: readonly Region[] = [
  { id: 1, name: 'Edmonton' },
  { id: 2, name: 'Calgary' },
  { id: 3, name: 'Red Deer' },
]

/** The api code the fake login answers. */
export const API_CODE = 'c'.repeat(64)

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
 * A client over a fake server: the writes the onboarding and password-reset widgets make run through the real
 * client (so the wire bodies can be asserted) and are spied on; login, company info and regions are replaced.
 */
export function onboardingClient(account: Account = accountFixture()) {
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
  const logger = { warn: vi.fn(), error: vi.fn() }
  const real = createClient({ baseUrl: 'http://courier.test', retry: false, logger, fetch })
  const client: WaybillClient = {
    ...real,
    auth: {
      ...real.auth,
      login: vi.fn(async () => API_CODE),
      signUp: vi.fn(real.auth.signUp),
      forgotPassword: vi.fn(real.auth.forgotPassword),
      verifyOtp: vi.fn(real.auth.verifyOtp),
      resetPassword: vi.fn(real.auth.resetPassword),
    },
    account: {
      ...real.account,
      companyInfo: vi.fn(async () => account),
      updateMobile: vi.fn(real.account.updateMobile),
      savePickupAddress: vi.fn(real.account.savePickupAddress),
      savePickupHours: vi.fn(real.account.savePickupHours),
    },
    catalog: { regions: vi.fn(async () => [...REGIONS]), sizeCategories: vi.fn(async () => []) },
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
  /** The account company info answers; the chrome fixture's by default. */
  account?: Account
  /** Runs after the sign-in and before the render, e.g. to spy on the session. */
  prepare?: (session: Session) => void
  /** Render inside `<StrictMode>`, as the portal does (effects run twice on mount). */
  strict?: boolean
}

/** Renders `ui` inside a `WaybillProvider` over {@link onboardingClient}, optionally signed in first. */
export async function renderOnboarding(ui: ReactNode, options: RenderOnboardingOptions = {}) {
  const fake = onboardingClient(options.account)
  const session = createSession({
    client: fake.client,
    storage: { persistent: memoryStorage(), tab: memoryStorage() },
  })
  if (options.signedIn) {
    await act(async () => {
      await session.login({ email: 'dana@northside.test', password: 'right-password' })
    })
  }
  options.prepare?.(session)
  const user = userEvent.setup({ delay: null })
  const tree = createElement(WaybillProvider, { client: fake.client, session }, ui)
  const view = render(options.strict ? createElement(StrictMode, null, tree) : tree)
  // Lets the provider's start (regions) settle.
  await act(async () => {})
  return { ...view, ...fake, session, user }
}
