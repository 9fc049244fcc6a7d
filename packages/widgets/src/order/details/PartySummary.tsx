import { contactAddressLine } from '@waybill/sdk-core/internal'
import type { DraftParty } from '@waybill/sdk-core/rules'

/** Props of {@link PartySummary}. */
export interface PartySummaryProps {
  /** Id of the section's heading (the failing sections list links to it). */
  id: string
  /** 'Pickup Information' or 'Drop off Information'. */
  heading: string
  /** The side as the draft holds it. */
  party: DraftParty
  /** Back to Location details; no 'Edit' button without it. */
  onEdit?: () => void
}

/** One side of the delivery as Location details left it: name and address with unit, and 'Edit' (part 1 §2). */
export function PartySummary({ id, heading, party, onEdit }: PartySummaryProps) {
  return (
    <section className="wb-details__section wb-details__party" aria-labelledby={id}>
      <h3 id={id} className="wb-details__heading" tabIndex={-1}>
        {heading}
      </h3>
      <p className="wb-details__party-name">{party.name}</p>
      <p className="wb-details__party-address">{contactAddressLine(party)}</p>
      {onEdit && (
        <button type="button" className="wb-button" aria-label={`Edit ${heading}`} onClick={onEdit}>
          Edit
        </button>
      )}
    </section>
  )
}
