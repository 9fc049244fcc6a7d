import { integer, nonempty, object, optional, pattern, size, string, type } from 'superstruct'
import { CANADIAN_PHONE_PATTERN, EMAIL_PATTERN } from '../../forms/patterns.ts'
import { WireId } from './common.ts'
import { MAX_FIELD_LENGTH } from './fieldLimits.ts'
import type { WireNames } from './names.ts'

/** Paths of the auth calls (part 1 §7). */
export function authPaths(_names: WireNames) {
  return {
    /** POST: email and password for the api code. */
    login: '/api/user/getMyBusinessApiCode',
    /** POST: creates a business account (the sign-up payload). */
    signUp: '/api/web/user-sign-up',
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

/** An email address: one `@`, a dot in the domain, no spaces or commas, at most 191 characters. */
export const WireEmail = size(pattern(string(), EMAIL_PATTERN), 1, MAX_FIELD_LENGTH)

/**
 * A Canadian phone number as typed (part 1 §5 'Phone number must be valid'): optional +1, then 3+3+4 digits
 * with optional brackets, spaces, dots or dashes.
 */
export const WirePhone = pattern(string(), CANADIAN_PHONE_PATTERN)

/** A required text field of the courier's database: 1 to 191 characters (part 2 §9). */
export const WireText = size(string(), 1, MAX_FIELD_LENGTH)

/** POST /api/web/user-sign-up: body, the sign-up payload (part 1 §3). */
export const SignUpRequest = object({
  /** Business name; someone who is not a business enters their own name. */
  company_name: WireText,
  /** First word of the full name. */
  first_name: WireText,
  /** The rest of the full name; empty when the full name is one word. */
  last_name: size(string(), 0, MAX_FIELD_LENGTH),
  /** The password as typed. */
  password: size(string(), 1, MAX_FIELD_LENGTH),
  /** The password again: the client sends the password as its own confirmation (part 1 §3). */
  password_confirmation: size(string(), 1, MAX_FIELD_LENGTH),
  /** Login email; the server refuses one already registered. */
  email: WireEmail,
  /** Mobile number, a Canadian phone number. */
  mobile: WirePhone,
  /** Id of the operating region chosen at sign-up. */
  operating_region: WireId,
})

/** The account a sign-up created, as the sandbox answers it (not shown in the spec: our shape). */
export const WireSignedUpUser = type({
  /** Record id of the new user. */
  id: integer(),
  /** Login email. */
  email: string(),
  /** First name. */
  first_name: string(),
  /** Last name, possibly empty. */
  last_name: string(),
  /** Mobile number as sent. */
  mobile: string(),
  /** Business name. */
  company_name: string(),
  /** Id of the operating region. */
  operating_region: integer(),
})

/**
 * POST /api/web/user-sign-up: 200 answer of a successful sign-up. A taken email is answered with a body whose
 * text contains 'Your email is existing in the system.' instead (part 1 §7): the client checks the text first.
 * Any other 200 is a success (part 1 §7), so `user` is read when present and never required.
 */
export const SignUpResponse = type({ message: optional(string()), user: optional(WireSignedUpUser) })
