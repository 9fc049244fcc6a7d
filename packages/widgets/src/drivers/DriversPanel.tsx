import { messages } from '@waybill/sdk-core'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { useSession } from '../provider/useSession.ts'
import { FavouriteDrivers } from './FavouriteDrivers.tsx'
import { MyFleet } from './MyFleet.tsx'

/** The tabs of the drivers page. */
export type DriversTab = 'favourites' | 'fleet'

/** Props of {@link DriversPanel}. */
export interface DriversPanelProps {
  /** The tab shown first; 'favourites' by default (and whenever My Fleet is not enabled). */
  initialTab?: DriversTab
}

const TAB_LABELS: Record<DriversTab, string> = {
  favourites: messages.favouriteDrivers,
  fleet: messages.myFleet,
}

/**
 * The drivers page (part 2 §2.7): a toggle between Favourite Drivers and My Fleet, as a tablist. The My Fleet
 * tab exists only when the account has My Fleet enabled (part 2 §6 `isMyFleetEnabled`). Both panels are in the
 * page, the inactive one hidden; a panel's lists load when its tab is shown.
 */
export function DriversPanel({ initialTab = 'favourites' }: DriversPanelProps) {
  const fleetEnabled = useSession((state) => state.account?.isMyFleetEnabled === true, 'DriversPanel')
  const id = useId()
  const [chosen, setChosen] = useState<DriversTab>(initialTab)
  const tabRefs = useRef<Partial<Record<DriversTab, HTMLButtonElement | null>>>({})
  const tabs: DriversTab[] = fleetEnabled ? ['favourites', 'fleet'] : ['favourites']
  const active: DriversTab = tabs.includes(chosen) ? chosen : 'favourites'

  const choose = (tab: DriversTab) => {
    setChosen(tab)
    tabRefs.current[tab]?.focus()
  }

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.indexOf(active)
    const next: Record<string, number> = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const index = next[event.key]
    if (index === undefined) return
    event.preventDefault()
    const tab = tabs[index]
    if (tab) choose(tab)
  }

  return (
    <div className="wb-drivers">
      <div role="tablist" aria-label="Drivers" className="wb-drivers__tabs">
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className={tab === active ? 'wb-drivers__tab wb-drivers__tab--active' : 'wb-drivers__tab'}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      {/* Every tab's panel exists, so each aria-controls points at one; only the shown one has content. */}
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={tab !== active}
          className="wb-drivers__panel"
        >
          {tab === active && (tab === 'fleet' ? <MyFleet /> : <FavouriteDrivers />)}
        </div>
      ))}
    </div>
  )
}
