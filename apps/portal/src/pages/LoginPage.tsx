import { LoginForm, useSession } from '@waybill/widgets'
import { Navigate, useLocation } from 'react-router'
import { portalConfig, routes } from '../config.ts'
import { routerLink } from '../routerLink.tsx'

/** Log in, `/login` (part 1 §2 'Login'): a signed-in user goes on to where they were headed, else the dashboard. */
export function LoginPage() {
  const location = useLocation()
  const signedIn = useSession((state) => state.status === 'loggedIn')
  const from = (location.state as { from?: string } | null)?.from ?? routes.dashboard
  // Covers both a fresh login and a signed-in user opening /login.
  if (signedIn) return <Navigate to={from} replace />
  return (
    <main className="portal-auth">
      <h1 className="portal-auth__title">Log in</h1>
      <p className="portal-auth__tagline">Delivery simplified.</p>
      <LoginForm
        forgotPasswordHref={routes.resetPassword}
        signUpHref={routes.signUp}
        appStoreLinks={portalConfig.appStoreLinks}
        renderLink={routerLink}
      />
    </main>
  )
}
