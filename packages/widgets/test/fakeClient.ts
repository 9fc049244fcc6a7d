import { ApiError, createClient, type WaybillClient } from '@waybill/sdk-core'
import { vi } from 'vitest'

/**
 * A client double for component tests: a real client (so its shape never drifts) whose calls the widgets make
 * are replaced, and whose base URL answers nothing. The client's contract with the server is covered by
 * sdk-core's contract suite against the real sandbox.
 */
export function fakeClient(password = 'right-password') {
  const real = createClient({
    baseUrl: 'http://127.0.0.1:1',
    retry: false,
    logger: { warn: vi.fn(), error: vi.fn() },
  })
  const login = vi.fn(async ({ password: given }: { email: string; password: string }) => {
    if (given !== password) throw new ApiError('auth.login', 401, undefined, 'Invalid email or password')
    return 'a'.repeat(64)
  })
  const client: WaybillClient = {
    ...real,
    auth: { ...real.auth, login },
    account: {
      ...real.account,
      companyInfo: vi.fn(async () => {
        throw new ApiError('account.companyInfo', 500, undefined, 'Error fetching company info')
      }),
    },
    catalog: { regions: vi.fn(async () => []), sizeCategories: vi.fn(async () => []) },
  }
  return { client, login }
}
