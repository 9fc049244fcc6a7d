/**
 * The one boundary between instants (epoch milliseconds) and the account's wall clock. Engines convert `now` once
 * and then work in integers: a local date 'YYYY-MM-DD' and the minute of that day (0–1439).
 *
 * Intl does the zone arithmetic with the runtime's tz database, the same one dayjs' timezone plugin would read
 * (see docs/decisions/time-windows.md#the-clock).
 */

/** The account timezone unless told otherwise (ARCHITECTURE §3). */
export const DEFAULT_TIMEZONE = 'America/Edmonton'

/**
 * When and where a time rule is read (docs/decisions/time-windows.md#one-way-in): the current instant and the
 * account timezone. Every time rule takes these two fields in its input object, under these names; the pickers
 * and stores take a clock, `now: () => number`, beside the same `timeZone`.
 */
export interface TimeContext {
  /** The current instant, epoch milliseconds (`Date.now()`). */
  readonly now: number
  /** The account timezone, an IANA name ('America/Edmonton'). */
  readonly timeZone: string
}

/** A wall-clock moment in a timezone. */
export interface LocalMoment {
  /** Local date, 'YYYY-MM-DD'. */
  readonly date: string
  /** Minute of the local day, 0–1439. */
  readonly minute: number
  /** Day of the week, 0 = Sunday … 6 = Saturday. */
  readonly weekday: number
}

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** Epoch milliseconds of the same wall-clock reading in UTC: the local time as if the zone were UTC. */
function wallClockAsUtc(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts
  return Date.UTC(year, month - 1, day, hour, minute)
}

/**
 * The wall-clock moment of an instant in `timeZone`.
 *
 * @example
 * ```ts
 * toLocal(Date.UTC(2026, 10, 23, 16, 30), 'America/Edmonton') // { date: '2026-11-23', minute: 570, weekday: 1 }
 * ```
 */
export function toLocal(epochMs: number, timeZone: string): LocalMoment {
  const wall = wallClockAsUtc(Math.floor(epochMs / MINUTE_MS) * MINUTE_MS, timeZone)
  const dayStart = Math.floor(wall / DAY_MS) * DAY_MS
  const date = new Date(dayStart)
  return {
    date: date.toISOString().slice(0, 10),
    minute: (wall - dayStart) / MINUTE_MS,
    weekday: date.getUTCDay(),
  }
}

/**
 * The instant a wall-clock time happens in `timeZone`. A time the clocks skip (02:30 on the spring change) is
 * read with the offset from before the change; a repeated time (01:30 on an autumn change) is its first occurrence.
 * `minute` may run past the day (1440 is the next midnight).
 */
export function toEpoch(date: string, minute: number, timeZone: string): number {
  const wall = dateToUtc(date) + minute * MINUTE_MS
  const offsetBefore = wallClockAsUtc(wall - DAY_MS, timeZone) - (wall - DAY_MS)
  const offsetAfter = wallClockAsUtc(wall + DAY_MS, timeZone) - (wall + DAY_MS)
  for (const offset of [offsetBefore, offsetAfter]) {
    if (wallClockAsUtc(wall - offset, timeZone) === wall) return wall - offset
  }
  return wall - offsetBefore
}

/**
 * Real minutes from `nowMs` until the wall-clock time `minute` of `date` in `timeZone`, negative once it has
 * passed. Real minutes, not wall-clock ones: across a DST change the clock gains or loses an hour.
 *
 * @example
 * ```ts
 * // 00:30 to 03:30 on the night clocks spring forward in Edmonton: 120 real minutes, not 180.
 * minutesUntil(Date.UTC(2026, 2, 8, 7, 30), '2026-03-08', 210, 'America/Edmonton') // 120
 * ```
 */
export function minutesUntil(nowMs: number, date: string, minute: number, timeZone: string): number {
  return Math.round((toEpoch(date, minute, timeZone) - nowMs) / MINUTE_MS)
}

function dateToUtc(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
}

/** Whether a text is a real calendar date 'YYYY-MM-DD'. */
export function isLocalDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(dateToUtc(text)).toISOString().startsWith(text)
}

/** The date `days` after `date` (before, when negative), 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(dateToUtc(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Day of the week of a date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtc(date)).getUTCDay()
}

/** A date as the skipped-day lists write it, 'DD-MM' (part 1 §3 'skipped_days'). */
export function dayMonth(date: string): string {
  return `${date.slice(8, 10)}-${date.slice(5, 7)}`
}

/** Minutes of a time of day 'HH:mm' or 'HH:mm:ss' (the seconds ignored); undefined unless it is one. */
export function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim())
  if (!match) return undefined
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A minute of the day as 'HH:mm' (part 1 §9: pickers show HH:mm). */
export function formatClock(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`
}

/** `minute` rounded up to the next multiple of `step` (itself when it is one). */
export function roundUp(minute: number, step: number): number {
  return Math.ceil(minute / step) * step
}

/**
 * A local date and minute as the order payload writes datetimes, 'YYYY-MM-DD HH:mm:ss' (part 1 §3). A minute past
 * the day (1440 is the next midnight) rolls over to the next date.
 */
export function toWireDatetime(date: string, minute: number): string {
  const days = Math.floor(minute / 1440)
  return `${days === 0 ? date : addDays(date, days)} ${formatClock(minute - days * 1440)}:00`
}

/** The date and minute of a payload datetime 'YYYY-MM-DD HH:mm[:ss]'; undefined unless it is one. */
export function parseWireDatetime(text: string): { date: string; minute: number } | undefined {
  const [date = '', time = ''] = text.trim().split(/[ T]/)
  const minute = parseClock(time)
  return isLocalDate(date) && minute !== undefined ? { date, minute } : undefined
}
