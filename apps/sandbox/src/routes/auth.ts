import { LoginRequest } from '@waybill/sdk-core/wire'
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts'
import { findAccountByEmail } from '../db/accounts.ts'
import { json, validateBody } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** The message of every failed login (part 1 §7, §8). */
export const INVALID_LOGIN = 'Invalid email or password'

/** Login: POST getMyBusinessApiCode (part 1 §7). */
export function createAuthRoutes({ db, paths }: App): Route[] {
  return [
    {
      method: 'POST',
      path: paths.login,
      async handler(ctx) {
        const { username, password } = validateBody(await ctx.readJson(), LoginRequest)
        const account = findAccountByEmail(db, username)
        const ok = account
          ? await verifyPassword(password, account.password_hash)
          : await verifyAgainstNothing(password)
        if (!account || !ok) return json(401, { message: INVALID_LOGIN })
        return json(200, { api_code: account.api_code })
      },
    },
  ]
}
