import type { WaybillClient } from '../client.ts'
import type { SignUpInput } from '../domain/auth.ts'
import { messages } from '../domain/messages.ts'
import { ApiError, WaybillError } from '../http/errors.ts'
import type { Mutable } from '../store.ts'
import type { LoginInput, SessionState } from './session.ts'

/** A failed sign-up's message, e.g. 'Your email is existing in the system.' under the email field (part 1 §8). */
export interface SignUpError {
  /** What to show the user. */
  readonly message: string
  /** The field the message belongs under; absent when it belongs to the form as a whole. */
  readonly field?: 'email'
}

/** What the sign-up action needs from its session. */
export interface SignUpContext {
  /** The client that creates the account. */
  readonly client: WaybillClient
  /** The session's state, written in place: `signUpStatus`, `signUpError` and (on a failed login) `loginError`. */
  readonly state: Mutable<SessionState>
  /** Starts a new session epoch (as a login or logout does) and returns it. */
  beginEpoch(): number
  /** The current session epoch: an answer of an older one is ignored. */
  currentEpoch(): number
  /** The session's login as part of epoch `at`; `false` and `loginError` set on failure. */
  logIn(input: LoginInput, at: number): Promise<boolean>
}

/**
 * The session's sign-up action (part 1 §4: a sign-up success logs the user in): creates the account, then logs in
 * with the same email and password, not kept signed in. Resolves `false` and sets `signUpError` when either step
 * fails; an answer that arrives after the user moved on (a logout, another login) changes nothing.
 */
export function createSignUp(context: SignUpContext): (input: SignUpInput) => Promise<boolean> {
  const { client, state } = context
  // Every sign-up takes a number, so that an abandoned one never resets a newer one's progress.
  let signUps = 0

  return async function signUp(input) {
    if (state.signUpStatus === 'loading' || state.status === 'loggingIn') return false
    const at = context.beginEpoch()
    const run = ++signUps
    const current = () => at === context.currentEpoch()
    state.signUpStatus = 'loading'
    state.signUpError = null
    const fail = (error: SignUpError) => {
      state.signUpStatus = 'failed'
      state.signUpError = error
      return false
    }
    // The user moved on (logout, a login elsewhere): this sign-up no longer speaks for the screen.
    const abandon = () => {
      if (run === signUps && state.signUpStatus === 'loading') state.signUpStatus = 'idle'
      return false
    }
    try {
      await client.auth.signUp(input)
    } catch (error) {
      if (!current()) return abandon()
      if (!(error instanceof WaybillError)) return fail({ message: messages.requestFailed })
      const onEmail = error instanceof ApiError && error.field === 'email'
      return fail(onEmail ? { message: error.message, field: 'email' } : { message: error.message })
    }
    if (!current()) return abandon()
    const loggedIn = await context.logIn(
      { email: input.email, password: input.password, keepSignedIn: false },
      at,
    )
    if (!current()) return abandon()
    if (!loggedIn) {
      // The account exists but the login failed: the sign-up screen shows why; the login form stays clean.
      const message = state.loginError ?? messages.requestFailed
      state.loginError = null
      return fail({ message })
    }
    state.signUpStatus = 'ready'
    return true
  }
}
