import type { WaybillClient } from '../client.ts'
import { messages } from '../domain/messages.ts'
import { initialSessionState, loggedDetail, type Session, type SessionState } from '../session/session.ts'
import { createProxyStore } from '../store.ts'
import { PROXY_API_CODE } from './widgetOrder.ts'

/**
 * Options of {@link createWidgetSession}.
 *
 * @internal
 */
export interface WidgetSessionOptions {
  /** The client pointed at the merchant's proxy: its company-info and size-category calls, and its logger. */
  readonly client: Pick<WaybillClient, 'account' | 'catalog' | 'logger'>
  /** The api code to send; the proxy's placeholder, `PROXY_API_CODE`, by default. */
  readonly apiCode?: string
}

/**
 * The order widget's session (issue 9): signed in from the start with the proxy's placeholder api code, it loads
 * the merchant's account and the size categories through the proxy. The shopper is no Waybill user: there is no
 * login, sign-up or stored api code (`login` and `signUp` resolve false, `logout` does nothing), so none of that
 * code is in the widget's bundle.
 *
 * @internal
 *
 * @example
 * ```ts
 * const session = createWidgetSession({ client: createWidgetClient({ baseUrl: 'https://shop.example/waybill' }) })
 * await session.start()
 * ```
 */
export function createWidgetSession(options: WidgetSessionOptions): Session {
  const { client } = options
  const apiCode = options.apiCode ?? PROXY_API_CODE
  const { state, store } = createProxyStore<SessionState>(initialSessionState('loggedIn'))
  let accountLoads = 0
  let started: Promise<void> | undefined

  async function loadSizes(): Promise<void> {
    try {
      state.sizeCategories = await client.catalog.sizeCategories()
    } catch (error) {
      client.logger.error('Error fetching size categories', loggedDetail(error))
    }
  }

  /** Loads company info; a refresh keeps the account already loaded while it runs and on failure. */
  async function loadAccount(): Promise<void> {
    const load = ++accountLoads
    if (!state.account) state.accountStatus = 'loading'
    try {
      const account = await client.account.companyInfo(apiCode)
      if (load !== accountLoads) return
      state.account = account
      state.accountStatus = 'ready'
    } catch (error) {
      if (load !== accountLoads) return
      client.logger.error(messages.companyInfoFailed, loggedDetail(error))
      if (!state.account) state.accountStatus = 'failed'
    }
  }

  return {
    ...store,
    start() {
      started ??= Promise.all([loadSizes(), loadAccount()]).then(() => {})
      return started
    },
    login: () => Promise.resolve(false),
    logout: () => Promise.resolve(),
    clearLoginError() {},
    signUp: () => Promise.resolve(false),
    clearSignUpError() {},
    refreshAccount: loadAccount,
    apiCode: () => apiCode,
  }
}
