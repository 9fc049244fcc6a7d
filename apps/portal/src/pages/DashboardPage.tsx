import { BusinessName, LogoutButton } from '@waybill/widgets'
import { useNavigate } from 'react-router'
import { routes } from '../config.ts'

/** 'My Deliveries' (part 2 §2.1): for now the page chrome's business name and Logout. */
export function DashboardPage() {
  const navigate = useNavigate()
  return (
    <div className="portal-page">
      <header className="portal-topbar">
        <BusinessName />
        <LogoutButton onLoggedOut={() => navigate(routes.login, { replace: true })} />
      </header>
      <main>
        <h1>My Deliveries</h1>
      </main>
    </div>
  )
}
