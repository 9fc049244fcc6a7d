import { messages } from '@waybill/sdk-core'
import { formatClock } from '@waybill/sdk-core/rules'

/** 'YYYY-MM-DD' as the pickers show a date, 'MM-dd-yyyy' (part 1 §2 'Pickup time widget (valet)'). */
export function formatPickerDate(date: string): string {
  return `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`
}

// Made on first use, not as the module loads: a page's first formatter loads the locale's data, about 11 ms of
// the widget's evaluation on a shop's page (profiled), which made that evaluation a long task.
let weekdays: Intl.DateTimeFormat | undefined

/** The short weekday name of a local date, e.g. 'Mon' (read at midnight UTC: the date has no zone). */
export function weekdayName(date: string): string {
  weekdays ??= new Intl.DateTimeFormat('en-CA', { weekday: 'short', timeZone: 'UTC' })
  return weekdays.format(new Date(`${date}T00:00:00Z`))
}

/** A window as 'HH:mm – HH:mm' (part 1 §9: pickers show HH:mm). */
export function formatWindow(start: number, end: number): string {
  return `${formatClock(start)} – ${formatClock(end)}`
}

/**
 * A slot's caption: its time, with the marks the spec shows in colour also in words ('short notice', 'express
 * premium'), so they do not rest on colour alone.
 */
export function slotLabel(start: number, marks: { red?: boolean; premium?: boolean }): string {
  const words = [
    marks.red ? messages.timeSlotSoon : null,
    marks.premium ? messages.timeSlotPremium : null,
  ].filter((word) => word !== null)
  return words.length === 0 ? formatClock(start) : `${formatClock(start)} (${words.join(', ')})`
}

/**
 * The times a picker offers from `first` to `last`, every `step` minutes, `last` included even off the step
 * (a server's latest time, e.g. 18:45, is a bound the user may pick).
 */
export function timeSteps(first: number, last: number, step: number): number[] {
  const times: number[] = []
  for (let time = first; time <= last; time += step) times.push(time)
  if (times.length > 0 && times.at(-1) !== last && last > first) times.push(last)
  return times
}
