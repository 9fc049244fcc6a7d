import { PasswordReset } from '@waybill/widgets'
import { useNavigate } from 'react-router'
import { routes } from '../config.ts'
import { routerLink } from '../routerLink.tsx'
import type { LoginState } from './LoginPage.tsx'

/**
 * The password reset, '/reset-password' (part 2 §2.8): its three steps head the page; success returns to login, which
 * says the password was changed (issue 21).
 */
export function ResetPasswordPage() {
  const navigate = useNavigate()
  return (
    <main className="portal-auth">
      <PasswordReset
        headingLevel={1}
        onDone={() =>
          navigate(routes.login, { replace: true, state: { passwordReset: true } satisfies LoginState })
        }
        loginHref={routes.login}
        renderLink={routerLink}
      />
    </main>
  )
}

export default ResetPasswordPage
