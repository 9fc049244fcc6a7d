import { type FleetDriver, messages } from '@waybill/sdk-core'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useLoadable } from '../provider/useLoadable.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link MyFleet}. */
export interface MyFleetProps {
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3
}

const NO_FLEET_YET: readonly FleetDriver[] = []

/**
 * My Fleet (part 2 §2.7, §3.6): the code drivers enter to join the account's fleet, and the fleet's drivers,
 * each with 'Remove driver'. Render it only when the account has My Fleet enabled (the server refuses the
 * calls otherwise). The fleet reloads after a removal, the newest answer winning. Failures are only logged
 * (part 2 §8).
 */
export function MyFleet({ headingLevel = 2 }: MyFleetProps) {
  const { client, session } = useWaybill('MyFleet')
  const id = useId()
  const [pending, setPending] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement | null>(null)
  /** Set once a removal finished, to keep focus in the list when the pressed button left with its driver. */
  const refocus = useRef(false)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  /** A load that logs its failure (only logged, part 2 §8) and rethrows it for the loadable to keep. */
  const logged =
    <T,>(call: (apiCode: string) => Promise<T>, failure: string, none: T) =>
    async () => {
      const apiCode = session.apiCode()
      if (!apiCode) return none
      return call(apiCode).catch((error: unknown) => {
        client.logger.error(failure, error)
        throw error
      })
    }
  const code = useLoadable<string | null>(
    logged((apiCode) => client.fleet.myFleetCode(apiCode), 'Error fetching my fleet code', null),
    [client, session],
  )
  const drivers = useLoadable<readonly FleetDriver[]>(
    logged((apiCode) => client.fleet.myFleet(apiCode), 'Error fetching my fleet', NO_FLEET_YET),
    [client, session],
  )

  useLayoutEffect(() => {
    if (!refocus.current || pending !== null) return
    refocus.current = false
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus()
  })

  const remove = async (driver: FleetDriver) => {
    const apiCode = session.apiCode()
    if (!apiCode) return
    setPending(driver.id)
    try {
      await client.fleet.removeFleetDriver(apiCode, driver.id)
    } catch (error) {
      client.logger.error('Error removing my fleet driver', error)
    }
    await drivers.reload()
    // The pressed button left with its driver: keep the keyboard user in the list.
    refocus.current = true
    setPending(null)
  }

  // A part that failed before it ever answered shows as absent or empty; its failure was logged.
  const waiting = (loaded: { data?: unknown; status: string }) =>
    loaded.data === undefined && loaded.status !== 'failed'
  if (waiting(code) || waiting(drivers)) return <p aria-busy="true">{messages.fleetLoading}</p>
  const fleet = { code: code.data ?? null, drivers: drivers.data ?? NO_FLEET_YET }
  return (
    <section className="wb-fleet" aria-labelledby={`${id}-title`} aria-busy={pending !== null}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className="wb-drivers__title">
        My Fleet
      </Heading>
      {fleet.code !== null && (
        <div className="wb-fleet__code">
          <dl className="wb-fleet__code-pair">
            <dt className="wb-fleet__code-label">{messages.fleetCode}</dt>
            <dd className="wb-fleet__code-value">{fleet.code}</dd>
          </dl>
          <p className="wb-fleet__hint">{messages.fleetCodeHint}</p>
        </div>
      )}
      {fleet.drivers.length === 0 ? (
        <p className="wb-drivers__empty">{messages.noFleetDrivers}</p>
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
