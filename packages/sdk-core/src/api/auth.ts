import { messages } from '../domain/messages.ts'
import type { Transport } from '../http/transport.ts'
import { LoginResponse } from './wire/auth.ts'
import type { ApiPaths } from './wire/names.ts'

/** What a user types to log in. */
export interface Credentials {
  /** Login email of the business user; sent trimmed as `username`. */
  email: string
  /** Password of the account, sent as typed. */
  password: string
}

/** Authentication calls. */
export interface AuthApi {
  /**
   * Exchanges email and password for the account's api code (part 1 §7). Any non-200 answer throws an
   * `ApiError` whose message is 'Invalid email or password'.
   */
  login(credentials: Credentials): Promise<string>
}

/** Builds the auth calls over a transport; `createClient` exposes them as `client.auth`. */
export function createAuthApi(transport: Transport, paths: ApiPaths): AuthApi {
  return {
    async login({ email, password }) {
      const { api_code } = await transport.request({
        call: 'auth.login',
        method: 'POST',
        path: paths.login,
        body: { username: email.trim(), password },
        response: LoginResponse,
        failureMessage: messages.invalidCredentials,
      })
      return api_code
    },
  }
}
