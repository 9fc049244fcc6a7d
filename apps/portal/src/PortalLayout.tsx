import { needsOnboarding } from '@waybill/sdk-core/internal'
import {
  createDeliveryType,
  createOrderList,
  type DeliveryTypeStore,
  type OrderList,
} from '@waybill/sdk-core/order'
import {
  browserStorages,
  type NavTabId,
  NavTabs,
  TopBar,
  useSession,
  useWaybill,
  VersionCheck,
} from '@waybill/widgets'
import { useRef, useState } from 'react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { portalConfig, routes } from './config.ts'
import { createOrderDrafts, type OrderDrafts } from './orderDrafts.ts'
import { useOrderCount, useOrderDefaults } from './orderList.ts'
import { routerLink } from './routerLink.tsx'
import { useVersionReload } from './useVersionReload.ts'

/** What the signed-in screens get from the layout through `useOutletContext()`. */
export interface PortalOutletContext {
  /** The chosen delivery type (intercity and vehicle-swap flags), kept in localStorage. */
  readonly deliveryType: DeliveryTypeStore
  /** The order being put together (part 2 §2.2), kept in localStorage; its count is in the top bar. */
  readonly orderList: OrderList
  /** The order forms' drafts, one per kind, kept in localStorage. */
  readonly orderDrafts: OrderDrafts
}

function tabHrefs(): Readonly<Record<NavTabId, string>> {
  return {
    choose: routes.choose,
    dashboard: routes.dashboard,
    account: routes.myAccount,
    contacts: routes.contacts,
  }
}

/** The id of the screen's `<main>`, the skip link's target. */
const MAIN_ID = 'main-content'

/** The tab of a path: the ordering screens under `/{brand}/` belong to 'Make a {brand} delivery'. */
function tabOf(pathname: string): NavTabId | null {
  if (pathname === routes.dashboard) return 'dashboard'
  // The drivers page has no tab of its own (part 1 §2 lists four); it is reached from My Account.
  if (pathname === routes.myAccount || pathname === routes.drivers) return 'account'
  if (pathname === routes.contacts) return 'contacts'
  // The summary has its own link in the top bar; the other screens under /{brand}/ make a delivery.
  if (pathname !== routes.summary && pathname.startsWith(`/${portalConfig.brand}/`)) return 'choose'
  return null
}

/**
 * The signed-in screens' chrome (part 1 §2 'Page chrome'): top bar, tabs, the build-version check, and the
 * screen itself behind an error boundary, so a failing screen shows 'Something went wrong.' under the chrome.
 */
export function PortalLayout() {
  const { client } = useWaybill('PortalLayout')
  // Created per signed-in visit: logout clears the stored state and leaves this layout, so the next login
  // starts from what is stored then (nothing).
  const [context] = useState<PortalOutletContext>(() => {
    const storage = browserStorages().persistent
    return {
      deliveryType: createDeliveryType({ storage, logger: client.logger }),
      orderList: createOrderList({ defaultInsuranceValue: 0, storage, logger: client.logger }),
      orderDrafts: createOrderDrafts(client.logger),
    }
  })
  useOrderDefaults(context.orderList)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const orderCount = useOrderCount(context.orderList)
  const onOutdated = useVersionReload(pathname)
  const account = useSession((state) => state.account)
  const main = useRef<HTMLElement>(null)
  // A new account lands on the dashboard after sign-up or login (part 1 §2) and goes on through onboarding
  // first (part 1 §4). Only from the dashboard: the other screens stay reachable if a save did not go through.
  if (pathname === routes.dashboard && account && needsOnboarding(account)) {
    return <Navigate to={routes.registerLocation} replace />
  }
  return (
    <div className="portal-shell">
      {/* First focusable element (issue 21, WCAG 2.4.1): past the top bar and tabs, straight to the screen. */}
      <a
        href={`#${MAIN_ID}`}
        className="portal-skip-link"
        onClick={(event) => {
          // Focus, not only scroll: the next Tab goes on from the screen's start. The URL gets no fragment.
          event.preventDefault()
          main.current?.focus()
          main.current?.scrollIntoView()
        }}
      >
        Skip to main content
      </a>
      <VersionCheck onOutdated={onOutdated} currentVersion={__PORTAL_VERSION__} />
      <TopBar
        orderCount={orderCount}
        summaryHref={routes.summary}
        deliveryType={context.deliveryType}
        onLoggedOut={() => navigate(routes.login, { replace: true })}
        renderLink={routerLink}
      />
      <NavTabs hrefs={tabHrefs()} current={tabOf(pathname)} renderLink={routerLink} />
      <main ref={main} id={MAIN_ID} className="portal-page" tabIndex={-1}>
        {/* A failing screen shows the route's error element here, under the chrome (App.tsx). */}
        <Outlet context={context} />
      </main>
    </div>
  )
}

export default PortalLayout
