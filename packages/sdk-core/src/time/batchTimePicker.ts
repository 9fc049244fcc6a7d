import type { OrderDraft } from '../draft/types.ts'
import { derivedStore, type Store, type Subscribable, sameData } from '../store.ts'
import type { AccountTimePickerOptions, TimePickerDateAccount } from './accountTimePicker.ts'
import { defaultBatchDate } from './batchDate.ts'
import { DEFAULT_TIMEZONE, roundUp, toLocal } from './localTime.ts'
import { type PickupDateState, pickupDateStates } from './pickupDates.ts'
import { QUARTER_HOUR } from './timeWindow.ts'
import { BATCH_MIN_LEAD_MINUTES, checkWindows, type WindowProblems } from './windowRules.ts'

/**
 * The earliest batch pickup or drop-off start, 07:00 (the express earliest start of part 1 §9).
 *
 * @internal
 */
export const BATCH_DAY_START_MINUTE = 7 * 60

/**
 * The latest batch window end, 21:00 (the latest special drop-off time of part 1 §5).
 *
 * @internal
 */
export const BATCH_DAY_END_MINUTE = 21 * 60

const MINUTE_MS = 60_000

/**
 * The account settings the batch time picker reads (company info).
 *
 * @internal
 */
export type BatchTimePickerAccount = TimePickerDateAccount

/**
 * Options of {@link createBatchTimePicker}: its draft is a batch draft (`createOrderDraft` with `batch`).
 *
 * @internal
 */
export type BatchTimePickerOptions = AccountTimePickerOptions

/**
 * What the batch screen's time section shows (part 1 §5 'Batch mode', §9; part 2 §2.4, §9).
 *
 * @internal
 */
export interface BatchTimePickerState {
  /** Today in the account timezone, 'YYYY-MM-DD'. */
  readonly today: string
  /** The draft's pickup date (the drop-off date too), or null. */
  readonly date: string | null
  /** The date picker's horizon, today first, with the local or intercity skipped days and Sundays blocked. */
  readonly dates: readonly PickupDateState[]
  /** The state of the draft's date; null without one or outside the horizon. */
  readonly dateState: PickupDateState | null
  /** The pickup starts offered on the date, every 15 minutes; empty unless the date can be chosen. */
  readonly pickupStarts: readonly number[]
  /** The draft's pickup window start, minute of the day, or null. */
  readonly pickupStart: number | null
  /** The pickup ends offered for the chosen start; empty without one. */
  readonly pickupEnds: readonly number[]
  /** The draft's pickup window end, or null. */
  readonly pickupEnd: number | null
  /** The drop-off starts offered: from the pickup start on; empty without one. */
  readonly dropoffStarts: readonly number[]
  /** The draft's drop-off window start, or null. */
  readonly dropoffStart: number | null
  /** The drop-off ends offered for the chosen drop-off start; empty without one. */
  readonly dropoffEnds: readonly number[]
  /** The draft's drop-off window end, or null. */
  readonly dropoffEnd: number | null
  /** The batch time checks of the draft's windows (part 1 §5 'Batch mode'), as `validateBatch` reads them. */
  readonly problems: WindowProblems
  /** The date can be chosen but no pickup start is left on it. */
  readonly noStartsLeft: boolean
}

/**
 * The headless store of the batch time section; every choice goes to the draft through its actions.
 *
 * @internal
 */
export interface BatchTimePicker extends Store<BatchTimePickerState> {
  /** Chooses the date of both windows, keeping them where they still fit; false for a date that cannot be chosen. */
  chooseDate(date: string): boolean
  /** Chooses the pickup start; the end stays when it still fits, else start + 15. False unless offered. */
  choosePickupStart(start: number): boolean
  /** Chooses the pickup end; false unless offered for the chosen start. */
  choosePickupEnd(end: number): boolean
  /** Chooses the drop-off start; the end stays when it still fits, else start + 15. False unless offered. */
  chooseDropoffStart(start: number): boolean
  /** Chooses the drop-off end; false unless offered for the chosen drop-off start. */
  chooseDropoffEnd(end: number): boolean
  /** Re-reads `now` and the account; a draft without a selectable date gets the default one (call every minute). */
  tick(): void
}

/**
 * What {@link batchPickupStarts} reads.
 *
 * @internal
 */
