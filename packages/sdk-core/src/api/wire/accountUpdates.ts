import { nonempty, nullable, object, optional, pattern, size, string, type } from 'superstruct'
import { NO_DIGITS_PATTERN, POSTAL_CODE_PATTERN } from '../../forms/patterns.ts'
import { WEEKDAYS } from './account.ts'
import { WirePhone } from './auth.ts'
import { MAX_FIELD_LENGTH } from './fieldLimits.ts'
import type { WireNames } from './names.ts'

/** Paths of the account updates (part 1 §7, part 2 §7 'Account and cards'). */
export function accountUpdatePaths(_names: WireNames) {
  return {
    /** PATCH: the business user's mobile number (onboarding, account details). */
    updateMobile: '/api/user/updateBusinessUsers',
    /** POST: the pickup location. */
    pickupAddress: '/api/user/businessPickupAddress',
    /** PATCH: the weekly pickup hours. */
    pickupHours: '/api/user/businessPickupHours',
    /** PATCH: the account form (names, business name, email, mobile, billing address). */
    updateUser: '/api/user/update-user',
  } as const
}

/** The answer of a write whose body the client does not read beyond its message. */
export const WireMessageResponse = type({ message: string() })

/** PATCH /api/user/updateBusinessUsers: body (part 1 §7). */
export const UpdateMobileRequest = object({
  /** The new mobile number, a Canadian phone number. */
  mobile: WirePhone,
  /** The api code. */
  api_key: nonempty(string()),
})

/** PATCH /api/user/updateBusinessUsers: 200 answer; savedUser.mobile is read (part 1 §7). */
export const UpdateMobileResponse = type({
  /** The user record as saved. */
  savedUser: type({ mobile: string() }),
})

/** A Canadian postal code, with or without its middle space (part 1 §5 'Must be a valid postal code'). */
export const WirePostalCode = pattern(string(), POSTAL_CODE_PATTERN)

/** Text with no digits, 1 to 191 characters (part 1 §5: city and province, 'Invalid entry'). */
const WireName = size(pattern(string(), NO_DIGITS_PATTERN), 1, MAX_FIELD_LENGTH)

/** POST /api/user/businessPickupAddress: body (part 1 §7). */
export const PickupAddressRequest = object({
  /** The api code. */
  api_key: nonempty(string()),
  /** Suite or apartment number; '' when none. */
  business_appt_number: size(string(), 0, MAX_FIELD_LENGTH),
  /** Street address. */
  business_street_address: size(string(), 1, MAX_FIELD_LENGTH),
  /** City, no digits. */
  business_pickup_city: WireName,
  /** Province, no digits. */
  business_pickup_province: WireName,
  /** Canadian postal code. */
  business_pickup_postal_code: WirePostalCode,
})

/** A pickup-hours bound as the form sends it: 'HH:mm', or '' for a day with no pickups. */
export const WireHourMinuteOrEmpty = pattern(string(), /^(([01]\d|2[0-3]):[0-5]\d)?$/)

const pickupHourBounds = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}_start`, WireHourMinuteOrEmpty],
    [`${day}_end`, WireHourMinuteOrEmpty],
  ]),
) as Record<`${(typeof WEEKDAYS)[number]}_${'start' | 'end'}`, typeof WireHourMinuteOrEmpty>

/** PATCH /api/user/businessPickupHours: `{day}_start` and `{day}_end` for each day, and api_key (part 1 §7). */
export const PickupHoursRequest = object({
  ...pickupHourBounds,
  /** The api code. */
  api_key: nonempty(string()),
})

/**
 * PATCH /api/user/update-user: body, the account form's fields under the form's own names (part 2 §5.6, §7).
 * Fields are plain strings here: the server checks them and names the failing one in its message.
 */
export const UpdateUserRequest = object({
  /** The api code. */
  api_key: nonempty(string()),
  /** First name, 1-191 characters. */
  firstName: string(),
  /** Last name, 1-191 characters. */
  lastName: string(),
  /** Business name, 1-191 characters. */
  businessName: string(),
  /** Login email, 1-191 characters, an email. */
  email: string(),
  /** Mobile number, exactly 10 digits. */
  mobile: string(),
  /** Billing address, up to 191 characters; may hold comma-separated emails. '' or null clears it. */
  billingAddress: optional(nullable(string())),
})
