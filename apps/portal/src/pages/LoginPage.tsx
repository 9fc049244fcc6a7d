import { messages } from '@waybill/sdk-core'
import { FormAlert, LoginForm, useSession } from '@waybill/widgets'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { portalConfig, routes } from '../config.ts'
import { routerLink } from '../routerLink.tsx'

/** What other screens may tell the login screen through the router's location state. */
export interface LoginState {
  /** Where the user was headed when the guard sent them here (part 2 §2.9). */
  readonly from?: string
  /** The password reset has just finished (part 2 §2.8 'On success it returns to login'). */
  readonly passwordReset?: boolean
}

/**
 * Log in, `/login` (part 1 §2 'Login'): a signed-in user goes on to where they were headed, else the dashboard. After
 * a finished password reset it says the password was changed (issue 21).
 */
export function LoginPage() {
  const location = useLocation()
  const signedIn = useSession((state) => state.status === 'loggedIn')
  const state = location.state as LoginState | null
  const from = state?.from ?? routes.dashboard
  const navigate = useNavigate()
  // Filled after the page is shown: a live region that arrives with its text is not announced. The flag is then
  // taken out of the history entry, so a reload or Back does not say it again.
  const [notice, setNotice] = useState<string | null>(null)
  const passwordReset = state?.passwordReset === true
  useEffect(() => {
    if (!passwordReset) return
    setNotice(messages.passwordResetDone)
    navigate('.', { replace: true, state: { ...state, passwordReset: false } })
  }, [passwordReset, navigate, state])
  // Covers both a fresh login and a signed-in user opening /login.
  if (signedIn) return <Navigate to={from} replace />
  return (
    <main className="portal-auth">
      <h1 className="portal-auth__title">Log in</h1>
      <p className="portal-auth__tagline">Delivery simplified.</p>
      <FormAlert message={notice} tone="success" />
      <LoginForm
        forgotPasswordHref={routes.resetPassword}
        signUpHref={routes.signUp}
        appStoreLinks={portalConfig.appStoreLinks}
        renderLink={routerLink}
      />
    </main>
  )
}
