import { enums, nullable, number, pattern, string, type } from 'superstruct'

/** The courier API's 0/1 booleans. */
export const WireFlag = enums([0, 1])

/** A time of day as the server sends it: 'HH:mm:ss'. */
export const WireTimeOfDay = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)

/** A time of day as the user edits it: 'HH:mm'. */
export const WireHourMinute = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/)

/** A 'DD-MM' day of the year (skipped days). */
export const WireDayMonth = pattern(string(), /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])$/)

/** Body of every non-2xx answer. */
export const WireErrorBody = type({ message: string() })

/** A coordinate pair as the server sends it, e.g. operating_region_lat_lng. */
export const WireLatLng = type({ lat: number(), lng: number() })

/** A string field the server may send as null, e.g. mobile or billing_address. */
export const NullableString = nullable(string())

/** A calendar date as queries and labels carry it, 'YYYY-MM-DD'. */
export const WireDate = pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
