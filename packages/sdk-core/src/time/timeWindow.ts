import { addDays } from './localTime.ts'

/**
 * A chosen window on one local date, in minutes of that day, as the time engines produce them: the date and
 * minutes are what `toWireDatetime` writes into the order payload (part 1 §3).
 */
export interface TimeWindow {
  /** Local date, 'YYYY-MM-DD'. */
  readonly date: string
  /** Minute of the day the window opens, 0–1439. */
  readonly start: number
  /** Minute of the day the window closes; at most 1440 (the midnight ending the day). */
  readonly end: number
}

/** The 15-minute grid of the express, valet and batch pickers (part 1 §9, part 2 §9). */
export const QUARTER_HOUR = 15

const DAY_MINUTES = 1440

/**
 * A window of `length` minutes opening `start` minutes after the midnight that begins `date`; a start at or past
 * midnight moves the window onto the following date(s).
 *
 * @example
 * ```ts
 * windowFrom('2026-11-23', 1450, 15) // { date: '2026-11-24', start: 10, end: 25 }
 * ```
 */
export function windowFrom(date: string, start: number, length: number): TimeWindow {
  const days = Math.floor(start / DAY_MINUTES)
  const minute = start - days * DAY_MINUTES
  return { date: days === 0 ? date : addDays(date, days), start: minute, end: minute + length }
}
