import type { SavedCard } from './account.ts'

/**
 * What the card form collects (part 2 §5.5). Only `cards.token` ever sends these; the number and the CVC are
 * not kept anywhere by the SDK.
 */
export interface CardDetails {
  /** Name on the card. */
  readonly name: string
  /** Card number, 16-19 digits; spaces are stripped before sending. */
  readonly number: string
  /** Expiry month, 2 digits ('07'). */
  readonly expiryMonth: string
  /** Expiry year, 2 digits ('29'). */
  readonly expiryYear: string
  /** Card verification code, 3-5 digits. */
  readonly cvc: string
  /** Postal code of the billing address, 5-7 characters. */
  readonly postal: string
}

/** The editable fields of a saved card; the number is not editable (part 2 §5.5). Absent fields stay as they are. */
export interface CardUpdate {
  /** New name on the card. */
  readonly name?: string
  /** New expiry month, 2 digits. */
  readonly expiryMonth?: string
  /** New expiry year, 2 digits. */
  readonly expiryYear?: string
  /** New billing postal code. */
  readonly postal?: string
}

/**
 * How a saved card is named to the user (part 2 §2.6 Cards table, §3.12): its brand, when the server gives one,
 * and the server's masked number, e.g. 'Visa **** 4242'; the masked number alone otherwise.
 *
 * @internal
 */
export function cardLabel(card: Pick<SavedCard, 'brand' | 'number'>): string {
  const brand = card.brand?.trim()
  return brand ? `${brand} ${card.number}` : card.number
}
