import { messages } from '../domain/messages.ts'
import { isValidEmail } from '../forms/patterns.ts'

// The email rule lives once, in forms/patterns.ts; re-exported here for the login form's callers.
export { isValidEmail } from '../forms/patterns.ts'

/**
 * The login form's values (part 1 §2 'Login').
 *
 * @internal
 */
export interface LoginValues {
  /** Email as typed; checked after trimming. */
  email: string
  /** Password as typed; never trimmed. */
  password: string
}

/**
 * Field messages of the login form; a field without a message is valid.
 *
 * @internal
 */
export interface LoginErrors {
  /** 'Email is required' or 'Enter a valid email address'. */
  email?: string
  /** 'Password is required'. */
  password?: string
}

/**
 * Checks the login form (part 1 §5 'Login'): email required and valid, password required.
 *
 * @internal
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {}
  const email = values.email.trim()
  if (email === '') errors.email = messages.emailRequired
  else if (!isValidEmail(email)) errors.email = messages.emailInvalid
  if (values.password === '') errors.password = messages.passwordRequired
  return errors
}

/**
 * Whether {@link validateLogin} found nothing.
 *
 * @internal
 */
export function isLoginValid(errors: LoginErrors): boolean {
  return errors.email === undefined && errors.password === undefined
}
