import { createClient } from '@waybill/sdk-core'
import { ErrorBoundary, WaybillProvider } from '@waybill/widgets'
import { createBrowserRouter, Navigate } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { portalConfig, routes } from './config.ts'
import { DashboardPage } from './pages/DashboardPage.tsx'
import { LoginPage } from './pages/LoginPage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { RequireSession } from './RequireSession.tsx'

const client = createClient(portalConfig)

const router = createBrowserRouter([
  { path: routes.login, element: <LoginPage /> },
  // Sign-up (the spec's '/') is a later screen; until then '/' leads to the dashboard or login.
  { path: routes.signUp, element: <Navigate to={routes.dashboard} replace /> },
  {
    element: <RequireSession />,
    children: [{ path: routes.dashboard, element: <DashboardPage /> }],
  },
  { path: '*', element: <NotFoundPage /> },
])

export function App() {
  return (
    <ErrorBoundary onError={(error) => console.error('[portal] render failed', error)}>
      <WaybillProvider client={client}>
        <RouterProvider router={router} />
      </WaybillProvider>
    </ErrorBoundary>
  )
}
