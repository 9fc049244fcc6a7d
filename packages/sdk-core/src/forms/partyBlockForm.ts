import type { LatLng } from '../domain/account.ts'
import type { Contact } from '../domain/contact.ts'
import { fillNames, messages } from '../domain/messages.ts'
import type { PartySide } from '../draft/draftRules.ts'
import type { OrderDraftStore } from '../draft/orderDraft.ts'
import { locationSideCheck } from '../draft/sideCheck.ts'
import type { DraftParty } from '../draft/types.ts'
import { createProxyStore, type Store } from '../store.ts'
import type { PartyErrors } from './partyForm.ts'
import { hasCoordinates } from './patterns.ts'

/**
 * A text field of a pickup or drop-off block.
 *
 * @internal
 */
export type PartyBlockField = 'name' | 'address' | 'w3w' | 'unit' | 'phone' | 'email'

/**
 * A field whose chosen suggestion locates the side: the address, or the what3words address.
 *
 * @internal
 */
export type PartyBlockLocatedField = 'address' | 'w3w'

/**
 * A chosen place waiting for its zone check; an answer carrying another token is stale and dropped.
 *
 * @internal
 */
export interface PartyBlockCheck {
  /** Identifies the choice the answer belongs to. */
  readonly token: number
  /** The field it was chosen in. */
  readonly field: PartyBlockLocatedField
  /** The chosen text: the formatted address, or the what3words triple. */
  readonly text: string
  /** The point to check. */
  readonly point: LatLng
}

/**
 * A chosen place the zone check refused (part 1 §5), kept as text under its field, never as the location.
 *
 * @internal
 */
export interface PartyBlockRefusal {
  /** The field it was chosen in. */
  readonly field: PartyBlockLocatedField
  /** The chosen text, still shown in the field. */
  readonly text: string
  /** `'This location is not currently serviced by {brand}'`, filled. */
  readonly message: string
}

/**
 * The state of a party block: the side as the draft holds it, with what is typed but not yet written.
 *
 * @internal
 */
export interface PartyBlockFormState {
  /** What the fields show: the draft's side, the edits not yet written, a chosen or refused place's text. */
  readonly values: DraftParty
  /** Typing not yet written to the draft (`flush` writes it). */
  readonly edits: Readonly<Partial<Record<PartyBlockField, string>>>
  /** Whether each field was touched: left, or (address and what3words) a suggestion chosen in it. */
  readonly touched: Readonly<Record<PartyBlockField, boolean>>
  /** The chosen place whose zone check is running; null when none is. */
  readonly checking: PartyBlockCheck | null
  /** The last chosen place the zone check refused; null once serviced, retyped or a contact picked. */
  readonly refusal: PartyBlockRefusal | null
  /** Every rule the values break (`locationSideCheck`), touched or not. */
  readonly errors: PartyErrors
  /** 'Please Check Your Data' when the side may not go on; else undefined. */
  readonly block: string | undefined
}

/**
 * The messages a party block shows now (part 1 §5, §8).
 *
 * @internal
 */
export interface PartyBlockMessages {
  /** Under the name field. */
  readonly name: readonly string[]
  /** Under the address field: its message, 'Validate the address first', the zone message, in that order. */
  readonly address: readonly string[]
  /** Under the what3words field: its message and the zone message. */
  readonly w3w: readonly string[]
  /** Under the phone field. */
  readonly phone: readonly string[]
  /** Under the email field. */
  readonly email: readonly string[]
  /** Under the block once 'Next' was pressed: 'Please Check Your Data'. */
  readonly block: string | null
}

/**
 * Options of {@link createPartyBlockForm}.
 *
 * @internal
 */
export interface PartyBlockFormOptions {
  /** The draft the block writes. */
  readonly draft: OrderDraftStore
  /** Which side of it. */
  readonly side: PartySide
  /**
   * The brand and product names. With them, an address refused in a batch's contact block reads 'This address is
   * not currently serviced by {brand}' (part 2 §8); without them, every refusal keeps the zone check's own text.
   */
  readonly names?: { readonly brand: string; readonly product: string }
}

