import { DEBOUNCE_MS, VIN_LENGTH } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { MAX_FIELD_LENGTH } from '@waybill/sdk-core/rules'
import { useStore } from '../../provider/useStore.ts'
import { DebouncedTextField } from '../details/DebouncedTextField.tsx'

/** Props of {@link VehicleFields}. */
export interface VehicleFieldsProps {
  /** Prefix of the fields' ids: `{id}-vin`, `{id}-ro`, `{id}-plate`. */
  id: string
  /** The valet draft being written. */
  draft: OrderDraftStore
  /** The VIN failed the last check: marked `aria-invalid`. */
  vinInvalid?: boolean
}

/**
 * The vehicle extras of a valet or vehicle swap (part 1 §2; part 2 §3.14): VIN (17 characters), repair order
 * (RO) and license plate, each written to the draft 1 s after typing pauses (part 1 §9).
 */
export function VehicleFields({ id, draft, vinInvalid = false }: VehicleFieldsProps) {
  const vin = useStore(draft, (state) => state.vin)
  const ro = useStore(draft, (state) => state.ro)
  const plate = useStore(draft, (state) => state.licensePlate)
  const delayMs = DEBOUNCE_MS.referenceFields
  return (
    <div className="wb-details__section wb-valet__vehicle">
      <DebouncedTextField
        id={`${id}-vin`}
        label="VIN"
        value={vin}
        onSave={draft.setVin}
        delayMs={delayMs}
        maxLength={VIN_LENGTH}
        invalid={vinInvalid}
      />
      <DebouncedTextField
        id={`${id}-ro`}
        label="Repair Order (RO)"
        value={ro}
        onSave={draft.setRo}
        delayMs={delayMs}
        maxLength={MAX_FIELD_LENGTH}
      />
      <DebouncedTextField
        id={`${id}-plate`}
        label="License Plate"
        value={plate}
        onSave={draft.setLicensePlate}
        delayMs={delayMs}
        maxLength={MAX_FIELD_LENGTH}
      />
    </div>
  )
}
