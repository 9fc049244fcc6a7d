import type { TimeContext } from '@waybill/sdk-core/rules'
import { addDays, toLocal } from './localTime.ts'

/** From this local hour on, a new batch defaults to tomorrow (part 2 §9). */
export const BATCH_NEXT_DAY_HOUR = 17

/** What {@link defaultBatchDate} reads. */
export type BatchDateInput = TimeContext

/**
 * The date a new batch starts with (part 2 §9): tomorrow when the local hour is 17 or later, else today.
 *
 * @example
 * ```ts
 * defaultBatchDate({ now: Date.parse('2026-11-23T23:00:00Z'), timeZone: 'America/Edmonton' }) // '2026-11-24'
 * ```
 */
export function defaultBatchDate(input: BatchDateInput): string {
  const local = toLocal(input.now, input.timeZone)
  return local.minute >= BATCH_NEXT_DAY_HOUR * 60 ? addDays(local.date, 1) : local.date
}
