import { PasswordReset } from '@waybill/widgets'
import { Link, useNavigate } from 'react-router'
import { routes } from '../config.ts'

/** The password reset, '/reset-password' (part 2 §2.8): its three steps head the page; success returns to login. */
export function ResetPasswordPage() {
  const navigate = useNavigate()
  return (
    <main className="portal-auth">
      <PasswordReset
        headingLevel={1}
        onDone={() => navigate(routes.login, { replace: true })}
        loginHref={routes.login}
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
    </main>
  )
}

export default ResetPasswordPage
