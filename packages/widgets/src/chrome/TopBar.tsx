import { fillText, messages } from '@waybill/sdk-core'
import type { DeliveryTypeStore } from '@waybill/sdk-core/order'
import { BusinessName } from '../auth/BusinessName.tsx'
import { plainLink, type RenderLink } from '../primitives/plainLink.tsx'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { UserMenu } from './UserMenu.tsx'

/**
 * Props of {@link TopBar}.
 *
 * @internal
 */
export interface TopBarProps {
  /** How many deliveries the current order holds. */
  orderCount: number
  /** Where 'Order Summary' leads: the order summary screen. */
  summaryHref: string
  /** Called after logging out; the portal goes to the login screen. */
  onLoggedOut?: () => void
  /** The chosen delivery type's store, reset on logout with the rest of the stored state. */
  deliveryType?: DeliveryTypeStore
  /** Renders the in-app link; a plain `<a>` by default. */
  renderLink?: RenderLink
}

/**
 * The page chrome's top bar (part 1 §2 'Page chrome'): `'Order Summary: {count}'` linking to the summary, the
 * business name, and the user's name opening a menu with Logout. Logout clears the stored state (part 1 §4).
 *
 * @internal
 */
export function TopBar({
  orderCount,
  summaryHref,
  onLoggedOut,
  deliveryType,
  renderLink = plainLink,
}: TopBarProps) {
  const { session } = useWaybill('TopBar')
  const firstName = useSession((state) => state.account?.firstName, 'TopBar')
  const lastName = useSession((state) => state.account?.lastName, 'TopBar')
  const name = [firstName, lastName].filter(Boolean).join(' ')

  const logout = () => {
    deliveryType?.reset()
    const done = session.logout()
    onLoggedOut?.()
    void done
  }

  return (
    <header className="wb-topbar">
      {renderLink({
        href: summaryHref,
        className: 'wb-topbar__summary',
        children: fillText(messages.orderSummaryCount, { count: orderCount }),
      })}
      <BusinessName className="wb-topbar__business" />
      <UserMenu
        label={name || messages.accountMenu}
        items={[{ id: 'logout', label: messages.logout, onSelect: logout }]}
      />
    </header>
  )
}
