import { ApiError, type WaybillClient } from '@waybill/sdk-core'
import { vi } from 'vitest'

/**
 * A client double for component tests: the session logic stays real, the network is replaced. The client's
 * contract with the server is covered by sdk-core's contract suite against the real sandbox.
 */
export function fakeClient(password = 'right-password') {
  const login = vi.fn(async ({ password: given }: { email: string; password: string }) => {
    if (given !== password) throw new ApiError('auth.login', 401, undefined, 'Invalid email or password')
    return 'a'.repeat(64)
  })
  const client: WaybillClient = {
    config: { baseUrl: 'http://127.0.0.1:1', brand: 'waybill', product: 'delivery' },
    logger: { warn: vi.fn(), error: vi.fn() },
    auth: { login },
    account: {
      companyInfo: vi.fn(async () => {
        throw new ApiError('account.companyInfo', 500, undefined, 'Error fetching company info')
      }),
    },
    catalog: { regions: vi.fn(async () => []), sizeCategories: vi.fn(async () => []) },
  }
  return { client, login }
}
