import { createClient } from '@waybill/sdk-core'
import { ErrorBoundary, MapsProvider, WaybillProvider } from '@waybill/widgets'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { portalConfig, routes } from './config.ts'
import { PortalLayout } from './PortalLayout.tsx'
import { AccountDetailsPage } from './pages/AccountDetailsPage.tsx'
import { ChooserPage } from './pages/ChooserPage.tsx'
import { ContactsPage } from './pages/ContactsPage.tsx'
import { DashboardPage } from './pages/DashboardPage.tsx'
import { DriversPage } from './pages/DriversPage.tsx'
import { LoginPage } from './pages/LoginPage.tsx'
import { MyAccountPage } from './pages/MyAccountPage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { PickupHoursPage } from './pages/PickupHoursPage.tsx'
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx'
import { SignUpPage } from './pages/SignUpPage.tsx'
import { RequireSession } from './RequireSession.tsx'

const client = createClient(portalConfig)

// The spec's route table (part 1 §2; exact matches and a catch-all). Onboarding runs signed in but outside the
// chrome; every other signed-in screen sits in the layout with the top bar and the tabs.
const router = createBrowserRouter([
  { path: routes.login, element: <LoginPage /> },
  { path: routes.resetPassword, element: <ResetPasswordPage /> },
  { path: routes.signUp, element: <SignUpPage /> },
  {
    element: <RequireSession />,
    children: [
      { path: routes.registerLocation, element: <AccountDetailsPage /> },
      { path: routes.registerHours, element: <PickupHoursPage /> },
      {
        element: <PortalLayout />,
        children: [
          { path: routes.dashboard, element: <DashboardPage /> },
          { path: routes.choose, element: <ChooserPage /> },
          { path: routes.myAccount, element: <MyAccountPage /> },
          { path: routes.drivers, element: <DriversPage /> },
          { path: routes.contacts, element: <ContactsPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
])

export function App() {
  return (
    <ErrorBoundary onError={(error) => console.error('[portal] render failed', error)}>
      <WaybillProvider client={client}>
        <MapsProvider googleMapsApiKey={portalConfig.googleMapsApiKey}>
          <RouterProvider router={router} />
        </MapsProvider>
      </WaybillProvider>
    </ErrorBoundary>
  )
}
