/** Excel's largest date serial, 9999-12-31. */
const MAX_SERIAL = 2_958_465
const DAY_MS = 86_400_000
/** 1899-12-30, day 0 of the 1900 system from 1900-03-01 on (Excel counts a 1900-02-29 that never was). */
const EPOCH_1900 = Date.UTC(1899, 11, 30)
/** 1904-01-01, day 0 of the 1904 system (old Mac workbooks). */
const EPOCH_1904 = Date.UTC(1904, 0, 1)

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A date cell's serial as ISO text, the way Excel shows the cell (part 2 §3.8 decision,
 * docs/decisions/batch-import.md#cells):
 * 'YYYY-MM-DD' for a date, 'HH:mm' (':ss' when set) for a time of day, both joined by a space for a date and
 * time. A serial outside Excel's calendar (negative, after 9999-12-31) is returned as null.
 *
 * @example
 * ```ts
 * excelSerialText(46349, false) // '2026-11-23'
 * excelSerialText(46349.375, false) // '2026-11-23 09:00'
 * ```
 */
export function excelSerialText(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial >= MAX_SERIAL + 1) return null
  const totalSeconds = Math.round(serial * 86_400)
  const days = Math.floor(totalSeconds / 86_400)
  const seconds = totalSeconds - days * 86_400
  const time = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}${
    seconds % 60 === 0 ? '' : `:${pad(seconds % 60)}`
  }`
  if (days === 0) return time
  let date: string
  if (!date1904 && days === 60) date = '1900-02-29'
  else {
    const epoch = date1904 ? EPOCH_1904 : days < 60 ? EPOCH_1900 + DAY_MS : EPOCH_1900
    date = new Date(epoch + days * DAY_MS).toISOString().slice(0, 10)
  }
  return seconds === 0 ? date : `${date} ${time}`
}