/**
 * A pickup or drop-off block behind the `Store` contract, with its actions. Actions need no `this`.
 *
 * @internal
 */
export interface PartyBlockForm extends Store<PartyBlockFormState> {
  /** The user typed: kept as an edit until `flush`. Typing in a located field drops its running zone check. */
  type(field: PartyBlockField, text: string): void
  /** The user left a field: its messages show from now on. */
  leave(field: PartyBlockField): void
  /** Writes the edits not yet written to the draft (the widget calls it after its sync pause, on Next, on unmount). */
  flush(): void
  /** A saved contact was chosen: edits not yet written and a running zone check give way to it. */
  pickContact(contact: Contact): void
  /** The user chose an address suggestion; run the returned zone check and hand its answer to `zoneAnswered`. */
  choosePlace(place: {
    readonly address: string
    readonly lat: number
    readonly lng: number
  }): PartyBlockCheck
  /** The user chose a what3words suggestion; run the returned zone check and hand its answer to `zoneAnswered`. */
  chooseW3w(words: string, point: LatLng): PartyBlockCheck
  /** A zone check's answer: null when serviced, else the message. Dropped unless it is for the latest choice. */
  zoneAnswered(token: number, notServiced: string | null): void
  /** What each field shows now; every message once `showAll` ('Next' was pressed). */
  visibleMessages(showAll: boolean): PartyBlockMessages
  /** The first field of the side, as the draft holds it, that is not valid; 'contact' when none is. */
  firstInvalid(): PartyBlockField | 'contact'
}

const FIELDS: readonly PartyBlockField[] = ['name', 'address', 'w3w', 'unit', 'phone', 'email']
const FOCUS_ORDER = ['name', 'address', 'w3w', 'phone', 'email'] as const

/** A street address (not empty, not a '///' what3words address): the side's location comes from it. */
const isStreet = (address: string) => address.trim() !== '' && !address.trim().startsWith('///')

type Input = Pick<PartyBlockFormState, 'edits' | 'touched' | 'checking' | 'refusal'>

function derive(input: Input, saved: DraftParty): PartyBlockFormState {
  const { edits, checking, refusal } = input
  const shown: Partial<Record<PartyBlockField, string>> = { ...edits }
  if (refusal?.field === 'w3w' && edits.w3w === undefined) shown.w3w = refusal.text
  if (checking) shown[checking.field] = checking.text
  const values: DraftParty = { ...saved, ...shown }
  const { errors, block } = locationSideCheck(values)
  return { ...input, values, errors, block }
}

/**
 * Creates the state of a pickup or drop-off block of Location details (part 1 §2; rules of part 1 §5
 * 'Contact/party form', party mode): typing is kept until `flush` writes it to the draft; a chosen address or
 * what3words address is zone-checked (tokens drop answers for a choice since retyped, replaced or overtaken by a
 * picked contact) and, when serviced, locates the side. A refused place keeps its text under the message, never
 * as the location. The what3words address locates the side only while the address is not a located street
 * address, so typing or refusing a what3words address never unlocates a located street address. Field messages
 * (`locationSideCheck`) show once a field is left, every one once 'Next' was pressed.
 *
 * @internal
 *
 * @example
 * ```ts
 * const form = createPartyBlockForm({ draft, side: 'pickup' })
 * const check = form.choosePlace(place)
 * form.zoneAnswered(check.token, await notServicedMessage(check.point))
 * ```
 */
