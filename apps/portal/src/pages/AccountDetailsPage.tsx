import { AccountDetailsForm, OnboardingProgress } from '@waybill/widgets'
import { useNavigate } from 'react-router'
import { routes } from '../config.ts'

/** Account details, step 1 of 2 of the account setup (part 1 §2, '/register/location'). */
export function AccountDetailsPage() {
  const navigate = useNavigate()
  return (
    <main className="portal-auth">
      <OnboardingProgress step={1} />
      <h1 className="portal-auth__title">Account details</h1>
      <AccountDetailsForm onNext={() => navigate(routes.registerHours)} />
    </main>
  )
}

export default AccountDetailsPage
