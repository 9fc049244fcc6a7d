/** What the sign-up form collects (part 1 §2 'Sign-up'); `auth.signUp` turns it into the sign-up payload. */
export interface SignUpInput {
  /** Full name as typed; split on spaces: the first word is the first name, the rest the last name (part 1 §5). */
  readonly fullName: string
  /** Login email; trimmed before sending. */
  readonly email: string
  /** Password as typed; also sent as its own confirmation (part 1 §3). */
  readonly password: string
  /** Mobile number, a Canadian phone number. */
  readonly mobile: string
  /** Business name; someone who is not a business enters their own name. */
  readonly businessName: string
  /** Id of the chosen operating region (`Region.id`). */
  readonly operatingRegion: number
}

/** The account a sign-up created. The api code comes from the login that follows (part 1 §4). */
export interface SignedUpUser {
  /** Login email. */
  readonly email: string
  /** First name: the first word of the full name. */
  readonly firstName: string
  /** Last name: the rest of the full name, '' when it was one word. */
  readonly lastName: string
  /** Business name. */
  readonly businessName: string
  /** Mobile number as saved. */
  readonly mobile: string
  /** Id of the operating region. */
  readonly operatingRegion: number
}

/** A full name split as part 1 §5 says: first word first name, the rest last name. */
export interface SplitName {
  /** The first word of the full name. */
  readonly firstName: string
  /** The remaining words, joined by single spaces; '' for a one-word name. */
  readonly lastName: string
}

/**
 * Splits a full name on spaces (part 1 §5): the first word is the first name, the rest the last name.
 *
 * @example
 * ```ts
 * splitFullName('  Ada  Lovelace King ') // { firstName: 'Ada', lastName: 'Lovelace King' }
 * ```
 */
export function splitFullName(fullName: string): SplitName {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

/** Step 2 of the password reset: the passcode the user received (part 2 §2.8). */
export interface VerifyOtpInput {
  /** The email the passcode was sent to. */
  readonly email: string
  /** The 6-character passcode. */
  readonly otp: string
  /** The token `auth.forgotPassword` answered. */
  readonly resetPasswordToken: string
}

/** Step 3 of the password reset: the new password (part 2 §2.8, §7 'Password reset'). */
export interface ResetPasswordInput {
  /** The new password, at least 6 characters (part 2 §5.4); also sent as its own confirmation. */
  readonly password: string
  /** The passcode checked in step 2. */
  readonly otp: string
  /** The token `auth.forgotPassword` answered. */
  readonly resetPasswordToken: string
}