export interface BatchStartsInput {
  /** The current instant, epoch milliseconds. */
  readonly now: number
  /** The account timezone. */
  readonly timeZone: string
  /** The chosen date, 'YYYY-MM-DD'. */
  readonly date: string
}

/** Every 15 minutes from `first` to `last`, both included when on the grid. */
function steps(first: number, last: number): number[] {
  const times: number[] = []
  for (let time = first; time <= last; time += QUARTER_HOUR) times.push(time)
  return times
}

/**
 * The batch pickup starts of a date (part 1 §5 'Batch mode', §9 'Time step 15 minutes', 'batch pickup start at
 * least 15 minutes from now'): every 15 minutes from 07:00 to 20:45; today from now + 15 minutes rounded up to the
 * grid (now's seconds counted, so the lead is never under 15 minutes). Empty for a past date.
 *
 * @internal
 *
 * @example
 * ```ts
 * batchPickupStarts({ now, timeZone, date: '2026-11-23' }) // at 09:05: 09:30, 09:45, …, 20:45
 * ```
 */
export function batchPickupStarts(input: BatchStartsInput): number[] {
  const today = toLocal(input.now, input.timeZone)
  if (input.date < today.date) return []
  const nowMinute = today.minute + (input.now % MINUTE_MS === 0 ? 0 : 1)
  const lead = roundUp(nowMinute + BATCH_MIN_LEAD_MINUTES, QUARTER_HOUR)
  const first = input.date === today.date ? Math.max(BATCH_DAY_START_MINUTE, lead) : BATCH_DAY_START_MINUTE
  return steps(first, BATCH_DAY_END_MINUTE - QUARTER_HOUR)
}

/**
 * The ends of a batch window starting at `start`: 15 minutes after it (the batch minimum) up to 21:00.
 *
 * @internal
 */
export function batchWindowEnds(start: number): number[] {
  return steps(start + QUARTER_HOUR, BATCH_DAY_END_MINUTE)
}

/**
 * The drop-off starts of a batch whose pickup starts at `pickupStart`: from it up to 20:45.
 *
 * @internal
 */
export function batchDropoffStarts(pickupStart: number): number[] {
  return steps(pickupStart, BATCH_DAY_END_MINUTE - QUARTER_HOUR)
}

const read = <T>(source: T | (() => T)): T => (typeof source === 'function' ? (source as () => T)() : source)

const NONE: readonly never[] = []

/** A window fits when its start is offered and its end is offered for that start. */
const fits = (starts: readonly number[], start: number | null, end: number | null) =>
  start !== null && end !== null && starts.includes(start) && batchWindowEnds(start).includes(end)

/**
 * Creates the batch time section's picker (part 1 §5 'Batch mode', §9; part 2 §2.4, §9): the dates of the horizon
 * (the local or intercity skipped days, Sundays), the default date of `defaultBatchDate` (tomorrow from 17:00, or
 * the first selectable date after it), pickup and drop-off windows on the 15-minute grid, both on the chosen date,
 * and the batch checks of `checkWindows` (mode 'batch'). Each choice is written to the draft as
 * `toBatchOrderSubmission` reads it: the dates, both windows, pickup type 2 and drop-off type 2.
 *
 * @internal
 *
 * @example
 * ```ts
 * const picker = createBatchTimePicker({ draft: batchDraft, account, now: Date.now })
 * picker.choosePickupStart(picker.getSnapshot().pickupStarts[0] ?? -1)
 * ```
 */
