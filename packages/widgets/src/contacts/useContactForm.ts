import type { LatLng } from '@waybill/sdk-core'
import { type ContactZoneCheck, createContactForm } from '@waybill/sdk-core/internal'
import { useState } from 'react'
import type { PlaceDetails } from '../places/types.ts'
import { useZoneCheck } from '../places/useZoneCheck.ts'
import { useStore } from '../provider/useStore.ts'

/**
 * The add-contact form (part 1 §5 'Contact/party form', saved contacts): sdk-core's `createContactForm` holds
 * the values, what was touched, the chosen places and the rules (`canAdd`, the messages to show); this hook
 * reads it and runs the zone check of each chosen place (`client.geo.serviceAt`).
 */
export function useContactForm() {
  const checkZone = useZoneCheck()
  const [form] = useState(createContactForm)
  const state = useStore(form)

  // useZoneCheck never rejects: any failure resolves as the not-serviced message.
  const check = ({ token, point }: ContactZoneCheck) =>
    void checkZone(point).then((notServiced) => form.zoneAnswered(token, notServiced))

  return {
    ...state,
    type: form.type,
    leave: form.leave,
    setUse: form.setUse,
    choosePlace: (place: PlaceDetails) => check(form.choosePlace(place)),
    chooseW3w: (words: string, point: LatLng) => check(form.chooseW3w(words, point)),
    /** The contact to save; call only while `canAdd`. */
    newContact: form.toNewContact,
  }
}

/** What {@link useContactForm} returns. */
export type ContactForm = ReturnType<typeof useContactForm>
