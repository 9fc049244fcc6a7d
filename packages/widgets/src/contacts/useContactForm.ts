import {
  isPartyValid,
  type LatLng,
  type NewContact,
  type PartyValues,
  pickupOrDropoffText,
  toNewContact,
  validateParty,
  w3wWords,
} from '@waybill/sdk-core'
import { useRef, useState } from 'react'
import type { PlaceDetails } from '../places/types.ts'
import { useZoneCheck } from '../places/useZoneCheck.ts'

/** The typed fields of the contact form. */
type Draft = Required<Pick<PartyValues, 'name' | 'address' | 'w3w' | 'unit' | 'phone' | 'email'>> & {
  isPickup: boolean
  isDropoff: boolean
}

/** A text field of the contact form. */
export type ContactTextField = 'name' | 'address' | 'w3w' | 'unit' | 'phone' | 'email'

/** Where a chosen address or what3words address is, and what the zone check said about it. */
interface Spot {
  /** Which choice this is; a zone answer for an older choice is dropped. */
  readonly check: number
  /** The field's text when it was chosen; editing it away drops the spot. */
  readonly text: string
  readonly point: LatLng
  readonly checking: boolean
  /** 'This location is not currently serviced by {brand}', filled; null when serviced or still checking. */
  readonly notServiced: string | null
}

type Located = 'address' | 'w3w'

const EMPTY: Draft = {
  name: '',
  address: '',
  w3w: '',
  unit: '',
  phone: '',
  email: '',
  isPickup: false,
  isDropoff: false,
}

const sameText = (field: Located, a: string, b: string) =>
  field === 'w3w' ? w3wWords(a) === w3wWords(b) : a.trim() === b.trim()

/**
 * The state of the add-contact form (part 1 §5 'Contact/party form', saved contacts). The rules are sdk-core's
 * `validateParty(values, 'contact')`; this hook holds the typed text, which fields were touched, the point of
 * the chosen address or what3words address (the address's wins when both are chosen) and the zone check of
 * each, and says whether the Add Contact button shows.
 */
export function useContactForm() {
  const checkZone = useZoneCheck()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [touched, setTouched] = useState<ReadonlySet<ContactTextField>>(new Set())
  const [spots, setSpots] = useState<Readonly<Record<Located, Spot | null>>>({ address: null, w3w: null })
  const checks = useRef(0)

  const point = spots.address?.point ?? spots.w3w?.point ?? null
  const values: PartyValues = { ...draft, latitude: point?.lat ?? null, longitude: point?.lng ?? null }
  const errors = validateParty(values, 'contact')
  const checking = Boolean(spots.address?.checking || spots.w3w?.checking)
  const notServiced = { address: spots.address?.notServiced ?? null, w3w: spots.w3w?.notServiced ?? null }
  const canAdd = isPartyValid(errors) && !checking && !notServiced.address && !notServiced.w3w

  const touch = (field: ContactTextField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
  const shown = (field: ContactTextField) =>
    touched.has(field) ? errors[field as keyof typeof errors] : undefined

  function setText(field: ContactTextField, text: string) {
    setDraft((current) => ({ ...current, [field]: text }))
    touch(field)
    if (field === 'address' || field === 'w3w') {
      setSpots((current) => {
        const spot = current[field]
        return spot && !sameText(field, spot.text, text) ? { ...current, [field]: null } : current
      })
    }
  }

  function locate(field: Located, text: string, at: LatLng) {
    const check = ++checks.current
    const spot: Spot = { check, text, point: at, checking: true, notServiced: null }
    setDraft((current) => ({ ...current, [field]: text }))
    touch(field)
    setSpots((current) => ({ ...current, [field]: spot }))
    // Only the answer for the field's current choice counts.
    const settle = (next: Spot) =>
      setSpots((current) => (current[field]?.check === check ? { ...current, [field]: next } : current))
    // useZoneCheck never rejects: any failure resolves as the not-serviced message.
    void checkZone(at).then((message) => settle({ ...spot, checking: false, notServiced: message }))
  }

  return {
    draft,
    canAdd,
    /** The messages under each field, as sdk-core words them. */
    messages: {
      name: shown('name'),
      address: [shown('address'), notServiced.address],
      w3w: [shown('w3w'), notServiced.w3w],
      phone: shown('phone'),
      email: shown('email'),
      pickupOrDropoff: pickupOrDropoffText(errors),
    },
    setText,
    touch,
    setUse: (field: 'isPickup' | 'isDropoff', checked: boolean) =>
      setDraft((current) => ({ ...current, [field]: checked })),
    selectAddress: (place: PlaceDetails) =>
      locate('address', place.address, { lat: place.lat, lng: place.lng }),
    selectW3w: (words: string, at: LatLng) => locate('w3w', words, at),
    /** The contact to save; call only while `canAdd`. */
    newContact: (): NewContact => toNewContact(values),
  }
}

/** What {@link useContactForm} returns. */
export type ContactForm = ReturnType<typeof useContactForm>
