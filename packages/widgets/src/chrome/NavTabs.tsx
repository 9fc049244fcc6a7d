import { fillNames, messages } from '@waybill/sdk-core'
import { plainLink, type RenderLink } from '../primitives/plainLink.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/**
 * A tab of the page chrome: the chooser, My Deliveries, My Account, Contacts.
 *
 * @internal
 */
export type NavTabId = 'choose' | 'dashboard' | 'account' | 'contacts'

const TAB_LABELS: Readonly<Record<NavTabId, string>> = {
  choose: messages.tabMakeDelivery,
  dashboard: messages.tabMyDeliveries,
  account: messages.tabMyAccount,
  contacts: messages.tabContacts,
}

/** The tabs in the order shown. */
const TAB_ORDER: readonly NavTabId[] = ['choose', 'dashboard', 'account', 'contacts']

/**
 * Props of {@link NavTabs}.
 *
 * @internal
 */
export interface NavTabsProps {
  /** Where each tab leads, e.g. `{ choose: '/waybill/choose', dashboard: '/dashboard', … }`. */
  hrefs: Readonly<Record<NavTabId, string>>
  /** The tab of the screen shown, marked `aria-current="page"`; none when null. */
  current: NavTabId | null
  /** Renders the links; a plain `<a>` by default. It must pass `aria-current` on to the element it renders. */
  renderLink?: RenderLink
}

/**
 * The page chrome's tabs (part 1 §2 'Page chrome'): `'Make a {brand} delivery'`, 'My Deliveries', 'My Account',
 * 'Contacts', as a navigation of links, the current one marked for assistive technology.
 *
 * @internal
 */
export function NavTabs({ hrefs, current, renderLink = plainLink }: NavTabsProps) {
  const { client } = useWaybill('NavTabs')
  return (
    <nav className="wb-tabs" aria-label={messages.mainNavigation}>
      <ul className="wb-tabs__list">
        {TAB_ORDER.map((tab) => (
          <li key={tab} className="wb-tabs__item">
            {renderLink({
              href: hrefs[tab],
              className: tab === current ? 'wb-tabs__link wb-tabs__link--current' : 'wb-tabs__link',
              'aria-current': tab === current ? 'page' : undefined,
              children: fillNames(TAB_LABELS[tab], client.config),
            })}
          </li>
        ))}
      </ul>
    </nav>
  )
}
