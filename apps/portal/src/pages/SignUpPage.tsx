import { SignUpForm } from '@waybill/widgets'
import { useNavigate } from 'react-router'
import { portalConfig, routes } from '../config.ts'
import { routerLink } from '../routerLink.tsx'

/**
 * Sign-up, the spec's '/' (part 1 §2): success logs in and goes to the dashboard, which sends a new account on
 * through onboarding (part 1 §4).
 */
export function SignUpPage() {
  const navigate = useNavigate()
  return (
    <main className="portal-auth">
      <h1 className="portal-auth__title">Sign up</h1>
      <p className="portal-auth__tagline">Delivery simplified.</p>
      <SignUpForm
        onSuccess={() => navigate(routes.dashboard)}
        termsHref={portalConfig.termsHref}
        privacyHref={portalConfig.privacyHref}
        loginHref={routes.login}
        appStoreLinks={portalConfig.appStoreLinks}
        renderLink={routerLink}
      />
    </main>
  )
}

export default SignUpPage
