import { type Contact, messages } from '@waybill/sdk-core'
import { locationSideCheck } from '@waybill/sdk-core/internal'
import type { OrderDraftStore, TripLookup } from '@waybill/sdk-core/order'
import type { PartySide } from '@waybill/sdk-core/rules'
import { useRef, useState } from 'react'
import { useApiLoadable } from '../provider/useApiLoadable.ts'
import { useStore } from '../provider/useStore.ts'
import { NotificationModal } from './NotificationModal.tsx'
import { PartyBlock, type PartyBlockHandle } from './PartyBlock.tsx'

// 'Next' is the spec's word (part 1 §2 'Location details').
/** Caption of the button that goes on to the delivery details. */
export const LOCATION_NEXT = 'Next'

/** Logged when the saved contacts cannot be loaded (only logged, part 1 §8). */
export const CONTACT_PICKER_LOG = 'Loading the saved contacts failed'

/** Props of {@link LocationDetails}. */
export interface LocationDetailsProps {
  /** The draft being written (`createOrderDraft`). */
  draft: OrderDraftStore
  /** The draft's trip lookup, made by the owner of the order form (`useTripLookup`), so later steps share it. */
  tripLookup: TripLookup
  /** Called by 'Next' when both sides are valid: go on to the delivery details. */
  onNext: () => void
}

const SIDES: readonly PartySide[] = ['pickup', 'dropoff']
const NO_CONTACTS: readonly Contact[] = []

/**
 * Location details (part 1 §2): the pickup and drop-off blocks with the account's saved contacts (loaded once
 * for both pickers; a failed load is only logged, part 1 §8), and the trip lookup's 'Notification' modal (part 1
 * §8). 'Next' goes on only when both sides are valid; otherwise each invalid block shows 'Please Check Your Data'
 * and the first invalid field takes the focus.
 */
export function LocationDetails({ draft, tripLookup, onNext }: LocationDetailsProps) {
  const blocks = { pickup: useRef<PartyBlockHandle>(null), dropoff: useRef<PartyBlockHandle>(null) }
  const [nextPressed, setNextPressed] = useState(false)
  // Next pressed while a chosen place was still being checked: it goes on once the check answers.
  // (a ref too: the check's callback was made when the place was chosen, before Next).
  const [waiting, setWaiting] = useState(false)
  const waitingRef = useRef(false)
  const notification = useStore(tripLookup, (state) => state.notification)
  const contacts = useApiLoadable({
    component: 'LocationDetails',
    call: (client, apiCode) => client.contacts.list(apiCode),
    failure: CONTACT_PICKER_LOG,
    none: NO_CONTACTS,
  }).data

  function next() {
    for (const side of SIDES) blocks[side].current?.flush()
    const checking = SIDES.some((side) => blocks[side].current?.checking())
    waitingRef.current = checking
    setWaiting(checking)
    if (checking) return
    const snapshot = draft.getSnapshot()
    const invalid = SIDES.find((side) => locationSideCheck(snapshot[side]).block !== undefined)
    if (invalid === undefined) {
      onNext()
      return
    }
    setNextPressed(true)
    blocks[invalid].current?.focusFirstInvalid()
  }

  const latestNext = useRef(next)
  latestNext.current = next

  return (
    <div className="wb-location">
      <div className="wb-location__sides">
        {SIDES.map((side) => (
          <PartyBlock
            key={side}
            ref={blocks[side]}
            side={side}
            draft={draft}
            contacts={contacts ?? NO_CONTACTS}
            showAll={nextPressed}
            onCheckAnswered={() => {
              if (waitingRef.current) latestNext.current()
            }}
          />
        ))}
      </div>
      <p className="wb-location__status" role="status">
        {waiting ? messages.checkingAddress : ''}
      </p>
      <div className="wb-location__actions">
        <button type="button" className="wb-button wb-button--primary" onClick={next}>
          {LOCATION_NEXT}
        </button>
      </div>
      <NotificationModal message={notification} onClose={tripLookup.dismissNotification} />
    </div>
  )
}