export function createPartyBlockForm({ draft, side, names }: PartyBlockFormOptions): PartyBlockForm {
  const { state, store } = createProxyStore<Input>({
    edits: {},
    touched: Object.fromEntries(FIELDS.map((field) => [field, false])) as Record<PartyBlockField, boolean>,
    checking: null,
    refusal: null,
  })
  let tokens = 0
  let seen: { input: Input; saved: DraftParty } | undefined
  let view: PartyBlockFormState | undefined

  const getSnapshot = () => {
    const input = store.getSnapshot()
    const saved = draft.getSnapshot()[side]
    if (!view || seen?.input !== input || seen.saved !== saved) {
      seen = { input, saved }
      view = derive(input, saved)
    }
    return view
  }

  const touch = (field: PartyBlockField) => {
    if (!state.touched[field]) state.touched = { ...state.touched, [field]: true }
  }

  /**
   * Writes a what3words address. While a located street address gives the side its location, the triple is
   * stored beside it and the location (and trip estimate) kept: `setW3w` would unlocate the side (see the report
   * on `relocated` in orderDraft.ts), so the point and estimate are put back in the same tick.
   */
  // The draft keeps a street address located when only its what3words extra changes.
  const writeW3w = (text: string) => draft.setW3w(side, text)

  const flush = () => {
    const { w3w, ...patch } = state.edits
    if (w3w === undefined && Object.keys(patch).length === 0) return
    state.edits = {}
    if (Object.keys(patch).length > 0) draft.setParty(side, patch)
    if (w3w !== undefined) writeW3w(w3w)
  }

  // Part 2 §8: a batch's contact block says 'This address …'; what3words and single orders keep 'This location …'.
  const refusalText = (field: PartyBlockLocatedField, notServiced: string) =>
    names && field === 'address' && draft.getSnapshot().batch !== null
      ? fillNames(messages.addressNotServiced, names)
      : notServiced

  const choose = (field: PartyBlockLocatedField, text: string, point: LatLng): PartyBlockCheck => {
    flush()
    const check = { token: ++tokens, field, text, point: { lat: point.lat, lng: point.lng } }
    state.checking = check
    if (state.refusal?.field === field) state.refusal = null
    return check
  }

  return {
    subscribe(listener) {
      const stopForm = store.subscribe(listener)
      const stopDraft = draft.subscribe(listener)
      return () => {
        stopForm()
        stopDraft()
      }
    },
    getSnapshot,
    type(field, text) {
      state.edits = { ...state.edits, [field]: text }
      if (state.refusal?.field === field) state.refusal = null
      // Retyping either located field drops the running zone check: its answer is for a choice no longer there.
      if ((field === 'address' || field === 'w3w') && state.checking) state.checking = null
    },
    leave: touch,
    flush,
    pickContact(contact) {
      state.edits = {}
      state.checking = null
      state.refusal = null
      draft.pickContact(side, contact)
    },
    choosePlace: (place) => choose('address', place.address, place),
    chooseW3w: (words, point) => choose('w3w', words, point),
    zoneAnswered(token, notServiced) {
      const check = state.checking
      if (!check || check.token !== token) return
      state.checking = null
      touch(check.field)
      const { field, text, point } = check
      state.refusal = notServiced === null ? null : { field, text, message: refusalText(field, notServiced) }
      if (field === 'address') {
        draft.setParty(side, notServiced === null ? { address: text, ...point } : { address: text })
        return
      }
      if (notServiced !== null) return
      const party = draft.getSnapshot()[side]
      if (isStreet(party.address) && hasCoordinates(party.lat, party.lng)) writeW3w(text)
      else {
        draft.setW3w(side, text)
        draft.setParty(side, point)
      }
    },
    visibleMessages(showAll) {
      const { errors, block, touched, refusal } = getSnapshot()
      const shows = (field: PartyBlockField) => showAll || touched[field]
      const list = (field: PartyBlockField, ...texts: (string | undefined)[]) =>
        shows(field) ? texts.filter((text): text is string => typeof text === 'string' && text !== '') : []
      return {
        name: list('name', errors.name),
        address: list(
          'address',
          errors.address,
          refusal ? undefined : errors.coordinates,
          refusal?.field === 'address' ? refusal.message : undefined,
        ),
        w3w: list('w3w', errors.w3w, refusal?.field === 'w3w' ? refusal.message : undefined),
        phone: list('phone', errors.phone),
        email: list('email', errors.email),
        block: showAll ? (block ?? null) : null,
      }
    },
    firstInvalid() {
      const { errors } = locationSideCheck(draft.getSnapshot()[side])
      const unlocatedIn = state.refusal?.field ?? 'address'
      return (
        FOCUS_ORDER.find(
          (field) =>
            errors[field] !== undefined || (errors.coordinates !== undefined && field === unlocatedIn),
        ) ?? 'contact'
      )
    },
  }
}
