import type { LatLng } from '../domain/account.ts'
import type { NewContact } from '../domain/contact.ts'
import { createProxyStore, type Store } from '../store.ts'
import {
  isPartyValid,
  type PartyErrors,
  type PartyValues,
  pickupOrDropoffText,
  toNewContact,
  validateParty,
  w3wWords,
} from './partyForm.ts'

/**
 * A text field of the add-contact form.
 *
 * @internal
 */
export type ContactTextField = 'name' | 'address' | 'w3w' | 'unit' | 'phone' | 'email'

/**
 * A field whose chosen suggestion locates the contact: the address, or the what3words address.
 *
 * @internal
 */
export type ContactLocatedField = 'address' | 'w3w'

/**
 * The add-contact form's values as typed (part 1 §3 'Contact').
 *
 * @internal
 */
export interface ContactFormValues {
  /** Contact or business name. */
  readonly name: string
  /** Street address, as typed or as chosen. */
  readonly address: string
  /** what3words address, as typed or as chosen. */
  readonly w3w: string
  /** Suite or unit. */
  readonly unit: string
  /** One or several comma-separated phone numbers. */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** Offered in pickup contact pickers. */
  readonly isPickup: boolean
  /** Offered in drop-off contact pickers. */
  readonly isDropoff: boolean
}

/**
 * A chosen address or what3words address: where it is, and what the zone check said about it.
 *
 * @internal
 */
export interface ContactSpot {
  /** The request token of its zone check; an answer carrying another token is stale and dropped. */
  readonly token: number
  /** The field's text when it was chosen; typing a different text drops the spot. */
  readonly text: string
  /** Where the chosen place is. */
  readonly point: LatLng
  /** Whether its zone check is still running. */
  readonly checking: boolean
  /** `'This location is not currently serviced by {brand}'`, filled; null when serviced or still checking. */
  readonly notServiced: string | null
}

/**
 * The messages each field of the add-contact form shows now: only those of fields the user has touched.
 *
 * @internal
 */
export interface ContactFormMessages {
  /** Under the name field. */
  readonly name?: string
  /** Under the address field: a validation message and the zone message, in that order. */
  readonly address: readonly string[]
  /** Under the what3words field: a validation message and the zone message, in that order. */
  readonly w3w: readonly string[]
  /** Under the phone field. */
  readonly phone?: string
  /** Under the email field. */
  readonly email?: string
  /** Beside the Pickup and Drop Off boxes, from the start: 'Select Pickup or Drop-Off' (part 1 §5). */
  readonly pickupOrDropoff?: string
}

/**
 * The state of an add-contact form: what was typed and chosen, and what follows from it.
 *
 * @internal
 */
export interface ContactFormState {
  /** The values as typed or chosen. */
  readonly values: ContactFormValues
  /** Whether each text field was touched: left, or (address and what3words) a suggestion chosen. */
  readonly touched: Readonly<Record<ContactTextField, boolean>>
  /** The chosen address and what3words address, with their zone checks; null until chosen. */
  readonly spots: Readonly<Record<ContactLocatedField, ContactSpot | null>>
  /** Where the contact is: the chosen address's point, else the chosen what3words address's; null until chosen. */
  readonly point: LatLng | null
  /** Every rule the values break, from `validateParty(values, 'contact')`, touched or not. */
  readonly errors: PartyErrors
  /** Whether a zone check is running. */
  readonly checking: boolean
  /** Whether the Add Contact button shows: valid, no zone check running, every chosen place serviced (part 1 §5). */
  readonly canAdd: boolean
  /** What each field shows now. */
  readonly messages: ContactFormMessages
}

/**
 * A zone check to run for a chosen place; hand its answer back with `zoneAnswered(token, …)`.
 *
 * @internal
 */
export interface ContactZoneCheck {
  /** Identifies the choice the answer belongs to. */
  readonly token: number
  /** The point to check. */
  readonly point: LatLng
}

/**
 * An add-contact form behind the `Store` contract, with its actions. Actions need no `this`.
 *
 * @internal
 */
export interface ContactForm extends Store<ContactFormState> {
  /** The user typed in a text field. Typing in a located field away from its chosen text drops the choice. */
  type(field: ContactTextField, text: string): void
  /** The user left a field: its messages show from now on. */
  leave(field: ContactTextField): void
  /** The user ticked or cleared the Pickup or Drop Off box. */
  setUse(field: 'isPickup' | 'isDropoff', checked: boolean): void
  /** The user chose an address suggestion and it was resolved; run the returned zone check. */
  choosePlace(place: {
    readonly address: string
    readonly lat: number
    readonly lng: number
  }): ContactZoneCheck
  /** The user chose a what3words suggestion and it was converted; run the returned zone check. */
  chooseW3w(words: string, point: LatLng): ContactZoneCheck
  /** The answer of a zone check: null when serviced, else the message. Dropped when the choice has changed since. */
  zoneAnswered(token: number, notServiced: string | null): void
  /**
   * The contact to save (`contacts.add`, part 1 §7).
   *
   * @throws TypeError while `canAdd` is false.
   */
  toNewContact(): NewContact
}

const TEXT_FIELDS: readonly ContactTextField[] = ['name', 'address', 'w3w', 'unit', 'phone', 'email']

const EMPTY_VALUES: ContactFormValues = {
  name: '',
  address: '',
  w3w: '',
  unit: '',
  phone: '',
  email: '',
  isPickup: false,
  isDropoff: false,
}

