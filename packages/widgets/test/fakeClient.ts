import { type Account, ApiError, createClient, type WaybillClient } from '@waybill/sdk-core'
import { vi } from 'vitest'
import { TEST_API_CODE, TEST_PASSWORD } from './fixtures.ts'

/** Options of {@link fakeClient}. */
export interface FakeClientOptions {
  /** The one password the fake login accepts ({@link TEST_PASSWORD} by default); `null` accepts any. */
  password?: string | null
  /** What company info answers; without it company info fails ('Error fetching company info'). */
  account?: Account
  /** Where the calls left real send their requests; by default to a base URL that answers nothing. */
  fetch?: typeof globalThis.fetch
}

/**
 * A client double for component tests: a real client (so its shape never drifts) whose calls the widgets make
 * are replaced: login answers {@link TEST_API_CODE}, company info answers `account`, the catalog is empty. The
 * client's contract with the server is covered by sdk-core's contract suite against the real sandbox.
 */
export function fakeClient({ password = TEST_PASSWORD, account, fetch }: FakeClientOptions = {}) {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const real = createClient({ baseUrl: 'http://127.0.0.1:1', retry: false, logger, fetch })
  const login = vi.fn(async ({ password: given }: { email: string; password: string }) => {
    if (password !== null && given !== password) {
      throw new ApiError('auth.login', 401, undefined, 'Invalid email or password')
    }
    return TEST_API_CODE
  })
  const client: WaybillClient = {
    ...real,
    auth: { ...real.auth, login },
    account: {
      ...real.account,
      companyInfo: vi.fn(async () => {
        if (!account) throw new ApiError('account.companyInfo', 500, undefined, 'Error fetching company info')
        return account
      }),
    },
    catalog: { regions: vi.fn(async () => []), sizeCategories: vi.fn(async () => []) },
  }
  return { client, login, logger }
}
