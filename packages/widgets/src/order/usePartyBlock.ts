import {
  type Contact,
  createPartyBlockForm,
  DEBOUNCE_MS,
  type LatLng,
  type OrderDraftStore,
  type PartyBlockCheck,
  type PartyBlockField,
  type PartySide,
} from '@waybill/sdk-core'
import { useEffect, useState } from 'react'
import type { PlaceDetails } from '../places/types.ts'
import { useZoneCheck } from '../places/useZoneCheck.ts'
import { useDebouncedCallback } from '../primitives/useDebouncedCallback.ts'
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
  const [held, setHeld] = useState(() => ({
    draft,
    side,
    form: createPartyBlockForm({ draft, side, names }),
  }))
  let { form } = held
  if (held.draft !== draft || held.side !== side) {
    form = createPartyBlockForm({ draft, side, names })
    setHeld({ draft, side, form })
  }
  const state = useStore(form)
  const sync = useDebouncedCallback(form.flush, DEBOUNCE_MS.partySync)
  // Typing not yet written is not lost when the block goes (Next, another step, the form closing).
  useEffect(() => () => form.flush(), [form])

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
