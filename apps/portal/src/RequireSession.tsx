import { useSession } from '@waybill/widgets'
import { Navigate, Outlet, useLocation } from 'react-router'
import { routes } from './config.ts'

/** The guard of part 2 §2.9: a logged-out user, or one without an api code, is sent to login. */
export function RequireSession() {
  const signedIn = useSession((state) => state.status === 'loggedIn')
  const location = useLocation()
  if (!signedIn)
    return <Navigate to={routes.login} replace state={{ from: `${location.pathname}${location.search}` }} />
  return <Outlet />
}
