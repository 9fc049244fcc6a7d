import { OnboardingProgress, PickupHoursForm } from '@waybill/widgets'
import { useNavigate } from 'react-router'
import { routes } from '../config.ts'

/** Pickup hours, the last step of the account setup (part 1 §2, '/register/hours'); saving opens the chooser. */
export function PickupHoursPage() {
  const navigate = useNavigate()
  return (
    <main className="portal-auth portal-auth--wide">
      <OnboardingProgress step={2} />
      <h1 className="portal-auth__title">Pickup hours</h1>
      <PickupHoursForm
        onBack={() => navigate(routes.registerLocation)}
        onSaved={() => navigate(routes.choose)}
      />
    </main>
  )
}

export default PickupHoursPage
