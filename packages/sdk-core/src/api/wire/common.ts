import { enums, integer, nullable, number, pattern, refine, size, string, type } from 'superstruct'

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

/**
 * Whether a 'YYYY-MM-DD' date, or the date at the start of a 'YYYY-MM-DD HH:mm:ss' one, is a day the calendar has:
 * not 02-31, nor 02-29 of a common year.
 */
export function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number)
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A calendar date as queries and labels carry it, 'YYYY-MM-DD': a day the calendar has. */
export const WireDate = refine(
  pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  'calendar date',
  isCalendarDate,
)

/**
 * A record id: a whole number from 1 up to the largest a double holds exactly (an id past it could not be told
 * from its neighbours, nor stored as a SQLite integer).
 */
export const WireId = size(integer(), 1, Number.MAX_SAFE_INTEGER)

/**
 * A finite number from `least` to `most`. `number()` alone lets Infinity through, and JSON's `1e309` parses to
 * Infinity.
 */
export function numberIn(least: number, most: number) {
  return size(number(), least, most)
}
