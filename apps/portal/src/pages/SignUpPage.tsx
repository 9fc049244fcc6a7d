import { SignUpForm } from '@waybill/widgets'
import { Link, useNavigate } from 'react-router'
import { portalConfig, routes } from '../config.ts'

/** Sign-up, the spec's '/' (part 1 §2): success goes on to the account details, the first onboarding step. */
export function SignUpPage() {
  const navigate = useNavigate()
  return (
    <main className="portal-auth">
      <h1 className="portal-auth__title">Sign up</h1>
      <p className="portal-auth__tagline">Delivery simplified.</p>
      <SignUpForm
        onSuccess={() => navigate(routes.registerLocation)}
        termsHref={portalConfig.termsHref}
        privacyHref={portalConfig.privacyHref}
        loginHref={routes.login}
        appStoreLinks={portalConfig.appStoreLinks}
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
    </main>
  )
}

export default SignUpPage
