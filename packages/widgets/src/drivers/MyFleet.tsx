import { type FleetDriver, messages } from '@waybill/sdk-core'
import { useId, useRef, useState } from 'react'
import { useApiLoadable } from '../provider/useApiLoadable.ts'
import { useRefocusAfter } from '../provider/useRefocusAfter.ts'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { RemoveDriverModal } from './RemoveDriverModal.tsx'

/** Props of {@link MyFleet}. */
export interface MyFleetProps {
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3
}

const NO_FLEET_YET: readonly FleetDriver[] = []

/**
 * My Fleet (part 2 §2.7, §3.6): the code drivers enter to join the account's fleet, and the fleet's drivers,
 * each with 'Remove driver' (asked first in a modal). Renders nothing, and calls nothing, unless the account has My Fleet enabled (part 2
 * §6 `isMyFleetEnabled`; the server refuses the calls otherwise). The fleet reloads after a removal, the newest
 * answer winning. Failures are only logged (part 2 §8).
 */
export function MyFleet(props: MyFleetProps) {
  const enabled = useSession((state) => state.account?.isMyFleetEnabled === true, 'MyFleet')
  return enabled ? <FleetSection {...props} /> : null
}

/** The fleet of an account with My Fleet enabled: mounted only then, so that its loads start only then. */
function FleetSection({ headingLevel = 2 }: MyFleetProps) {
  const { client, session } = useWaybill('MyFleet')
  const id = useId()
  const [pending, setPending] = useState<number | null>(null)
  // The driver whose removal is being asked about (issue 21: a removal asks first).
  const [removing, setRemoving] = useState<FleetDriver | null>(null)
  const heading = useRef<HTMLHeadingElement | null>(null)
  const refocusAfter = useRefocusAfter()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  const code = useApiLoadable<string | null>({
    component: 'MyFleet',
    call: (client, apiCode) => client.fleet.myFleetCode(apiCode),
    failure: 'Error fetching my fleet code',
    none: null,
  })
  const drivers = useApiLoadable<readonly FleetDriver[]>({
    component: 'MyFleet',
    call: (client, apiCode) => client.fleet.myFleet(apiCode),
    failure: 'Error fetching my fleet',
    none: NO_FLEET_YET,
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
    refocusAfter(() => heading.current)
    setPending(null)
  }

  // A part that failed before it ever answered shows as absent or empty; its failure was logged.
  if (!code.settled || !drivers.settled) return <p aria-busy="true">{messages.fleetLoading}</p>
  const fleet = { code: code.data ?? null, drivers: drivers.data ?? NO_FLEET_YET }
  return (
    <section className="wb-fleet" aria-labelledby={`${id}-title`} aria-busy={pending !== null}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className="wb-drivers__title">
        {messages.myFleet}
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
                className="wb-button wb-button--danger"
                disabled={pending !== null}
                onClick={() => setRemoving(driver)}
              >
                Remove driver<span className="wb-visually-hidden"> {driver.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <RemoveDriverModal
        name={removing?.name ?? null}
        list="fleet"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing)
          setRemoving(null)
        }}
      />
    </section>
  )
}
