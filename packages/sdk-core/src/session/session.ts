import { nonempty, object, string } from 'superstruct'
import type { Credentials } from '../api/auth.ts'
import type { WaybillClient } from '../client.ts'
import type { Account, Region, SizeCategory } from '../domain/account.ts'
import type { SignUpInput } from '../domain/auth.ts'
import { messages } from '../domain/messages.ts'
import { ApiError, ContractError, WaybillError } from '../http/errors.ts'
import { createProxyStore, type Store } from '../store.ts'
import { createPersistedSlot } from './persistedSlot.ts'
import { createSignUp, type SignUpError } from './signUp.ts'
import { clearWaybillEntries, memoryStorage, type StorageLike } from './storage.ts'

/** Whether a user is signed in. `loggingIn` while the login call runs. */
export type SessionStatus = 'loggedOut' | 'loggingIn' | 'loggedIn'

/** Progress of a load: request, success and failure states (part 1 §4 'Request states'). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** What the session store holds. The api code is not part of it: see {@link Session.apiCode}. */
export interface SessionState {
  /** Whether the user is logged out, logging in or logged in. */
  readonly status: SessionStatus
  /** The user ticked 'Keep me signed in': the api code survives closing the browser. */
  readonly keepSignedIn: boolean
  /** The business account from company info, or null until it is loaded. */
  readonly account: Account | null
  /** Progress of the company-info load behind `account`. */
  readonly accountStatus: LoadStatus
  /** Why the last login failed, e.g. 'Invalid email or password'; cleared when the user edits the form. */
  readonly loginError: string | null
  /** Why the last sign-up failed; `field: 'email'` when the message belongs under the email field. */
  readonly signUpError: SignUpError | null
  /** Progress of the sign-up and the login that follows it (part 1 §4 'Request states'). */
  readonly signUpStatus: LoadStatus
  /** Operating regions offered at sign-up; empty until loaded. */
  readonly regions: readonly Region[]
  /** The six size categories with their weight ranges; empty until loaded. */
  readonly sizeCategories: readonly SizeCategory[]
}

export type { SignUpError } from './signUp.ts'

/**
 * Where the session keeps the api code: `tab` (sessionStorage in a browser: survives a reload, not other tabs)
 * by default, `persistent` (localStorage) when the user chose to stay signed in.
 */
export interface SessionStorages {
  /** Holds the api code when the user ticked 'Keep me signed in' (localStorage in a browser). */
  readonly persistent: StorageLike
  /** Holds the api code for this tab only, the default (sessionStorage in a browser). */
  readonly tab: StorageLike
}

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** The client the session logs in and loads the account with. */
  client: WaybillClient
  /** Memory storages (nothing survives the process) by default. */
  storage?: SessionStorages
}

/** What the login action takes. */
export interface LoginInput extends Credentials {
  /** 'Keep me signed in' was ticked: the api code survives closing the browser. Default false. */
  keepSignedIn?: boolean
}

/** The signed-in business user: a store plus its actions. */
export interface Session extends Store<SessionState> {
  /** Loads the reference lists and, when a stored api code was restored, the account. Runs once. */
  start(): Promise<void>
  /** Logs in, stores the api code and loads the account. Resolves `false` and sets `loginError` on failure. */
  login(input: LoginInput): Promise<boolean>
  /** Forgets the api code, clears every stored Waybill entry and reloads regions and size categories. */
  logout(): Promise<void>
  /** Clears `loginError` (part 1 §4: errors clear when the typed email or password changes). */
  clearLoginError(): void
  /**
   * Creates the account, then logs in with the same email and password, not kept signed in (part 1 §4: a sign-up
   * success logs the user in). Resolves `false` and sets `signUpError` when either step fails.
   */
  signUp(input: SignUpInput): Promise<boolean>
  /** Clears `signUpError` (part 1 §4: errors clear when the typed email or password changes). */
  clearSignUpError(): void
  /**
   * Loads company info again, e.g. after the account form or a card changed it (part 2 §7). Does nothing when
   * logged out; a failure is only logged and keeps the account already loaded.
   */
  refreshAccount(): Promise<void>
  /** The signed-in account's api code, or `null`. A secret: pass it to client calls; never render or log it. */
  apiCode(): string | null
}

/** A session's state before anything has loaded. */
export function initialSessionState(status: SessionStatus, keepSignedIn = false): SessionState {
  return {
    status,
    keepSignedIn,
    account: null,
    accountStatus: 'idle',
    loginError: null,
    signUpError: null,
    signUpStatus: 'idle',
    regions: [],
    sizeCategories: [],
  }
}

/** What a failed load logs beside its message: a broken answer's detail, or the call that failed. */
export function loggedDetail(error: unknown): string | undefined {
  const detail =
    error instanceof ContractError ? error.detail : error instanceof WaybillError ? error.call : ''
  return detail || undefined
}

