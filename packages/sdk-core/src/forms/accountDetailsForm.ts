import type { Account, PickupAddress } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import { hasNoDigits, hasNoErrors, isBlank, isCanadianPhone, isPostalCode } from './patterns.ts'

/**
 * The account details form's values as typed (part 1 §2 'Account details', step 1 of 2).
 *
 * @internal
 */
export interface AccountDetailsValues {
  /** The business user's phone, a Canadian phone number. */
  readonly phone: string
  /** Street address of the pickup location. */
  readonly street: string
  /** Suite or apartment number; optional. */
  readonly appt: string
  /** Pickup city, no digits. */
  readonly city: string
  /** Pickup province, no digits. */
  readonly province: string
  /** Canadian postal code, with or without its middle space. */
  readonly postalCode: string
}

/**
 * Field messages of the account details form; a valid field has none.
 *
 * @internal
 */
export interface AccountDetailsErrors {
  /** 'Phone number is required' or 'Phone number must be valid'. */
  phone?: string
  /** 'Address is required'. */
  street?: string
  /** 'City is required' or 'Invalid entry'. */
  city?: string
  /** 'Province is required' or 'Invalid entry'. */
  province?: string
  /** 'A postal code is required' or 'Must be a valid postal code'. */
  postalCode?: string
}

/** A required text without digits: its required message, 'Invalid entry', or undefined. */
function placeName(value: string, requiredMessage: string): string | undefined {
  if (isBlank(value)) return requiredMessage
  return hasNoDigits(value) ? undefined : messages.invalidEntry
}

/**
 * Checks the account details form (part 1 §5 'Account details'): phone required and Canadian; street required;
 * appt optional; city and province required and without digits; postal code required and Canadian.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateAccountDetails({ ...values, city: 'Calgary 2' }).city // 'Invalid entry'
 * ```
 */
export function validateAccountDetails(values: AccountDetailsValues): AccountDetailsErrors {
  const errors: AccountDetailsErrors = {}
  if (isBlank(values.phone)) errors.phone = messages.phoneRequired
  else if (!isCanadianPhone(values.phone)) errors.phone = messages.phoneInvalid
  if (isBlank(values.street)) errors.street = messages.addressRequired
  const city = placeName(values.city, messages.cityRequired)
  if (city !== undefined) errors.city = city
  const province = placeName(values.province, messages.provinceRequired)
  if (province !== undefined) errors.province = province
  if (isBlank(values.postalCode)) errors.postalCode = messages.postalCodeRequired
  else if (!isPostalCode(values.postalCode)) errors.postalCode = messages.postalCodeInvalid
  return errors
}

/**
 * Whether {@link validateAccountDetails} found nothing.
 *
 * @internal
 */
export function isAccountDetailsValid(errors: AccountDetailsErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * The account details form's starting values (part 1 §2 'Account details': prefilled from the account): what the
 * account already has saved, else empty; all empty while the account is not loaded.
 *
 * @internal
 *
 * @example
 * ```ts
 * accountDetailsValues(session.getSnapshot().account).city // 'Edmonton', or '' before company info answers
 * ```
 */
export function accountDetailsValues(
  account: Pick<Account, 'mobile' | 'pickupAddress'> | null | undefined,
): AccountDetailsValues {
  return {
    phone: account?.mobile ?? '',
    street: account?.pickupAddress.street ?? '',
    appt: account?.pickupAddress.appt ?? '',
    city: account?.pickupAddress.city ?? '',
    province: account?.pickupAddress.province ?? '',
    postalCode: account?.pickupAddress.postalCode ?? '',
  }
}

/**
 * The pickup location `account.savePickupAddress` sends, from the form's values, every text trimmed; the phone
 * goes separately to `account.updateMobile` as `toMobileNumber(values.phone)` (10 digits, as My Account requires).
 *
 * @internal
 */
export function toPickupAddress(values: AccountDetailsValues): PickupAddress {
  return {
    street: values.street.trim(),
    appt: values.appt.trim(),
    city: values.city.trim(),
    province: values.province.trim(),
    postalCode: values.postalCode.trim(),
  }
}
