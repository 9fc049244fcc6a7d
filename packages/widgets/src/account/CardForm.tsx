import { ApiError, messages, type SavedCard } from '@waybill/sdk-core'
import {
  type CardFormMode,
  type CardValues,
  formatCardNumber,
  isCardValid,
  toCardDetails,
  toCardUpdate,
  validateCard,
} from '@waybill/sdk-core/internal'
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react'
import { Field } from '../primitives/Field.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { Modal } from '../primitives/Modal.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link CardForm}. */
export interface CardFormProps {
  /** Whether the modal is shown; closing it discards everything typed. */
  open: boolean
  /** `add` saves a new card; `edit` changes the name, expiry and postal code of `card`. */
  mode: CardFormMode
  /** The saved card being edited (edit mode). */
  card?: SavedCard | null
  /** Called when the user closes the modal, and after a save. */
  onClose: () => void
  /** Called with the card as saved, before `onClose`. */
  onSaved?: (card: SavedCard) => void
}

type CardField = keyof CardValues

const EMPTY: CardValues = { name: '', number: '', expiryMonth: '', expiryYear: '', postal: '', cvc: '' }

/**
 * 'Add Payment Information' (part 2 §2.6, §5.5) in a modal, for a new card or a saved one (whose number is
 * shown masked and read-only). The card number and CVC live only in this form's state: never stored or
 * logged, and gone when the modal closes.
 */
export function CardForm({ open, mode, card, onClose, onSaved }: CardFormProps) {
  const [saving, setSaving] = useState(false)
  const nameInput = useRef<HTMLInputElement>(null)
  return (
    <Modal
      open={open}
      initialFocus={nameInput}
      onClose={onClose}
      title={mode === 'add' ? messages.addPaymentInformation : messages.editPaymentInformation}
      dismissible={!saving}
    >
      <CardFields
        mode={mode}
        card={card ?? null}
        nameInput={nameInput}
        onBusy={setSaving}
        onCancel={onClose}
        onSaved={(saved) => {
          onSaved?.(saved)
          onClose()
        }}
      />
    </Modal>
  )
}

interface CardFieldsProps {
  mode: CardFormMode
  card: SavedCard | null
  nameInput: RefObject<HTMLInputElement | null>
  onBusy(busy: boolean): void
  onCancel(): void
  onSaved(card: SavedCard): void
}

/** The form itself: mounted only while the modal is open, so its state (number, CVC) dies with it. */
function CardFields({ mode, card, nameInput, onBusy, onCancel, onSaved }: CardFieldsProps) {
  const { client, session } = useWaybill('CardForm')
  const id = useId()
  const editing = mode === 'edit' && card !== null
  const [values, setValues] = useState<CardValues>(() =>
    editing
      ? { ...EMPTY, name: card.name, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear }
      : EMPTY,
  )
  const [touched, setTouched] = useState<Partial<Record<CardField | 'submit', boolean>>>({})
  const [saving, setSaving] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const refs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({})

  const errors = validateCard(values, editing ? 'edit' : 'add')
  const shown = (name: CardField) => (touched[name] || touched.submit ? errors[name] : undefined)
  const change = (name: CardField, value: string) => {
    setValues((current) => ({ ...current, [name]: name === 'number' ? formatCardNumber(value) : value }))
    setRefused(null)
  }
  const busy = (next: boolean) => {
    setSaving(next)
    onBusy(next)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched((current) => ({ ...current, submit: true }))
    const order: CardField[] = ['name', 'number', 'expiryMonth', 'expiryYear', 'postal', 'cvc']
    const first = order.find((name) => errors[name])
    if (!isCardValid(errors)) {
      if (first) refs.current[first]?.focus()
      return
    }
    const apiCode = session.apiCode()
    if (!apiCode || saving) return
    busy(true)
    try {
      const saved = editing
        ? await client.cards.update(apiCode, card.cardId, toCardUpdate(values))
        : await client.cards.save(apiCode, toCardDetails(values))
      busy(false)
      onSaved(saved)
    } catch (error) {
      // Card call failures are only logged (part 2 §8): the error, never the values typed. A card the server
      // refused (declined 402, a field check 422) also shows the server's words.
      client.logger.error('Error saving card', error)
      if (error instanceof ApiError && (error.status === 402 || error.status === 422))
        setRefused(error.message)
      busy(false)
    }
  }

  const field = (name: CardField) => ({
    id: `${id}-${name}`,
    name,
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element
      if (name === 'name') nameInput.current = element
    },
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    errors: [shown(name)],
  })

  return (
    <form className="wb-card-form" noValidate onSubmit={submit} aria-busy={saving}>
      <Field {...field('name')} label="Name on card" autoComplete="cc-name" required />
      {editing ? (
        <Field
          id={`${id}-number`}
          label="Card number"
          value={card.number}
          readOnly
          aria-readonly="true"
          hint={messages.cardNumberNotEditable}
        />
      ) : (
        <Field
          {...field('number')}
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          required
        />
      )}
      <div className="wb-card-form__row">
        <Field
          {...field('expiryMonth')}
          label="Expiry month (MM)"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          maxLength={2}
          required
        />
        <Field
          {...field('expiryYear')}
          label="Expiry year (YY)"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          maxLength={2}
          required
        />
      </div>
      <div className="wb-card-form__row">
        <Field {...field('postal')} label="Postal code" autoComplete="postal-code" maxLength={7} required />
        {!editing && (
          <Field
            {...field('cvc')}
            label="CVC/CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={5}
            required
          />
        )}
      </div>
      <FormAlert message={refused} />
      <div className="wb-card-form__actions">
        <button type="button" className="wb-button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="wb-button wb-button--primary" disabled={saving}>
          Save
        </button>
      </div>
    </form>
  )
}
