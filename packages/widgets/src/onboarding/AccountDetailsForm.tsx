import {
  type AccountDetailsErrors,
  type AccountDetailsValues,
  accountDetailsValues,
  isAccountDetailsValid,
  toMobileNumber,
  toPickupAddress,
  validateAccountDetails,
} from '@waybill/sdk-core/internal'
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react'
import { AddressField } from '../places/AddressField.tsx'
import type { PlaceDetails } from '../places/types.ts'
import { Field } from '../primitives/Field.tsx'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link AccountDetailsForm}. */
export interface AccountDetailsFormProps {
  /**
   * Called after the phone and pickup location were sent (saved or not) and the account re-fetched; the portal goes
   * to the pickup hours.
   */
  onNext: () => void
}

type DetailsField = keyof AccountDetailsValues

/** The fields in screen order: an invalid submit focuses the first invalid one. */
const FIELD_ORDER: readonly DetailsField[] = ['phone', 'street', 'appt', 'city', 'province', 'postalCode']

const FIELDS: Record<DetailsField, { label: string; autoComplete: string; type?: string }> = {
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
  street: { label: 'Street address', autoComplete: 'address-line1' },
  appt: { label: 'Suite/Appt', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2' },
  province: { label: 'Province', autoComplete: 'address-level1' },
  postalCode: { label: 'Postal code', autoComplete: 'postal-code' },
}

/**
 * Account details, step 1 of 2 of the account setup (part 1 §2 'Account details', §5): phone, street address,
 * suite/appt, city, province and postal code, prefilled from the account; the street offers the order forms' address
 * suggestions, a chosen one filling city, province and postal code too. 'Next: Pickup hours' saves the mobile
 * number (as 10 digits) and the pickup location, then re-fetches the account before going on, so that the next
 * step and the portal's onboarding check see them; failures are only logged (part 1 §8) and the user goes on.
 */
export function AccountDetailsForm({ onNext }: AccountDetailsFormProps) {
  const { client, session } = useWaybill('AccountDetailsForm')
  const account = useSession((state) => state.account, 'AccountDetailsForm')
  const id = useId()
  // What the user typed over the saved values: an account that loads late still fills the untouched fields.
  const [edits, setEdits] = useState<Partial<AccountDetailsValues>>({})
  const [touched, setTouched] = useState<Partial<Record<DetailsField | 'submit', boolean>>>({})
  const [saving, setSaving] = useState(false)
  const refs = {
    phone: useRef<HTMLInputElement>(null),
    street: useRef<HTMLInputElement>(null),
    appt: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    province: useRef<HTMLInputElement>(null),
    postalCode: useRef<HTMLInputElement>(null),
  } satisfies Record<DetailsField, RefObject<HTMLInputElement | null>>

  const values: AccountDetailsValues = { ...accountDetailsValues(account), ...edits }
  const errors: AccountDetailsErrors = validateAccountDetails(values)
  const shown = (field: DetailsField) =>
    touched[field] || touched.submit ? errors[field as keyof AccountDetailsErrors] : undefined
  const edit = (field: DetailsField, text: string) => setEdits((current) => ({ ...current, [field]: text }))
  // A chosen suggestion fills the street and the parts it knows; the suite stays as typed (issue 21).
  const choose = (place: PlaceDetails) =>
    setEdits((current) => ({
      ...current,
      street: place.street || place.address,
      ...(place.city && { city: place.city }),
      ...(place.province && { province: place.province }),
      ...(place.postalCode && { postalCode: place.postalCode }),
    }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched((current) => ({ ...current, submit: true }))
    if (!isAccountDetailsValid(errors)) {
      const first = FIELD_ORDER.find((field) => errors[field as keyof AccountDetailsErrors])
      refs[first ?? 'phone'].current?.focus()
      return
    }
    const apiCode = session.apiCode()
    if (apiCode === null) {
      client.logger.error('Account details not saved: not signed in')
      onNext()
      return
    }
    setSaving(true)
    // part 1 §8: a failed mobile update or pickup-address save is only logged, with no user message.
    const [mobile, address] = await Promise.allSettled([
      client.account.updateMobile(apiCode, toMobileNumber(values.phone)),
      client.account.savePickupAddress(apiCode, toPickupAddress(values)),
    ])
    if (mobile.status === 'rejected') client.logger.error('Mobile number update failed', mobile.reason)
    if (address.status === 'rejected') client.logger.error('Pickup address save failed', address.reason)
    // The pickup hours and the portal's onboarding check read the account: they must see what was just saved.
    await session.refreshAccount()
    setSaving(false)
    onNext()
  }

  return (
    <form className="wb-onboarding" noValidate onSubmit={submit} aria-busy={saving}>
      {FIELD_ORDER.map((field) =>
        field === 'street' ? (
          // The same address suggestions as the order forms' address (part 1 §7 places; issue 21).
          <AddressField
            key={field}
            inputRef={refs.street}
            id={`${id}-${field}`}
            label={FIELDS[field].label}
            value={values[field]}
            onChange={(text) => edit(field, text)}
            onSelect={choose}
            onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
            errors={[shown(field)]}
          />
        ) : (
          <Field
            key={field}
            ref={refs[field]}
            id={`${id}-${field}`}
            name={field}
            label={FIELDS[field].label}
            type={FIELDS[field].type ?? 'text'}
            autoComplete={FIELDS[field].autoComplete}
            value={values[field]}
            onChange={(event) => edit(field, event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
            errors={[shown(field)]}
          />
        ),
      )}
      <div className="wb-onboarding__actions">
        <button type="submit" className="wb-button wb-button--primary" disabled={saving}>
          Next: Pickup hours
        </button>
      </div>
    </form>
  )
}
