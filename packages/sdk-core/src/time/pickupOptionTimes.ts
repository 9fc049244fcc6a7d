import type { PickupTimeOption } from '../domain/timeOptions.ts'
import { formatClock, parseClock } from './localTime.ts'

/** Clock times written in a text: '09:00', '9:00', '12:00:00'. */
const CLOCK = /\b\d{1,2}:\d{2}(?::\d{2})?\b/g

/**
 * The times a pickup window radio shows beside the server's text, 'HH:mm – HH:mm' (part 1 §4 'Pickup time
 * options', §9 HH:mm); null when the text already states both times (issue 21: 'Morning pickup 09:00 - 12:00
 * 09:00 – 12:00' showed them twice) or the option has no readable times.
 *
 * @internal
 *
 * @example
 * ```ts
 * pickupOptionTimes({ text: 'Morning pickup 09:00 - 12:00', earlyTime: '09:00', laterTime: '12:00' }) // null
 * pickupOptionTimes({ text: 'Morning', earlyTime: '09:00', laterTime: '12:00' }) // '09:00 – 12:00'
 * ```
 */
export function pickupOptionTimes(
  option: Pick<PickupTimeOption, 'text' | 'earlyTime' | 'laterTime'>,
): string | null {
  const start = parseClock(option.earlyTime)
  const end = parseClock(option.laterTime)
  if (start === undefined || end === undefined) return null
  const written = new Set((option.text.match(CLOCK) ?? []).map(parseClock))
  if (written.has(start) && written.has(end)) return null
  return `${formatClock(start)} – ${formatClock(end)}`
}