/**
 * Creates the session store (part 1 §4 'Request states', part 2 §2.9). A stored api code is restored
 * synchronously, so a guard can decide on the first render.
 *
 * @example
 * ```ts
 * const session = createSession({ client, storage: { persistent: localStorage, tab: sessionStorage } })
 * await session.start()
 * await session.login({ email, password })
 * ```
 */
export function createSession(options: SessionOptions): Session {
  const { client } = options
  const { logger } = client
  const storage = options.storage ?? { persistent: memoryStorage(), tab: memoryStorage() }
  const slot = createPersistedSlot({
    key: 'session',
    version: 1,
    schema: object({ apiCode: nonempty(string()) }),
    logger,
  })

  const restoredKept = slot.load(storage.persistent)
  const restored = restoredKept ?? slot.load(storage.tab)
  let apiCode: string | null = restored?.apiCode ?? null
  // Every login and logout starts a new epoch: an answer that arrives after the user moved on is ignored.
  let epoch = 0
  // Every company-info load takes a number: only the latest one started may write the account.
  let accountLoads = 0
  let started: Promise<void> | undefined

  const { state, store } = createProxyStore<SessionState>(
    initialSessionState(apiCode ? 'loggedIn' : 'loggedOut', restoredKept !== undefined),
  )

  const report = (what: string, error: unknown) => logger.error(what, loggedDetail(error))

  async function loadCatalog(): Promise<void> {
    const [regions, sizes] = await Promise.allSettled([
      client.catalog.regions(),
      client.catalog.sizeCategories(),
    ])
    if (regions.status === 'fulfilled') state.regions = regions.value
    else report('Error fetching regions', regions.reason)
    if (sizes.status === 'fulfilled') state.sizeCategories = sizes.value
    else report('Error fetching size categories', sizes.reason)
  }

  /** Loads company info; a refresh keeps the account already loaded (and its status) while it runs and on failure. */
  async function loadAccount(code: string, at: number, refresh = false): Promise<void> {
    const load = ++accountLoads
    const current = () => at === epoch && load === accountLoads
    if (!refresh || !state.account) state.accountStatus = 'loading'
    try {
      const account = await client.account.companyInfo(code)
      if (!current()) return
      state.account = account
      state.accountStatus = 'ready'
    } catch (error) {
      if (!current()) return
      report(messages.companyInfoFailed, error)
      if (!state.account) state.accountStatus = 'failed'
      // The server no longer knows this api code: the stored session is over.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) forget()
    }
  }

  function forget(): void {
    epoch++
    apiCode = null
    clearWaybillEntries(storage.persistent)
    clearWaybillEntries(storage.tab)
    state.status = 'loggedOut'
    state.keepSignedIn = false
    state.account = null
    state.accountStatus = 'idle'
    state.loginError = null
    state.signUpError = null
    state.signUpStatus = 'idle'
  }

  /** Logs in as part of epoch `at`; gives up when a newer epoch began (a logout, another login). */
  async function logIn({ email, password, keepSignedIn = false }: LoginInput, at: number): Promise<boolean> {
    state.status = 'loggingIn'
    state.loginError = null
    let code: string
    try {
      code = await client.auth.login({ email, password })
    } catch (error) {
      if (at === epoch) {
        state.status = 'loggedOut'
        state.loginError = error instanceof WaybillError ? error.message : messages.requestFailed
      }
      return false
    }
    if (at !== epoch) return false
    apiCode = code
    slot.save(keepSignedIn ? storage.persistent : storage.tab, { apiCode: code })
    slot.clear(keepSignedIn ? storage.tab : storage.persistent)
    state.keepSignedIn = keepSignedIn
    await loadAccount(code, at)
    if (at !== epoch) return false
    state.status = 'loggedIn'
    return true
  }

  const signUp = createSignUp({
    client,
    state,
    beginEpoch: () => ++epoch,
    currentEpoch: () => epoch,
    logIn,
  })

  return {
    ...store,
    start() {
      started ??= Promise.all([loadCatalog(), apiCode ? loadAccount(apiCode, epoch) : undefined]).then(
        () => {},
      )
      return started
    },
    login(input) {
      if (state.status === 'loggingIn') return Promise.resolve(false)
      return logIn(input, ++epoch)
    },
    async logout() {
      forget()
      await loadCatalog()
    },
    clearLoginError() {
      state.loginError = null
    },
    signUp,
    clearSignUpError() {
      state.signUpError = null
    },
    async refreshAccount() {
      if (apiCode === null || state.status !== 'loggedIn') return
      await loadAccount(apiCode, epoch, true)
    },
    apiCode: () => apiCode,
  }
}
