/** The timezone of the three cities the courier serves (part 1 §1). */
export const DEFAULT_TIMEZONE = 'America/Edmonton'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone)
    return true
  } catch {
    return false
  }
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' wall-clock time in `timeZone` (the orders' datetime form). */
export function localDateTime(ms: number, timeZone = DEFAULT_TIMEZONE): string {
  const parts: Record<string, string> = {}
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) parts[part.type] = part.value
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

/** 'HH:mm - HH:mm' from two 'YYYY-MM-DD HH:mm:ss' datetimes. */
export function windowText(early: string, later: string): string {
  return `${early.slice(11, 16)} - ${later.slice(11, 16)}`
}

/** A 'YYYY-MM-DD HH:mm:ss' reading as if it were UTC, ms; null for another text. */
function wallAsUtc(text: string): number | null {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return Date.UTC(year, month - 1, day, hour, minute, second)
}

/** 'YYYY-MM-DD HH:mm:ss' wall-clock time in `timeZone` as an instant, ms since the epoch; null for another text. */
export function instantOf(local: string, timeZone: string): number | null {
  const wall = wallAsUtc(local)
  if (wall === null) return null
  // Move the guess by the difference between the wall time wanted and the one seen there; twice settles DST.
  let instant = wall
  for (let round = 0; round < 2; round++) {
    const seen = wallAsUtc(localDateTime(instant, timeZone))
    if (seen === null) return null
    instant += wall - seen
  }
  return instant
}
