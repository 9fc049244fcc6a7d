import { type Driver, messages } from '@waybill/sdk-core'
import { canAddFavourite } from '@waybill/sdk-core/internal'
import { useId, useRef, useState } from 'react'
import { useApiLoadable } from '../provider/useApiLoadable.ts'
import { useRefocusAfter } from '../provider/useRefocusAfter.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { RemoveDriverModal } from './RemoveDriverModal.tsx'

/** Props of {@link FavouriteDrivers}. */
export interface FavouriteDriversProps {
  /** Heading level of the two lists' titles; 2 by default. */
  headingLevel?: 2 | 3
}

const NO_DRIVERS_YET: readonly Driver[] = []

/** One driver as the lists show it: photo (decorative), name and company, as text. */
function DriverCard({ driver }: { driver: Driver }) {
  return (
    <span className="wb-driver">
      {driver.imageProfile ? (
        <img className="wb-driver__photo" src={driver.imageProfile} alt="" width={40} height={40} />
      ) : (
        <span className="wb-driver__photo wb-driver__photo--none" aria-hidden="true" />
      )}
      <span className="wb-driver__text">
        <span className="wb-driver__name">{driver.name}</span>
        {driver.company && <span className="wb-driver__company">{driver.company}</span>}
      </span>
    </span>
  )
}

/**
 * Favourite Drivers (part 2 §2.7, §3.6): the account's favourites, each with Remove (asked first in a modal), and
 * the drivers that can
 * be added ('Add favourite driver'); those already favourite (sdk-core's `canAddFavourite`) are marked and cannot
 * be added again. Both lists reload after each change, the newest answer winning. Failures are only logged
 * (part 2 §8).
 */
export function FavouriteDrivers({ headingLevel = 2 }: FavouriteDriversProps) {
  const { client, session } = useWaybill('FavouriteDrivers')
  const id = useId()
  const [pending, setPending] = useState<number | null>(null)
  // The favourite whose removal is being asked about (issue 21: a removal asks first).
  const [removing, setRemoving] = useState<Driver | null>(null)
  const headings = useRef<Record<'add' | 'remove', HTMLHeadingElement | null>>({ add: null, remove: null })
  const refocusAfter = useRefocusAfter()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  const favourites = useApiLoadable({
    component: 'FavouriteDrivers',
    call: (client, apiCode) => client.fleet.favouriteDrivers(apiCode),
    failure: 'Error fetching favourite drivers',
    none: NO_DRIVERS_YET,
  })
  const drivers = useApiLoadable({
    component: 'FavouriteDrivers',
    call: (client, apiCode) => client.fleet.drivers(apiCode),
    failure: 'Error fetching drivers',
    none: NO_DRIVERS_YET,
  })

  const act = async (what: 'add' | 'remove', driver: Driver) => {
    const apiCode = session.apiCode()
    if (!apiCode) return
    setPending(driver.id)
    try {
      if (what === 'add') await client.fleet.addFavouriteDriver(apiCode, driver.id)
      else await client.fleet.removeFavouriteDriver(apiCode, driver.id)
    } catch (error) {
      client.logger.error(
        what === 'add' ? 'Error adding favourite driver' : 'Error removing favourite driver',
        error,
      )
    }
    await Promise.all([favourites.reload(), drivers.reload()])
    // The button pressed is gone from the list: keep the keyboard user in the same section.
    refocusAfter(() => headings.current[what])
    setPending(null)
  }

  // A list that failed before it ever answered shows as empty; its failure was logged.
  if (!favourites.settled || !drivers.settled) return <p aria-busy="true">{messages.driversLoading}</p>
  const favouriteList = favourites.data ?? NO_DRIVERS_YET
  const driverList = drivers.data ?? NO_DRIVERS_YET
  return (
    <div className="wb-favourites" aria-busy={pending !== null}>
      <section aria-labelledby={`${id}-favourites`}>
        <Heading
          id={`${id}-favourites`}
          className="wb-drivers__title"
          tabIndex={-1}
          ref={(element: HTMLHeadingElement | null) => {
            headings.current.remove = element
          }}
        >
          {messages.favouriteDrivers}
        </Heading>
        {favouriteList.length === 0 ? (
          <p className="wb-drivers__empty">{messages.noFavouriteDrivers}</p>
        ) : (
          <ul className="wb-drivers__list">
            {favouriteList.map((driver) => (
              <li key={driver.id} className="wb-drivers__item">
                <DriverCard driver={driver} />
                <button
                  type="button"
                  className="wb-button wb-button--danger"
                  disabled={pending !== null}
                  onClick={() => setRemoving(driver)}
                >
                  Remove<span className="wb-visually-hidden"> {driver.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-add`}>
        <Heading
          id={`${id}-add`}
          className="wb-drivers__title"
          tabIndex={-1}
          ref={(element: HTMLHeadingElement | null) => {
            headings.current.add = element
          }}
        >
          {messages.addFavouriteDriver}
        </Heading>
        {driverList.length === 0 ? (
          <p className="wb-drivers__empty">{messages.noDrivers}</p>
        ) : (
          <ul className="wb-drivers__list">
            {driverList.map((driver) => (
              <li key={driver.id} className="wb-drivers__item">
                <DriverCard driver={driver} />
                {canAddFavourite(driver, favouriteList) ? (
                  <button
                    type="button"
                    className="wb-button"
                    disabled={pending !== null}
                    onClick={() => void act('add', driver)}
                  >
                    Add<span className="wb-visually-hidden"> {driver.name}</span>
                  </button>
                ) : (
                  <span className="wb-drivers__badge">{messages.alreadyFavourite}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <RemoveDriverModal
        name={removing?.name ?? null}
        list="favourites"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void act('remove', removing)
          setRemoving(null)
        }}
      />
    </div>
  )
}
