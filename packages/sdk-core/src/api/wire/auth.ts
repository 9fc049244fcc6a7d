import { nonempty, object, string, type } from 'superstruct'

/** POST /api/user/getMyBusinessApiCode: body (part 1 §7). */
export const LoginRequest = object({
  /** The login email, trimmed. */
  username: nonempty(string()),
  /** The password as typed. */
  password: nonempty(string()),
})

/** POST /api/user/getMyBusinessApiCode: 200 answer; only api_code is read (part 1 §7). */
export const LoginResponse = type({ api_code: nonempty(string()) })