/** Whether two texts of a located field name the same place: trimmed, and what3words without its slashes. */
const sameText = (field: ContactLocatedField, a: string, b: string) =>
  field === 'w3w' ? w3wWords(a) === w3wWords(b) : a.trim() === b.trim()

/** The part of the state the actions change; the rest is derived from it. */
type ContactFormInput = Pick<ContactFormState, 'values' | 'touched' | 'spots'>

/**
 * Which located field 'Validate the address first' belongs under: the address while it holds text, else the
 * what3words address while it does; none when both are empty (their 'required' messages say it already).
 */
function unlocatedField(values: ContactFormValues): ContactLocatedField | null {
  if (values.address.trim() !== '') return 'address'
  return w3wWords(values.w3w) === '' ? null : 'w3w'
}

function derive({ values, touched, spots }: ContactFormInput): ContactFormState {
  const point = spots.address?.point ?? spots.w3w?.point ?? null
  const party: PartyValues = { ...values, latitude: point?.lat ?? null, longitude: point?.lng ?? null }
  const errors = validateParty(party, 'contact')
  const checking = Boolean(spots.address?.checking || spots.w3w?.checking)
  const serviced = !spots.address?.notServiced && !spots.w3w?.notServiced
  const shown = (field: ContactTextField) => (touched[field] ? errors[field as keyof PartyErrors] : undefined)
  const unlocated = errors.coordinates === undefined ? null : unlocatedField(values)
  const located = (field: ContactLocatedField) =>
    [
      shown(field),
      unlocated === field && touched[field] ? errors.coordinates : undefined,
      spots[field]?.notServiced,
    ].filter((message): message is string => typeof message === 'string' && message !== '')
  return {
    values,
    touched,
    spots,
    point,
    errors,
    checking,
    canAdd: isPartyValid(errors) && !checking && serviced,
    messages: {
      name: shown('name'),
      address: located('address'),
      w3w: located('w3w'),
      phone: shown('phone'),
      email: shown('email'),
      pickupOrDropoff: pickupOrDropoffText(errors),
    },
  }
}

/**
 * Creates the state of the add-contact form (part 1 §5 'Contact/party form', saved contacts): the rules are
 * {@link validateParty} in 'contact' mode; besides them the Add Contact button waits for every zone check and
 * hides while a chosen place is not serviced. The address's point wins over the what3words address's. A field's
 * messages show once it was left (or a suggestion chosen in it); 'Select Pickup or Drop-Off' shows from the start.
 * The zone check itself is a call (`client.geo.serviceAt`), run by the caller.
 *
 * @internal
 *
 * @example
 * ```ts
 * const form = createContactForm()
 * const check = form.choosePlace(place)
 * form.zoneAnswered(check.token, await notServicedMessage(check.point))
 * if (form.getSnapshot().canAdd) await client.contacts.add(apiCode, form.toNewContact())
 * ```
 */
export function createContactForm(): ContactForm {
  const { state, store } = createProxyStore<ContactFormInput>({
    values: EMPTY_VALUES,
    touched: Object.fromEntries(TEXT_FIELDS.map((field) => [field, false])) as Record<
      ContactTextField,
      boolean
    >,
    spots: { address: null, w3w: null },
  })
  let tokens = 0
  let seen: ContactFormInput | undefined
  let view: ContactFormState | undefined

  const getSnapshot = () => {
    const input = store.getSnapshot()
    if (input !== seen || !view) {
      seen = input
      view = derive(input)
    }
    return view
  }

  const choose = (field: ContactLocatedField, text: string, point: LatLng): ContactZoneCheck => {
    const token = ++tokens
    state.values = { ...state.values, [field]: text }
    state.touched = { ...state.touched, [field]: true }
    state.spots = { ...state.spots, [field]: { token, text, point, checking: true, notServiced: null } }
    return { token, point }
  }

  return {
    subscribe: store.subscribe,
    getSnapshot,
    type(field, text) {
      state.values = { ...state.values, [field]: text }
      // A located field counts as touched once left or chosen, not while a suggestion is still being looked for.
      if (field !== 'address' && field !== 'w3w') state.touched = { ...state.touched, [field]: true }
      else {
        const spot = state.spots[field]
        if (spot && !sameText(field, spot.text, text)) state.spots = { ...state.spots, [field]: null }
      }
    },
    leave(field) {
      if (!state.touched[field]) state.touched = { ...state.touched, [field]: true }
    },
    setUse(field, checked) {
      state.values = { ...state.values, [field]: checked }
    },
    choosePlace: (place) => choose('address', place.address, { lat: place.lat, lng: place.lng }),
    chooseW3w: (words, point) => choose('w3w', words, { lat: point.lat, lng: point.lng }),
    zoneAnswered(token, notServiced) {
      for (const field of ['address', 'w3w'] as const) {
        const spot = state.spots[field]
        if (spot?.token === token) {
          state.spots = { ...state.spots, [field]: { ...spot, checking: false, notServiced } }
        }
      }
    },
    toNewContact() {
      const current = getSnapshot()
      if (!current.canAdd) throw new TypeError('toNewContact: the contact form is not complete and valid')
      const { point } = current
      return toNewContact({ ...current.values, latitude: point?.lat ?? null, longitude: point?.lng ?? null })
    },
  }
}
