import { type Contact, messages } from '@waybill/sdk-core'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { PartySide } from '@waybill/sdk-core/rules'
import { type Ref, useId, useImperativeHandle, useRef } from 'react'
import { PartyFields } from '../places/PartyFields.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { ContactPicker } from './ContactPicker.tsx'
import { usePartyBlock } from './usePartyBlock.ts'

/** What a parent can ask of a {@link PartyBlock}. */
export interface PartyBlockHandle {
  /** Writes edits still waiting for the sync pause to the draft now. */
  flush(): void
  /** Moves focus to the first field of the side that is not valid (the picker when none is). */
  focusFirstInvalid(): void
  /** A chosen place's zone check is still running: the side cannot be judged yet. */
  checking(): boolean
}

/** Props of {@link PartyBlock}. */
export interface PartyBlockProps {
  /** Which side of the draft the block edits. */
  side: PartySide
  /** The draft being written. */
  draft: OrderDraftStore
  /**
   * The account's saved contacts (loaded once by the owner); the picker offers those saved for this side. No
   * picker without them (the embeddable widget: a shopper has no saved contacts).
   */
  contacts?: readonly Contact[]
  /** 'Next' was pressed: every field's message shows, and 'Please Check Your Data' under an invalid block. */
  showAll?: boolean
  /** Offers the optional what3words address; true by default (the order widget leaves it out). */
  what3words?: boolean
  /** The person typing gives their own details (the order widget's shopper): the browser may fill them in. */
  ownDetails?: boolean
  /** Told when a chosen place's zone check answers. */
  onCheckAnswered?: () => void
  /** Gives the parent {@link PartyBlockHandle}. */
  ref?: Ref<PartyBlockHandle>
}

const HEADINGS = { pickup: messages.sectionPickup, dropoff: messages.sectionDropoff } as const

/**
 * A pickup or drop-off block of Location details (part 1 §2): 'Pickup Information' or 'Drop off Information',
 * the saved-contact picker, name, address (autocomplete), what3words address, unit, phone and email. The rules
 * (edits, zone checks, which messages show) are sdk-core's `createPartyBlockForm`, through {@link usePartyBlock};
 * this is the layout and the focus.
 */
export function PartyBlock({
  side,
  draft,
  contacts,
  showAll = false,
  what3words = true,
  ownDetails = false,
  onCheckAnswered,
  ref,
}: PartyBlockProps) {
  const id = useId()
  const fieldId = (field: string) => `${id}-${field}`
  const section = useRef<HTMLElement>(null)
  const block = usePartyBlock(draft, side, onCheckAnswered)
  const { values } = block
  const shown = block.visibleMessages(showAll)

  useImperativeHandle(ref, () => ({
    flush: block.flush,
    checking: block.isChecking,
    focusFirstInvalid() {
      // Looked up inside the block, not the document: the form may live in a shadow root (embed).
      const target = `#${CSS.escape(fieldId(block.firstInvalid()))}`
      section.current?.querySelector<HTMLElement>(target)?.focus()
    },
  }))

  return (
    <section ref={section} className="wb-party" aria-labelledby={fieldId('heading')}>
      <h2 id={fieldId('heading')} className="wb-party__title">
        {HEADINGS[side]}
      </h2>
      {contacts && (
        <ContactPicker
          id={fieldId('contact')}
          side={side}
          draft={draft}
          contacts={contacts}
          onPick={block.pickContact}
        />
      )}
      <PartyFields
        idOf={fieldId}
        values={values}
        messages={shown}
        onType={block.type}
        onLeave={block.leave}
        onChoosePlace={block.choosePlace}
        {...(what3words && { onChooseW3w: block.chooseW3w })}
        ownDetails={ownDetails}
      />
      <FormAlert message={shown.block} />
    </section>
  )
}
