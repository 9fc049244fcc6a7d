import { LoginRequest, SignUpRequest } from '@waybill/sdk-core/wire'
import { hashPassword, newApiCode, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts'
import { REGIONS } from '../data/regions.ts'
import { findAccountByEmail } from '../db/accounts.ts'
import { createAccount, tenDigitMobile } from '../db/accountWrites.ts'
import { HttpError, json, validateBody } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** The message of every failed login (part 1 §7, §8). */
export const INVALID_LOGIN = 'Invalid email or password'

/** The text of a sign-up with a registered email (part 1 §7, §8), answered with status 200. */
export const EMAIL_EXISTS = 'Your email is existing in the system.'

/** Login (POST getMyBusinessApiCode) and sign-up (POST user-sign-up), part 1 §7. */
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
    {
      method: 'POST',
      path: paths.signUp,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), SignUpRequest)
        if (body.password_confirmation !== body.password) {
          throw new HttpError(422, 'The password confirmation does not match.')
        }
        if (!REGIONS.some((region) => region.id === body.operating_region)) {
          throw new HttpError(422, 'The operating_region field is invalid.')
        }
        const email = body.email.trim()
        // The spec's server says so in a 200 answer: the client detects it by its text (part 1 §7).
        if (findAccountByEmail(db, email)) return json(200, { message: EMAIL_EXISTS })
        const passwordHash = await hashPassword(body.password)
        let id: number
        try {
          id = createAccount(db, {
            email,
            passwordHash,
            apiCode: newApiCode(),
            firstName: body.first_name.trim(),
            lastName: body.last_name.trim(),
            mobile: tenDigitMobile(body.mobile),
            businessName: body.company_name.trim(),
            operatingRegionId: body.operating_region,
          })
        } catch (error) {
          // Two sign-ups with one email at once: the second meets the UNIQUE constraint.
          if (findAccountByEmail(db, email)) return json(200, { message: EMAIL_EXISTS })
          throw error
        }
        const user = {
          id,
          email,
          first_name: body.first_name.trim(),
          last_name: body.last_name.trim(),
          mobile: tenDigitMobile(body.mobile),
          company_name: body.company_name.trim(),
          operating_region: body.operating_region,
        }
        return json(200, { message: 'User registered successfully', user })
      },
    },
  ]
}
