import { nonempty, object, string, type } from 'superstruct'
import type { WireNames } from './names.ts'

/** Paths of the auth calls (part 1 §7). */
export function authPaths(_names: WireNames) {
  return {
    /** POST: email and password for the api code. */
    login: '/api/user/getMyBusinessApiCode',
  } as const
}

/** POST /api/user/getMyBusinessApiCode: body (part 1 §7). */
export const LoginRequest = object({
  /** The login email, trimmed. */
  username: nonempty(string()),
  /** The password as typed. */
  password: nonempty(string()),
})

/** POST /api/user/getMyBusinessApiCode: 200 answer; only api_code is read (part 1 §7). */
export const LoginResponse = type({ api_code: nonempty(string()) })
