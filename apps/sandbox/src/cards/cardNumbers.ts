/** A card number the token call declines with 402 (docs/contract/accounts.md). */
export const DECLINED_NUMBER = '4000000000000002'

/**
 * A card number that tokenises and saves, but whose every charge (prepay) is declined: the saved card carries
 * `declines_charges = 1` (docs/contract/accounts.md).
 */
export const DECLINES_CHARGES_NUMBER = '4000000000000341'

const BRANDS: readonly (readonly [brand: string, prefix: RegExp])[] = [
  ['Visa', /^4/],
  ['Mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['American Express', /^3[47]/],
  ['Discover', /^(6011|65|64[4-9])/],
  ['JCB', /^35(2[89]|[3-8]\d)/],
  ['Diners Club', /^3(0[0-5]|[68])/],
]

/** The card's brand from its number's prefix (IIN ranges); 'Card' when none matches. */
export function brandOf(number: string): string {
  return BRANDS.find(([, prefix]) => prefix.test(number))?.[0] ?? 'Card'
}

/** Whether a digit string passes the Luhn check every real card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * Whether a card with this expiry ('MM', 'YY') has expired at `now`: a card is valid to the end of its expiry
 * month, in UTC.
 */
export function hasExpired(month: string, year: string, now: number): boolean {
  const endOfMonth = Date.UTC(2000 + Number(year), Number(month), 1)
  return endOfMonth <= now
}
