import {
  DEBOUNCE_MS,
  type DraftParty,
  type LatLng,
  locationSideCheck,
  messages,
  type OrderDraftStore,
  type PartySide,
} from '@waybill/sdk-core'
import { type Ref, useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react'
import { CONTACT_FIELD_TEXT } from '../contacts/ContactFields.tsx'
import { AddressField } from '../places/AddressField.tsx'
import type { PlaceDetails } from '../places/types.ts'
import { useZoneCheck } from '../places/useZoneCheck.ts'
import { W3wField } from '../places/W3wField.tsx'
import { Field } from '../primitives/Field.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { useDebouncedCallback } from '../primitives/useDebouncedCallback.ts'
import { useStore } from '../provider/useStore.ts'
import { ContactPicker } from './ContactPicker.tsx'

/** What a parent can ask of a {@link PartyBlock}. */
export interface PartyBlockHandle {
  /** Writes edits still waiting for the sync pause to the draft now. */
  flush(): void
  /** Moves focus to the first field of the side that is not valid (the picker when none is). */
  focusFirstInvalid(): void
}

/** Props of {@link PartyBlock}. */
export interface PartyBlockProps {
  /** Which side of the draft the block edits. */
  side: PartySide
  /** The draft being written. */
  draft: OrderDraftStore
  /** 'Next' was pressed: every field's message shows, and 'Please Check Your Data' under an invalid block. */
  showAll?: boolean
  /** Gives the parent {@link PartyBlockHandle}. */
  ref?: Ref<PartyBlockHandle>
}

type TextField = 'name' | 'address' | 'w3w' | 'unit' | 'phone' | 'email'
type Edits = Partial<Record<TextField, string>>
/** A located field whose place the zone check refused (part 1 §5), with the message to show under it. */
type ZoneRefusal = { readonly field: 'address' | 'w3w'; readonly message: string }

const HEADINGS = { pickup: messages.sectionPickup, dropoff: messages.sectionDropoff } as const
const FIELD_ORDER = ['name', 'address', 'w3w', 'phone', 'email'] as const

/**
 * A pickup or drop-off block of Location details (part 1 §2): 'Pickup Information' or 'Drop off Information',
 * the saved-contact picker, name, address (autocomplete), what3words address, unit, phone and email. Typing is
 * written to the draft `DEBOUNCE_MS.partySync` (500 ms) after it pauses (part 1 §9); a chosen address or
 * what3words address is zone-checked and, when serviced, sets the side's coordinates. Field messages
 * (`locationSideCheck`) show once a field is left, every one once 'Next' was pressed, with 'Please Check Your
 * Data' under an invalid block.
 */
export function PartyBlock({ side, draft, showAll = false, ref }: PartyBlockProps) {
  const id = useId()
  const fieldId = (field: TextField | 'contact') => `${id}-${field}`
  const checkZone = useZoneCheck()
  const saved = useStore(
    draft,
    useCallback((state) => state[side], [side]),
  )
  const [edits, setEdits] = useState<Edits>({})
  const pending = useRef<Edits>({})
  const [touched, setTouched] = useState<ReadonlySet<TextField>>(new Set())
  const [zone, setZone] = useState<ZoneRefusal | null>(null)
  const zoneTicket = useRef(0)

  const flush = useCallback(() => {
    const { w3w, ...patch } = pending.current
    pending.current = {}
    setEdits({})
    if (Object.keys(patch).length > 0) draft.setParty(side, patch)
    if (w3w !== undefined) draft.setW3w(side, w3w)
  }, [draft, side])
  const sync = useDebouncedCallback(flush, DEBOUNCE_MS.partySync)
  const latestFlush = useRef(flush)
  useEffect(() => {
    latestFlush.current = flush
  })
  useEffect(() => () => latestFlush.current(), [])

  function type(field: TextField, text: string) {
    pending.current = { ...pending.current, [field]: text }
    setEdits(pending.current)
    if (zone?.field === field) setZone(null)
    if (field === 'address' || field === 'w3w') zoneTicket.current += 1
    sync.schedule()
  }

  const leave = (field: TextField) => setTouched((before) => new Set(before).add(field))

  /** A saved contact is being picked: typing not yet written gives way to it. */
  function dropEdits() {
    sync.cancel()
    pending.current = {}
    setEdits({})
    zoneTicket.current += 1
    setZone(null)
  }

  /** Zone-checks a chosen place; serviced, `locate` sets it in the draft, else the side stays unlocated. */
  async function choose(
    field: ZoneRefusal['field'],
    point: LatLng,
    locate: () => void,
    unlocated: () => void,
  ) {
    sync.cancel()
    flush()
    const ticket = ++zoneTicket.current
    const refused = await checkZone(point)
    if (ticket !== zoneTicket.current) return
    setZone(refused === null ? null : { field, message: refused })
    if (refused === null) locate()
    else unlocated()
    leave(field)
  }

  const choosePlace = (place: PlaceDetails) =>
    choose(
      'address',
      { lat: place.lat, lng: place.lng },
      () => draft.setParty(side, { address: place.address, lat: place.lat, lng: place.lng }),
      () => draft.setParty(side, { address: place.address }),
    )

  const chooseW3w = (words: string, point: LatLng) =>
    choose(
      'w3w',
      point,
      () => {
        draft.setW3w(side, words)
        draft.setParty(side, { lat: point.lat, lng: point.lng })
      },
      () => draft.setW3w(side, words),
    )

  const values: DraftParty = { ...saved, ...edits }
  const { errors, block } = locationSideCheck(values)
  const shows = (field: TextField) => showAll || touched.has(field)
  const notLocated = zone ? undefined : errors.coordinates
  const shown = (field: TextField, ...messages: (string | undefined)[]) => (shows(field) ? messages : [])

  useImperativeHandle(
    ref,
    () => ({
      flush() {
        sync.cancel()
        flush()
      },
      focusFirstInvalid() {
        const now = locationSideCheck(draft.getSnapshot()[side]).errors
        const invalid = FIELD_ORDER.find(
          (field) =>
            now[field] !== undefined ||
            (now.coordinates !== undefined && field === (zone?.field ?? 'address')),
        )
        document.getElementById(`${id}-${invalid ?? 'contact'}`)?.focus()
      },
    }),
    [id, draft, side, flush, sync, zone],
  )

  return (
    <section className="wb-party" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="wb-party__title">
        {HEADINGS[side]}
      </h2>
      <ContactPicker id={fieldId('contact')} side={side} draft={draft} onPick={dropEdits} />
      <Field
        id={fieldId('name')}
        label={CONTACT_FIELD_TEXT.name}
        value={values.name}
        autoComplete="off"
        aria-required="true"
        errors={shown('name', errors.name)}
        onChange={(event) => type('name', event.target.value)}
        onBlur={() => leave('name')}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the combobox inside; adds no interaction */}
      <div className="wb-party__located" onBlur={() => leave('address')}>
        <AddressField
          id={fieldId('address')}
          label={CONTACT_FIELD_TEXT.address}
          value={values.address}
          required
          errors={shown(
            'address',
            errors.address,
            notLocated,
            zone?.field === 'address' ? zone.message : undefined,
          )}
          onChange={(text) => type('address', text)}
          onSelect={choosePlace}
        />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the combobox inside; adds no interaction */}
      <div className="wb-party__located" onBlur={() => leave('w3w')}>
        <W3wField
          id={fieldId('w3w')}
          label={CONTACT_FIELD_TEXT.w3w}
          value={values.w3w}
          errors={shown('w3w', errors.w3w, zone?.field === 'w3w' ? zone.message : undefined)}
          onChange={(text) => type('w3w', text)}
          onSelect={chooseW3w}
        />
      </div>
      <Field
        id={fieldId('unit')}
        label={CONTACT_FIELD_TEXT.unit}
        value={values.unit}
        autoComplete="off"
        onChange={(event) => type('unit', event.target.value)}
      />
      <Field
        id={fieldId('phone')}
        label={CONTACT_FIELD_TEXT.phone}
        value={values.phone}
        type="tel"
        autoComplete="off"
        aria-required="true"
        hint={messages.contactPhoneHint}
        errors={shown('phone', errors.phone)}
        onChange={(event) => type('phone', event.target.value)}
        onBlur={() => leave('phone')}
      />
      <Field
        id={fieldId('email')}
        label={CONTACT_FIELD_TEXT.email}
        value={values.email}
        inputMode="email"
        autoComplete="off"
        aria-required="true"
        hint={messages.contactEmailHint}
        errors={shown('email', errors.email)}
        onChange={(event) => type('email', event.target.value)}
        onBlur={() => leave('email')}
      />
      <FormAlert message={showAll ? block : null} />
    </section>
  )
}
