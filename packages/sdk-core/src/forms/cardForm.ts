import type { CardDetails, CardUpdate } from '../domain/cards.ts'
import { messages } from '../domain/messages.ts'
import {
  CARD_NUMBER_PATTERN,
  CARD_POSTAL_PATTERN,
  CVC_PATTERN,
  EXPIRY_MONTH_PATTERN,
  EXPIRY_YEAR_PATTERN,
  hasNoErrors,
  isBlank,
} from './patterns.ts'

/**
 * Whether the card form adds a new card or edits a saved one (whose number is not editable, part 2 §5.5).
 *
 * @internal
 */
export type CardFormMode = 'add' | 'edit'

/**
 * The card form's values as typed (part 2 §2.6 'Add Payment Information', §5.5).
 *
 * @internal
 */
export interface CardValues {
  /** Name on the card. */
  readonly name: string
  /** Card number as shown, grouped in fours by {@link formatCardNumber}; ignored when editing. */
  readonly number: string
  /** Expiry month, 2 digits ('07'). */
  readonly expiryMonth: string
  /** Expiry year, 2 digits ('29'). */
  readonly expiryYear: string
  /** Card verification code, 3-5 digits; ignored when editing. */
  readonly cvc: string
  /** Postal code of the billing address, 5-7 letters, digits or spaces. */
  readonly postal: string
}

/**
 * Field messages of the card form, word for word as part 2 §5.5 gives them; a valid field has none.
 *
 * @internal
 */
export interface CardErrors {
  /** 'Name on card is required'. */
  name?: string
  /** 'Card is required 16 numbers' (the rule: 16-19 digits). */
  number?: string
  /** 'Expire month is required 2 numbers' (01-12). */
  expiryMonth?: string
  /** 'Expire year is required 2 numbers'. */
  expiryYear?: string
  /** 'Postal Code is required 5 - 6 numbers/letters' (the rule: 5-7 characters). */
  postal?: string
  /** 'CVC/CVV is required 2 - 5 numbers' (the rule: 3-5 digits). */
  cvc?: string
}

const MAX_CARD_DIGITS = 19

/**
 * The card number as the field shows it while typing (part 2 §5.5): digits only, at most 19, in groups of four
 * separated by single spaces.
 *
 * @internal
 *
 * @example
 * ```ts
 * formatCardNumber('4242424242424242') // '4242 4242 4242 4242'
 * formatCardNumber('4242 42-42') // '4242 4242'
 * ```
 */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * The card number as it is sent: the grouping spaces removed (part 2 §5.5).
 *
 * @internal
 *
 * @example
 * ```ts
 * stripCardNumber('4242 4242 4242 4242') // '4242424242424242'
 * ```
 */
export function stripCardNumber(number: string): string {
  return number.replace(/\s+/g, '')
}

/**
 * Checks the card form (part 2 §5.5): name; number of 16-19 digits; expiry month and year of 2 digits; postal
 * code of 5-7 characters; CVC of 3-5 digits. When editing a saved card the number and the CVC are not checked:
 * neither can be changed. Messages keep the spec's words even where their numbers differ from the rule.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateCard({ ...values, cvc: '12' }, 'add').cvc // 'CVC/CVV is required 2 - 5 numbers'
 * ```
 */
export function validateCard(values: CardValues, mode: CardFormMode): CardErrors {
  const errors: CardErrors = {}
  if (isBlank(values.name)) errors.name = messages.cardNameRequired
  if (mode === 'add' && !CARD_NUMBER_PATTERN.test(stripCardNumber(values.number)))
    errors.number = messages.cardNumberInvalid
  if (!EXPIRY_MONTH_PATTERN.test(values.expiryMonth.trim())) errors.expiryMonth = messages.expiryMonthInvalid
  if (!EXPIRY_YEAR_PATTERN.test(values.expiryYear.trim())) errors.expiryYear = messages.expiryYearInvalid
  if (!CARD_POSTAL_PATTERN.test(values.postal.trim())) errors.postal = messages.cardPostalCodeInvalid
  if (mode === 'add' && !CVC_PATTERN.test(values.cvc.trim())) errors.cvc = messages.cvcInvalid
  return errors
}

/**
 * Whether {@link validateCard} found nothing.
 *
 * @internal
 */
export function isCardValid(errors: CardErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * The details `cards.token` (or `cards.save`) sends for a new card: the number stripped, the rest trimmed.
 *
 * @internal
 */
export function toCardDetails(values: CardValues): CardDetails {
  return {
    name: values.name.trim(),
    number: stripCardNumber(values.number),
    expiryMonth: values.expiryMonth.trim(),
    expiryYear: values.expiryYear.trim(),
    cvc: values.cvc.trim(),
    postal: values.postal.trim(),
  }
}

/**
 * The editable fields `cards.update` sends for a saved card; the number and the CVC are never part of it.
 *
 * @internal
 */
export function toCardUpdate(values: CardValues): CardUpdate {
  return {
    name: values.name.trim(),
    expiryMonth: values.expiryMonth.trim(),
    expiryYear: values.expiryYear.trim(),
    postal: values.postal.trim(),
  }
}
