import type { Driver } from '@waybill/sdk-core'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'

// our words: propose messages.loadingDrivers
const LOADING = 'Loading drivers…'
// our words: propose messages.noFavouriteDrivers
const NO_FAVOURITES = 'You have no favourite drivers yet.'
// our words: propose messages.noDrivers
const NO_DRIVERS = 'No drivers to choose from.'
// our words: propose messages.alreadyFavourite
const ALREADY_FAVOURITE = 'Favourite'

/** Props of {@link FavouriteDrivers}. */
export interface FavouriteDriversProps {
  /** Heading level of the two lists' titles; 2 by default. */
  headingLevel?: 2 | 3
}

interface Lists {
  favourites: readonly Driver[]
  drivers: readonly Driver[]
}

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
 * Favourite Drivers (part 2 §2.7, §3.6): the account's favourites, each with Remove, and the drivers that can
 * be added ('Add favourite driver'); those already favourite are marked and cannot be added again. Both lists
 * reload after each change. Failures are only logged (part 2 §8).
 */
export function FavouriteDrivers({ headingLevel = 2 }: FavouriteDriversProps) {
  const { client, session } = useWaybill('FavouriteDrivers')
  const id = useId()
  const [lists, setLists] = useState<Lists | null>(null)
  const [pending, setPending] = useState<number | null>(null)
  const mounted = useRef(true)
  const headings = useRef<Record<'add' | 'remove', HTMLHeadingElement | null>>({ add: null, remove: null })
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  const reload = useCallback(async () => {
    const apiCode = session.apiCode()
    if (!apiCode) return
    const [favourites, drivers] = await Promise.allSettled([
      client.fleet.favouriteDrivers(apiCode),
      client.fleet.drivers(apiCode),
    ])
    if (favourites.status === 'rejected')
      client.logger.error('Error fetching favourite drivers', favourites.reason)
    if (drivers.status === 'rejected') client.logger.error('Error fetching drivers', drivers.reason)
    if (!mounted.current) return
    setLists((current) => ({
      favourites: favourites.status === 'fulfilled' ? favourites.value : (current?.favourites ?? []),
      drivers: drivers.status === 'fulfilled' ? drivers.value : (current?.drivers ?? []),
    }))
  }, [client, session])

  useEffect(() => {
    mounted.current = true
    void reload()
    return () => {
      mounted.current = false
    }
  }, [reload])

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
    await reload()
    if (!mounted.current) return
    setPending(null)
    // The button pressed is gone from the list: keep the keyboard user in the same section.
    if (!document.activeElement || document.activeElement === document.body) headings.current[what]?.focus()
  }

  if (!lists) return <p aria-busy="true">{LOADING}</p>
  const favouriteIds = new Set(lists.favourites.map((driver) => driver.id))
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
          Favourite Drivers
        </Heading>
        {lists.favourites.length === 0 ? (
          <p className="wb-drivers__empty">{NO_FAVOURITES}</p>
        ) : (
          <ul className="wb-drivers__list">
            {lists.favourites.map((driver) => (
              <li key={driver.id} className="wb-drivers__item">
                <DriverCard driver={driver} />
                <button
                  type="button"
                  className="wb-button"
                  disabled={pending !== null}
                  onClick={() => void act('remove', driver)}
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
          Add favourite driver
        </Heading>
        {lists.drivers.length === 0 ? (
          <p className="wb-drivers__empty">{NO_DRIVERS}</p>
        ) : (
          <ul className="wb-drivers__list">
            {lists.drivers.map((driver) => {
              const favourite = driver.isFavourite || favouriteIds.has(driver.id)
              return (
                <li key={driver.id} className="wb-drivers__item">
                  <DriverCard driver={driver} />
                  {favourite ? (
                    <span className="wb-drivers__badge">{ALREADY_FAVOURITE}</span>
                  ) : (
                    <button
                      type="button"
                      className="wb-button"
                      disabled={pending !== null}
                      onClick={() => void act('add', driver)}
                    >
                      Add<span className="wb-visually-hidden"> {driver.name}</span>
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}
