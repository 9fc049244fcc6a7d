import { fillText, messages } from '@waybill/sdk-core'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import {
  dollarsToCents,
  formatCents,
  INSURANCE_VALUE_STEP,
  insurancePremiumCents,
  normaliseInsuranceValue,
} from '@waybill/sdk-core/rules'
import { useSession } from '../../provider/useSession.ts'
import { useStore } from '../../provider/useStore.ts'
import { useDebouncedDraftValue } from './useDebouncedDraftValue.ts'

/** Props of {@link InsurancePanel}. */
export interface InsurancePanelProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * The insurance panel (part 1 §2, §5, §9): the insured value in dollars, step 10 from the account's default,
 * never below it, and the extra premium (3% of the value above the default). The value is written when the field
 * is left or the form validates, brought to the default or the nearest step by the draft.
 */
export function InsurancePanel({ id, draft }: InsurancePanelProps) {
  const defaultValue = useSession((state) => state.account?.defaultInsuranceValue ?? 0, 'InsurancePanel')
  const saved = useStore(draft, (state) => state.insuranceValue)
  const field = useDebouncedDraftValue(
    String(saved),
    (text) => draft.setInsuranceValue(text.trim() === '' ? Number.NaN : Number(text)),
    null,
  )
  const shown = normaliseInsuranceValue(Number(field.value), defaultValue)
  const premium = formatCents(insurancePremiumCents(shown, defaultValue))
  const inputId = `${id}-value`
  const premiumId = `${id}-premium`
  return (
    <section className="wb-details__section" aria-labelledby={id}>
      <h3 id={id} className="wb-details__heading" tabIndex={-1}>
        {messages.sectionInsurance}
      </h3>
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={inputId}>
          Insured value ($)
        </label>
        <input
          id={inputId}
          className="wb-field__input"
          type="number"
          min={defaultValue}
          step={INSURANCE_VALUE_STEP}
          value={field.value}
          aria-describedby={premiumId}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.flush}
        />
      </div>
      <p id={premiumId} className="wb-details__premium" aria-live="polite">
        {fillText(messages.insurancePremium, {
          value: formatCents(dollarsToCents(defaultValue)),
          amount: premium,
        })}
      </p>
    </section>
  )
}
