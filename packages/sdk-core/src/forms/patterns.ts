/**
 * The text patterns the forms share (part 1 §5; part 2 §5.3–5.6), each defined once. The wire schemas
 * (`api/wire/auth.ts`, `accountUpdates.ts`, `cards.ts`) use the same ones, so a value a form accepts is one the
 * request schema accepts.
 */

/** One email address: text, '@', a domain with a dot; no spaces, no second '@', no comma (the list separator). */
export const EMAIL_PATTERN = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/

/**
 * A Canadian phone number (part 1 §5 'Sign-up', 'Account details'; part 2 §5.3): optional +1, then 3+3+4 digits,
 * the area code optionally in brackets, groups optionally separated by a space, dot or dash.
 */
export const CANADIAN_PHONE_PATTERN = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/

/**
 * One phone number of a contact's list (part 1 §5 'Contact/party form'): optional +, optional 1-4 digit prefix,
 * then 3+3+4 digits, each part optionally followed by a space or a dash.
 */
export const LISTED_PHONE_PATTERN = /^\+?(\d{1,4}[ -]?)?\d{3}[ -]?\d{3}[ -]?\d{4}$/

/** A mobile number of exactly 10 digits and nothing else (part 2 §5.6). */
export const MOBILE_PATTERN = /^\d{10}$/

/** A Canadian postal code, letter-digit-letter digit-letter-digit, with or without the middle space (part 1 §5). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/

/** A card number without spaces: 16 to 19 digits (part 2 §5.5). */
export const CARD_NUMBER_PATTERN = /^\d{16,19}$/

/** A card's expiry month, two digits 01-12 (part 2 §5.5). */
export const EXPIRY_MONTH_PATTERN = /^(0[1-9]|1[0-2])$/

/** A card's expiry year, two digits (part 2 §5.5). */
export const EXPIRY_YEAR_PATTERN = /^\d{2}$/

/** The postal or ZIP code of a card's billing address: 5-7 letters, digits or spaces (part 2 §5.5). */
export const CARD_POSTAL_PATTERN = /^[A-Za-z0-9 ]{5,7}$/

/** A card verification code: 3 to 5 digits (part 2 §5.5). */
export const CVC_PATTERN = /^\d{3,5}$/

/** Text with no digit at all (part 1 §5 'Account details': city and province). */
export const NO_DIGITS_PATTERN = /^[^\d]*$/

/** Whether a text is empty or only whitespace: a required field left empty. */
export function isBlank(text: string): boolean {
  return text.trim() === ''
}

/**
 * Whether a text is a plausible email address (part 1 §5 'Login'); surrounding spaces are ignored.
 *
 * @example
 * ```ts
 * isValidEmail(' dana@example.com ') // true
 * isValidEmail('dana@example') // false
 * ```
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** Whether a text is a Canadian phone number (part 1 §5 'Phone number must be valid'); spaces around are ignored. */
export function isCanadianPhone(value: string): boolean {
  return CANADIAN_PHONE_PATTERN.test(value.trim())
}

/** Whether a text is exactly 10 digits (part 2 §5.6 account form mobile); spaces around are ignored. */
export function isMobileNumber(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim())
}

/**
 * A phone number as the server stores a mobile: its digits only, a leading country code 1 dropped from 11 digits,
 * so a number typed '(780) 555-0142' or '+1 780 555 0142' is later a valid account-form mobile (10 digits,
 * part 2 §5.6). Anything else keeps all its digits, for the validators to refuse.
 *
 * @internal
 *
 * @example
 * ```ts
 * toMobileNumber('(780) 555-0142') // '7805550142'
 * toMobileNumber('+1 780-555-0142') // '7805550142'
 * ```
 */
export function toMobileNumber(text: string): string {
  const digits = text.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** Whether a text is a Canadian postal code, with or without its middle space (part 1 §5 'Account details'). */
export function isPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim())
}

/** Whether a text has no digit in it (part 1 §5 'Account details': city and province, 'Invalid entry'). */
export function hasNoDigits(value: string): boolean {
  return NO_DIGITS_PATTERN.test(value)
}

/**
 * Splits a comma-separated list (part 1 §5 phones and emails) into its items, each trimmed. Empty items are kept,
 * so `a@b.ca,` has an empty second item and is not a valid list.
 *
 * @example
 * ```ts
 * splitList('780 555 1234, +1 403-555-9876') // ['780 555 1234', '+1 403-555-9876']
 * ```
 */
export function splitList(text: string): string[] {
  return text.split(',').map((item) => item.trim())
}

/**
 * Whether a text is one or several comma-separated phone numbers, each of the contact form's format (part 1 §5
 * 'Phone number(s) must be valid'). An empty text is not a list.
 */
export function isPhoneList(text: string): boolean {
  return splitList(text).every((item) => LISTED_PHONE_PATTERN.test(item))
}

/**
 * Whether a text is one or several comma-separated email addresses (part 1 §5 'Enter valid email address(es)').
 * An empty text is not a list.
 */
export function isEmailList(text: string): boolean {
  return splitList(text).every((item) => EMAIL_PATTERN.test(item))
}

/** Whether a form's errors object holds no message: every field is valid. */
export function hasNoErrors(errors: object): boolean {
  return Object.values(errors).every((message) => message === undefined)
}

/** Whether a value is a usable coordinate: a finite, non-zero number within ±`limit` degrees. */
function isCoordinate(value: number | null | undefined, limit: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 && Math.abs(value) <= limit
}

/**
 * Whether a place is located: latitude and longitude are non-zero numbers within range (part 1 §5 'saved
 * contacts'; part 2 §5.3 edit row modal). 0 is the drafts' "not located yet".
 *
 * @internal
 */
export function hasCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): boolean {
  return isCoordinate(latitude, 90) && isCoordinate(longitude, 180)
}
