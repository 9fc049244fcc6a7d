import { type FleetDriver, messages } from '@waybill/sdk-core'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { SelectField } from '../../primitives/SelectField.tsx'
import { useApiLoadable } from '../../provider/useApiLoadable.ts'
import { useSession } from '../../provider/useSession.ts'
import { useStore } from '../../provider/useStore.ts'
import { useDebouncedDraftValue } from './useDebouncedDraftValue.ts'

/** Logged when the fleet cannot be loaded (only logged, part 2 §8). */
export const FLEET_DRIVERS_LOG = 'Error fetching my fleet'

/** Props of {@link FleetDriverSelect}. */
export interface FleetDriverSelectProps {
  /** Id of the select. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * The My Fleet driver select (part 1 §2, §6 enable_my_fleet; part 2 §3.6): rendered, and the fleet loaded, only
 * when the account has My Fleet enabled; the choice is written 500 ms after a change (part 1 §5, §9).
 */
export function FleetDriverSelect(props: FleetDriverSelectProps) {
  const enabled = useSession((state) => state.account?.isMyFleetEnabled === true, 'FleetDriverSelect')
  return enabled ? <FleetSelect {...props} /> : null
}

const NO_DRIVERS: readonly FleetDriver[] = []

function FleetSelect({ id, draft }: FleetDriverSelectProps) {
  const drivers = useApiLoadable<readonly FleetDriver[]>({
    component: 'FleetDriverSelect',
    call: (client, apiCode) => client.fleet.myFleet(apiCode),
    failure: FLEET_DRIVERS_LOG,
    none: NO_DRIVERS,
  }).data
  const saved = useStore(draft, (state) => state.assignMyFleetDriver)
  const field = useDebouncedDraftValue(saved, draft.setMyFleetDriver, DEBOUNCE_MS.optionSync)
  const options = (drivers ?? NO_DRIVERS).map((driver) => ({ value: String(driver.id), label: driver.name }))
  // A chosen driver who left the fleet stays listed, so the select never shows a choice it does not hold.
  if (field.value !== null && !options.some((option) => option.value === String(field.value))) {
    options.push({ value: String(field.value), label: `#${field.value}` })
  }
  return (
    <SelectField
      id={id}
      label={messages.myFleet}
      value={field.value === null ? '' : String(field.value)}
      placeholder={messages.noFleetDriver}
      options={options}
      onChange={(value) => field.change(value === '' ? null : Number(value))}
    />
  )
}
