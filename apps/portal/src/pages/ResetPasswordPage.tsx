import { PasswordReset } from '@waybill/widgets'
import { useNavigate } from 'react-router'
import { routes } from '../config.ts'
import { routerLink } from '../routerLink.tsx'

/** The password reset, '/reset-password' (part 2 §2.8): its three steps head the page; success returns to login. */
export function ResetPasswordPage() {
  const navigate = useNavigate()
  return (
    <main className="portal-auth">
      <PasswordReset
        headingLevel={1}
        onDone={() => navigate(routes.login, { replace: true })}
        loginHref={routes.login}
        renderLink={routerLink}
      />
    </main>
  )
}

export default ResetPasswordPage
