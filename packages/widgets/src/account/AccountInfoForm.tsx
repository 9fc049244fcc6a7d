import { type Account, ApiError, messages } from '@waybill/sdk-core'
import {
  type AccountFormValues,
  accountFormValues,
  isAccountFormValid,
  toAccountUpdate,
  validateAccountForm,
} from '@waybill/sdk-core/internal'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Field } from '../primitives/Field.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link AccountInfoForm}. */
export interface AccountInfoFormProps {
  /** Called after the account was saved and re-fetched. */
  onSaved?: () => void
}

type FieldName = keyof AccountFormValues

/** The form's fields in order: label, autocomplete and input type. */
const FIELDS: readonly { name: FieldName; label: string; autoComplete?: string; type?: string }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'businessName', label: 'Business Name', autoComplete: 'organization' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'mobile', label: 'Mobile', autoComplete: 'tel-national', type: 'tel' },
  { name: 'billingAddress', label: 'Billing Address' },
]

/**
 * The Account Info form (part 2 §2.6, §5.6): names, email, mobile and billing address, prefilled from the
 * session's account; Save updates the user, re-fetches company info and says 'Data Saved Succesfully' (§7, §8).
 */
export function AccountInfoForm({ onSaved }: AccountInfoFormProps) {
  const account = useSession((state) => state.account, 'AccountInfoForm')
  if (!account) return <p className="wb-account__loading">{messages.accountLoading}</p>
  return <AccountInfoFields account={account} onSaved={onSaved} />
}

function AccountInfoFields({ account, onSaved }: { account: Account; onSaved?: () => void }) {
  const { client, session } = useWaybill('AccountInfoForm')
  const id = useId()
  const [values, setValues] = useState<AccountFormValues>(() => accountFormValues(account))
  const [touched, setTouched] = useState<Partial<Record<FieldName | 'submit', boolean>>>({})
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  /** The server's words when it refused the form (422): `account.updateUser` names no field, so the form's alert. */
  const [refused, setRefused] = useState<string | null>(null)
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({})

  const errors = validateAccountForm(values)
  const shown = (name: FieldName) => (touched[name] || touched.submit ? errors[name] : undefined)

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setSaved(null)
    setRefused(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched((current) => ({ ...current, submit: true }))
    setSaved(null)
    setRefused(null)
    if (!isAccountFormValid(errors)) {
      const first = FIELDS.find(({ name }) => errors[name])
      if (first) refs.current[first.name]?.focus()
      return
    }
    const apiCode = session.apiCode()
    if (!apiCode || saving) return
    setSaving(true)
    try {
      await client.account.updateUser(apiCode, toAccountUpdate(values))
    } catch (error) {
      // Account call failures are only logged (part 2 §8); a check the server refused (422) is also shown.
      client.logger.error('Error saving account info', error)
      if (error instanceof ApiError && error.status === 422) setRefused(error.message)
      setSaving(false)
      return
    }
    await session.refreshAccount()
    setSaving(false)
    setSaved(messages.dataSaved)
    onSaved?.()
  }

  return (
    <form className="wb-account-form" noValidate onSubmit={submit} aria-busy={saving}>
      {FIELDS.map(({ name, label, autoComplete, type = 'text' }) => (
        <Field
          key={name}
          ref={(element) => {
            refs.current[name] = element
          }}
          id={`${id}-${name}`}
          label={label}
          name={name}
          type={type}
          inputMode={name === 'mobile' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          required={name !== 'billingAddress'}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          errors={[shown(name)]}
        />
      ))}
      <FormAlert message={refused} />
      <FormAlert message={saved} tone="success" />
      <div className="wb-account-form__actions">
        <button type="submit" className="wb-button wb-button--primary" disabled={saving}>
          Save
        </button>
      </div>
    </form>
  )
}
