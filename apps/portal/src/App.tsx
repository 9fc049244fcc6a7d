import { createClient } from '@waybill/sdk-core'
import { ErrorBoundary, WaybillProvider } from '@waybill/widgets'
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { portalConfig, routes } from './config.ts'
import { LoginPage } from './pages/LoginPage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { RequireSession } from './RequireSession.tsx'
import { RouteError } from './RouteError.tsx'

/**
 * A screen loaded when its route is first opened: each screen is its own chunk (ARCHITECTURE §6). Its own error
 * element keeps a failure inside the screen, under the chrome.
 */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return {
    // A chunk that fails to download becomes the fallback screen itself: the router is never left waiting on it.
    lazy: async () => {
      try {
        return { Component: (await load()).default }
      } catch (error) {
        return { Component: () => <RouteError error={error} /> }
      }
    },
    errorElement: <RouteError />,
  }
}

// The spec's route table (part 1 §2; exact matches and a catch-all). Onboarding runs signed in but outside the
// chrome; every other signed-in screen sits in the layout with the top bar and the tabs.
function appRoutes(): RouteObject[] {
  return [
    { path: routes.login, element: <LoginPage /> },
    {
      // Login and not-found stay in the first download; every other screen comes with the maps and, signed in,
      // the chrome (issue 21: /login loads only what login needs).
      ...screen(() => import('./MapsShell.tsx')),
      children: [
        { path: routes.resetPassword, ...screen(() => import('./pages/ResetPasswordPage.tsx')) },
        { path: routes.signUp, ...screen(() => import('./pages/SignUpPage.tsx')) },
        { path: routes.tracking, ...screen(() => import('./pages/TrackingPage.tsx')) },
        {
          element: <RequireSession />,
          children: [
            { path: routes.registerLocation, ...screen(() => import('./pages/AccountDetailsPage.tsx')) },
            { path: routes.registerHours, ...screen(() => import('./pages/PickupHoursPage.tsx')) },
            { path: routes.label, ...screen(() => import('./pages/LabelPage.tsx')) },
            {
              ...screen(() => import('./PortalLayout.tsx')),
              children: [
                { path: routes.dashboard, ...screen(() => import('./pages/DashboardPage.tsx')) },
                { path: routes.choose, ...screen(() => import('./pages/ChooserPage.tsx')) },
                { path: routes.details, ...screen(() => import('./pages/DeliveryDetailsPage.tsx')) },
                { path: routes.shipment, ...screen(() => import('./pages/ShipmentPage.tsx')) },
                { path: routes.valet, ...screen(() => import('./pages/ValetPage.tsx')) },
                { path: routes.createOneToMany, ...screen(() => import('./pages/OneToManyPage.tsx')) },
                { path: routes.createManyToOne, ...screen(() => import('./pages/ManyToOnePage.tsx')) },
                { path: routes.summary, ...screen(() => import('./pages/SummaryPage.tsx')) },
                { path: routes.myAccount, ...screen(() => import('./pages/MyAccountPage.tsx')) },
                { path: routes.drivers, ...screen(() => import('./pages/DriversPage.tsx')) },
                { path: routes.contacts, ...screen(() => import('./pages/ContactsPage.tsx')) },
                { path: routes.multiDelivery, ...screen(() => import('./pages/MultiDeliveryPage.tsx')) },
              ],
            },
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]
}

/**
 * The portal for the configuration main.tsx has read from config.json (`configurePortal`): its client of the
 * configured API, and the router of every screen for the configured brand, behind the error boundary and the
 * Waybill provider.
 */
export function createApp() {
  const client = createClient({
    baseUrl: portalConfig.baseUrl,
    brand: portalConfig.brand,
    product: portalConfig.product,
    versionUrl: portalConfig.versionUrl,
  })
  const router = createBrowserRouter([{ errorElement: <RouteError />, children: appRoutes() }])
  return function App() {
    return (
      <ErrorBoundary onError={(error) => console.error('[portal] render failed', error)}>
        <WaybillProvider client={client}>
          <RouterProvider router={router} />
        </WaybillProvider>
      </ErrorBoundary>
    )
  }
}