export function createBatchTimePicker(options: BatchTimePickerOptions): BatchTimePicker {
  const { draft, now } = options
  const timeZone = options.timeZone ?? DEFAULT_TIMEZONE

  const datesAt = (at: number, current: OrderDraft) => {
    const { skippedDays, isSundayDeliveryEnabled } = read(options.account)
    const kind = current.isIntercity ? 'intercity' : 'local'
    return pickupDateStates({ now: at, timeZone, kind, skippedDays, isSundayDeliveryEnabled })
  }

  const evaluate = (): BatchTimePickerState => {
    const at = now()
    const current = draft.getSnapshot()
    const dates = datesAt(at, current)
    const date = current.pickupDate
    const dateState = dates.find((state) => state.date === date) ?? null
    const pickupStarts =
      date !== null && dateState?.selectable ? batchPickupStarts({ now: at, timeZone, date }) : NONE
    const { pickupStart, pickupEnd, dropoffStart, dropoffEnd } = current
    return {
      today: toLocal(at, timeZone).date,
      date,
      dates,
      dateState,
      pickupStarts,
      pickupStart,
      pickupEnds: pickupStart === null ? NONE : batchWindowEnds(pickupStart),
      pickupEnd,
      dropoffStarts: pickupStart === null ? NONE : batchDropoffStarts(pickupStart),
      dropoffStart,
      dropoffEnds: dropoffStart === null ? NONE : batchWindowEnds(dropoffStart),
      dropoffEnd,
      problems: checkWindows({
        mode: 'batch',
        isExpress: false,
        pickupType: current.pickupType,
        dropoffType: current.dropoffType,
        pickup: { date, start: pickupStart, end: pickupEnd },
        dropoff: { date: current.dropoffDate, start: dropoffStart, end: dropoffEnd },
        now: at,
        timeZone,
      }),
      noStartsLeft: dateState?.selectable === true && pickupStarts.length === 0,
    }
  }

  /** The draft, followed while the picker is watched: one left without a selectable date gets the default. */
  const draftWithDate: Subscribable = {
    subscribe: (changed) =>
      draft.subscribe(() => {
        ensureDate()
        changed()
      }),
  }
  // Lists keep their identity while their content is unchanged.
  const store = derivedStore([draftWithDate], evaluate, sameData)
  const refresh = store.refresh

  /** A new date for both windows with the batch type codes; the windows are written again where they fit. */
  const writeDate = (date: string, keep: BatchTimePickerState | null) => {
    draft.setPickupDate(date)
    draft.setPickupType(2)
    draft.setDropoffDate(date)
    draft.setDropoffType(2)
    const starts = batchPickupStarts({ now: now(), timeZone, date })
    if (keep === null || !fits(starts, keep.pickupStart, keep.pickupEnd)) return
    draft.setPickupWindow(keep.pickupStart, keep.pickupEnd)
    const dropoffStarts = batchDropoffStarts(keep.pickupStart ?? 0)
    if (fits(dropoffStarts, keep.dropoffStart, keep.dropoffEnd)) {
      draft.setDropoffWindow(keep.dropoffStart, keep.dropoffEnd)
    }
  }

  /** A draft without a selectable date gets the default batch date, or the first selectable date after it. */
  const ensureDate = () => {
    const view = refresh()
    if (view.dateState?.selectable) return
    const first = defaultBatchDate({ now: now(), timeZone })
    const date = view.dates.find((state) => state.date >= first && state.selectable)?.date
    if (date !== undefined) writeDate(date, null)
  }
  ensureDate()
  refresh()

  const done = (ok: boolean) => {
    refresh()
    return ok
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    chooseDate(date) {
      const view = refresh()
      if (!view.dates.some((each) => each.date === date && each.selectable)) return false
      if (date !== view.date) writeDate(date, view)
      return done(true)
    },
    choosePickupStart(start) {
      const view = refresh()
      if (!view.pickupStarts.includes(start)) return false
      const ends = batchWindowEnds(start)
      const end =
        view.pickupEnd !== null && ends.includes(view.pickupEnd) ? view.pickupEnd : start + QUARTER_HOUR
      draft.setPickupWindow(start, end)
      if (!fits(batchDropoffStarts(start), view.dropoffStart, view.dropoffEnd))
        draft.setDropoffWindow(null, null)
      return done(true)
    },
    choosePickupEnd(end) {
      const view = refresh()
      if (!fits(view.pickupStarts, view.pickupStart, end)) return false
      draft.setPickupWindow(view.pickupStart, end)
      return done(true)
    },
    chooseDropoffStart(start) {
      const view = refresh()
      if (!view.dropoffStarts.includes(start)) return false
      const ends = batchWindowEnds(start)
      const end =
        view.dropoffEnd !== null && ends.includes(view.dropoffEnd) ? view.dropoffEnd : start + QUARTER_HOUR
      draft.setDropoffWindow(start, end)
      return done(true)
    },
    chooseDropoffEnd(end) {
      const view = refresh()
      if (!fits(view.dropoffStarts, view.dropoffStart, end)) return false
      draft.setDropoffWindow(view.dropoffStart, end)
      return done(true)
    },
    tick() {
      ensureDate()
      refresh()
    },
  }
}
