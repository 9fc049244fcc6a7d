import { locationSideCheck, type OrderDraftStore, type PartySide } from '@waybill/sdk-core'
import { useRef, useState } from 'react'
import { NotificationModal } from './NotificationModal.tsx'
import { PartyBlock, type PartyBlockHandle } from './PartyBlock.tsx'
import { useTripLookup } from './useTripLookup.ts'

// 'Next' is the spec's word (part 1 §2 'Location details').
/** Caption of the button that goes on to the delivery details. */
export const LOCATION_NEXT = 'Next'

/** Props of {@link LocationDetails}. */
export interface LocationDetailsProps {
  /** The draft being written (`createOrderDraft`). */
  draft: OrderDraftStore
  /** Called by 'Next' when both sides are valid: go on to the delivery details. */
  onNext: () => void
}

const SIDES: readonly PartySide[] = ['pickup', 'dropoff']

/**
 * Location details (part 1 §2): the pickup and drop-off blocks, the trip lookup once both are located (a change of
 * the server's intercity answer clears the dates and reloads the time options, part 1 §4), and its 'Notification'
 * modal (part 1 §8). 'Next' goes on only when both sides are valid; otherwise each invalid block shows 'Please
 * Check Your Data' and the first invalid field takes the focus.
 */
export function LocationDetails({ draft, onNext }: LocationDetailsProps) {
  const lookup = useTripLookup(draft, 'LocationDetails')
  const blocks = { pickup: useRef<PartyBlockHandle>(null), dropoff: useRef<PartyBlockHandle>(null) }
  const [nextPressed, setNextPressed] = useState(false)

  function next() {
    for (const side of SIDES) blocks[side].current?.flush()
    const snapshot = draft.getSnapshot()
    const invalid = SIDES.find((side) => locationSideCheck(snapshot[side]).block !== undefined)
    if (invalid === undefined) {
      onNext()
      return
    }
    setNextPressed(true)
    blocks[invalid].current?.focusFirstInvalid()
  }

  return (
    <div className="wb-location">
      <div className="wb-location__sides">
        {SIDES.map((side) => (
          <PartyBlock key={side} ref={blocks[side]} side={side} draft={draft} showAll={nextPressed} />
        ))}
      </div>
      <div className="wb-location__actions">
        <button type="button" className="wb-button wb-button--primary" onClick={next}>
          {LOCATION_NEXT}
        </button>
      </div>
      <NotificationModal message={lookup.notification} onClose={lookup.dismissNotification} />
    </div>
  )
}
