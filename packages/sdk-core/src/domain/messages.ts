/**
 * Every user-facing text of the SDK, word for word as the spec writes them (typos included: customers'
 * support scripts depend on them).
 */
export const messages = {
  /** Login failed for any reason the server gives (part 1 §7, §8). */
  invalidCredentials: 'Invalid email or password',
  /** part 1 §5 'Login'. */
  emailInvalid: 'Enter a valid email address',
  /** Login email left empty (part 1 §5 'Login'). */
  emailRequired: 'Email is required',
  /** Login password left empty (part 1 §5 'Login'). */
  passwordRequired: 'Password is required',
  /** Company info non-200 (part 1 §8): logged only. */
  companyInfoFailed: 'Error fetching company info',
  /** Any failed call whose server gave no message (part 2 §8). */
  requestFailed: 'An error ocurred while processing your request',
  /** No answer at all (not in the spec: our words, see docs/decisions.md). */
  networkFailed: 'We could not reach the server. Check your connection and try again.',
  /** No answer in time (not in the spec: our words, see docs/decisions.md). */
  timedOut: 'The server took too long to answer. Please try again.',
  /** Render error fallback (part 1 §8, part 2 §2.10). */
  renderFailed: 'Something went wrong.',
} as const

/** A key of the {@link messages} catalogue. */
export type MessageKey = keyof typeof messages
