import type { SignUpInput } from '../domain/auth.ts'
import { messages } from '../domain/messages.ts'
import { hasNoErrors, isBlank, isCanadianPhone, isValidEmail, toMobileNumber } from './patterns.ts'

/**
 * The sign-up form's values as typed (part 1 §2 'Sign-up').
 *
 * @internal
 */
export interface SignUpValues {
  /** Full name; the first word becomes the first name, the rest the last name. */
  readonly fullName: string
  /** Login email. */
  readonly email: string
  /** Password as typed; never trimmed. */
  readonly password: string
  /** Mobile number, a Canadian phone number. */
  readonly mobile: string
  /** Business name; someone who is not a business enters their own name. */
  readonly businessName: string
  /** Id of the chosen operating region, or null while 'Select Operating Region' is shown. */
  readonly region: number | null
}

/**
 * Field messages of the sign-up form; a valid field has none.
 *
 * @internal
 */
export interface SignUpErrors {
  /** 'Full name is required'. */
  fullName?: string
  /** 'Email is required' or 'Enter a valid email address'. */
  email?: string
  /** 'Password is required'. */
  password?: string
  /** 'Phone number must be valid'. */
  mobile?: string
  /** 'Business name is required'. */
  businessName?: string
  /** 'Region is required'. */
  region?: string
}

/**
 * Checks the sign-up form (part 1 §5 'Sign-up'): full name, email (required and valid), password and business
 * name required; the mobile a valid Canadian phone number; an operating region chosen.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateSignUp({ ...values, mobile: '555' }).mobile // 'Phone number must be valid'
 * ```
 */
export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {}
  if (isBlank(values.fullName)) errors.fullName = messages.fullNameRequired
  if (isBlank(values.email)) errors.email = messages.emailRequired
  else if (!isValidEmail(values.email)) errors.email = messages.emailInvalid
  if (values.password === '') errors.password = messages.passwordRequired
  if (!isCanadianPhone(values.mobile)) errors.mobile = messages.phoneInvalid
  if (isBlank(values.businessName)) errors.businessName = messages.businessNameRequired
  if (values.region === null) errors.region = messages.regionRequired
  return errors
}

/**
 * Whether {@link validateSignUp} found nothing.
 *
 * @internal
 */
export function isSignUpValid(errors: SignUpErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * The sign-up input `auth.signUp` sends, from valid form values: texts trimmed, the password as typed, the mobile
 * as 10 digits ({@link toMobileNumber}: My Account later accepts only that, part 2 §5.6). The full name stays
 * whole; `auth.signUp` splits it with `splitFullName` (part 1 §5).
 *
 * @internal
 *
 * @throws TypeError when no region is chosen: call it only after {@link validateSignUp} found nothing.
 */
export function toSignUpInput(values: SignUpValues): SignUpInput {
  if (values.region === null) throw new TypeError('toSignUpInput: no operating region chosen')
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    mobile: toMobileNumber(values.mobile),
    businessName: values.businessName.trim(),
    operatingRegion: values.region,
  }
}
