import type { FleetDriver } from '@waybill/sdk-core'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'

// our words: propose messages.loadingFleet
const LOADING = 'Loading your fleet…'
// our words: propose messages.fleetCodeLabel
const FLEET_CODE = 'Fleet code'
// our words: propose messages.fleetCodeHint
const FLEET_CODE_HINT = 'Drivers join your fleet by entering this code in the driver app.'
// our words: propose messages.noFleetDrivers
const NO_FLEET_DRIVERS = 'No driver has joined your fleet yet.'

/** Props of {@link MyFleet}. */
export interface MyFleetProps {
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3
}

interface Fleet {
  code: string | null
  drivers: readonly FleetDriver[]
}

/**
 * My Fleet (part 2 §2.7, §3.6): the code drivers enter to join the account's fleet, and the fleet's drivers,
 * each with 'Remove driver'. Render it only when the account has My Fleet enabled (the server refuses the
 * calls otherwise). Failures are only logged (part 2 §8).
 */
export function MyFleet({ headingLevel = 2 }: MyFleetProps) {
  const { client, session } = useWaybill('MyFleet')
  const id = useId()
  const [fleet, setFleet] = useState<Fleet | null>(null)
  const [pending, setPending] = useState<number | null>(null)
  const mounted = useRef(true)
  const heading = useRef<HTMLHeadingElement | null>(null)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  const reload = useCallback(async () => {
    const apiCode = session.apiCode()
    if (!apiCode) return
    const [code, drivers] = await Promise.allSettled([
      client.fleet.myFleetCode(apiCode),
      client.fleet.myFleet(apiCode),
    ])
    if (code.status === 'rejected') client.logger.error('Error fetching my fleet code', code.reason)
    if (drivers.status === 'rejected') client.logger.error('Error fetching my fleet', drivers.reason)
    if (!mounted.current) return
    setFleet((current) => ({
      code: code.status === 'fulfilled' ? code.value : (current?.code ?? null),
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

  const remove = async (driver: FleetDriver) => {
    const apiCode = session.apiCode()
    if (!apiCode) return
    setPending(driver.id)
    try {
      await client.fleet.removeFleetDriver(apiCode, driver.id)
    } catch (error) {
      client.logger.error('Error removing my fleet driver', error)
    }
    await reload()
    if (!mounted.current) return
    setPending(null)
    // The pressed button left with its driver: keep the keyboard user in the list.
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus()
  }

  if (!fleet) return <p aria-busy="true">{LOADING}</p>
  return (
    <section className="wb-fleet" aria-labelledby={`${id}-title`} aria-busy={pending !== null}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className="wb-drivers__title">
        My Fleet
      </Heading>
      {fleet.code !== null && (
        <div className="wb-fleet__code">
          <dl className="wb-fleet__code-pair">
            <dt className="wb-fleet__code-label">{FLEET_CODE}</dt>
            <dd className="wb-fleet__code-value">{fleet.code}</dd>
          </dl>
          <p className="wb-fleet__hint">{FLEET_CODE_HINT}</p>
        </div>
      )}
      {fleet.drivers.length === 0 ? (
        <p className="wb-drivers__empty">{NO_FLEET_DRIVERS}</p>
      ) : (
        <ul className="wb-drivers__list">
          {fleet.drivers.map((driver) => (
            <li key={driver.id} className="wb-drivers__item">
              <span className="wb-driver__name">{driver.name}</span>
              <button
                type="button"
                className="wb-button"
                disabled={pending !== null}
                onClick={() => void remove(driver)}
              >
                Remove driver<span className="wb-visually-hidden"> {driver.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
