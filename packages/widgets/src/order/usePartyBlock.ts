import type { Contact, LatLng } from '@waybill/sdk-core'
import {
  createPartyBlockForm,
  DEBOUNCE_MS,
  type PartyBlockCheck,
  type PartyBlockField,
} from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { PartySide } from '@waybill/sdk-core/rules'
import type { PlaceDetails } from '../places/types.ts'
import { useZoneCheck } from '../places/useZoneCheck.ts'
import { useDebouncedCallback } from '../primitives/useDebouncedCallback.ts'
import { useRecreated } from '../provider/useRecreated.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/**
 * A pickup or drop-off block (part 1 §2, §5): sdk-core's `createPartyBlockForm` holds the edits, what was touched,
 * the zone checks and which messages show; this hook reads it, writes typing to the draft
 * `DEBOUNCE_MS.partySync` (500 ms) after it pauses (part 1 §9) and on unmount, and runs the zone checks
 * (`onCheckAnswered` is told when one answers).
 */
export function usePartyBlock(draft: OrderDraftStore, side: PartySide, onCheckAnswered?: () => void) {
  const checkZone = useZoneCheck()
  const names = useWaybill('usePartyBlock').client.config
  // Typing not yet written is not lost when the block goes (Next, another step, the form closing).
  const form = useRecreated(
    () => createPartyBlockForm({ draft, side, names }),
    [draft, side],
    (old) => old.flush(),
  )
  const state = useStore(form)
  const sync = useDebouncedCallback(form.flush, DEBOUNCE_MS.partySync)

  // useZoneCheck never rejects: any failure resolves as the not-serviced message.
  const check = ({ token, point }: PartyBlockCheck) =>
    void checkZone(point).then((notServiced) => {
      form.zoneAnswered(token, notServiced)
      onCheckAnswered?.()
    })

  return {
    ...state,
    type(field: PartyBlockField, text: string) {
      form.type(field, text)
      sync.schedule()
    },
    leave: form.leave,
    /** A chosen place's zone check is running, read from the store now (not from the last render). */
    isChecking: () => form.getSnapshot().checking !== null,
    /** Writes the edits still waiting for the sync pause now. */
    flush() {
      sync.cancel()
      form.flush()
    },
    pickContact(contact: Contact) {
      sync.cancel()
      form.pickContact(contact)
    },
    choosePlace: (place: PlaceDetails) => check(form.choosePlace(place)),
    chooseW3w: (words: string, point: LatLng) => check(form.chooseW3w(words, point)),
    visibleMessages: form.visibleMessages,
    firstInvalid: form.firstInvalid,
  }
}

/** What {@link usePartyBlock} returns. */
export type PartyBlockState = ReturnType<typeof usePartyBlock>
