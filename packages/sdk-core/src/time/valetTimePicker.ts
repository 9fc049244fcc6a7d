import type { OrderDraft } from '../draft/types.ts'
import { type TripEstimateDisplay, tripEstimateDisplay } from '../pricing/tripEstimate.ts'
import { derivedStore, type Store, type Subscribable, sameData } from '../store.ts'
import type { AccountTimePickerOptions, TimePickerDateAccount } from './accountTimePicker.ts'
import { DEFAULT_TIMEZONE, toLocal } from './localTime.ts'
import { type PickupDateState, pickupDateStates } from './pickupDates.ts'
import { QUARTER_HOUR, type TimeWindow } from './timeWindow.ts'
import { type ValetSlot, valetEndSlots, valetPickupBounds, valetPlan } from './valetWindow.ts'
import { checkWindows, type WindowProblems } from './windowRules.ts'

/**
 * The account settings the valet time picker reads (company info).
 *
 * @internal
 */
export type ValetTimePickerAccount = TimePickerDateAccount

/**
 * Options of {@link createValetTimePicker}: its draft is a valet or vehicle-swap draft.
 *
 * @internal
 */
export type ValetTimePickerOptions = AccountTimePickerOptions

/**
 * What the valet form's pickup time widget shows (part 1 §2 'Pickup time widget (valet)').
 *
 * @internal
 */
export interface ValetTimePickerState {
  /** Today in the account timezone, 'YYYY-MM-DD'. */
  readonly today: string
  /** The draft's pickup date, or null. */
  readonly date: string | null
  /** The date picker's horizon, today first: the valet skipped days, Sundays and today from 19:00 blocked. */
  readonly dates: readonly PickupDateState[]
  /** The first date of the horizon that can be chosen; null when none can. */
  readonly firstSelectableDate: string | null
  /** The state of the draft's date; null without one or outside the horizon. */
  readonly dateState: PickupDateState | null
  /** The pickup starts offered on the date (15-minute steps, red ones marked); empty unless it can be chosen. */
  readonly startSlots: readonly ValetSlot[]
  /** The draft's pickup window start, minute of the day, or null. */
  readonly start: number | null
  /** The draft's pickup window end, minute of the day, or null. */
  readonly end: number | null
  /** The ends offered for the chosen start (15 minutes after it up to 19:15); empty without one. */
  readonly endSlots: readonly number[]
  /** The computed drop-off window the draft holds (part 1 §4 'Other rules'), or null. */
  readonly dropoff: TimeWindow | null
  /** The trip's duration and distance as shown: whole minutes and km, rounded up (part 1 §9). */
  readonly trip: TripEstimateDisplay
  /** The valet time checks of the draft's window (part 1 §5), as the valet form's validation reads them. */
  readonly problems: WindowProblems
  /** The date can be chosen but no start is left on it (today from 18:31 until 19:00). */
  readonly noStartsLeft: boolean
}

/**
 * The headless store of the valet pickup time widget; every choice goes to the draft through its actions.
 *
 * @internal
 */
export interface ValetTimePicker extends Store<ValetTimePickerState> {
  /** Chooses the pickup date, keeping the window when it still fits; false for a date that cannot be chosen. */
  chooseDate(date: string): boolean
  /** Chooses the pickup start; the end stays when it still fits, else start + 15. False unless offered. */
  chooseStart(start: number): boolean
  /** Chooses the pickup end; false unless offered for the chosen start. */
  chooseEnd(end: number): boolean
  /** Re-reads `now` and the account; the drop-off window and type codes are planned again (call every minute). */
  tick(): void
}

const read = <T>(source: T | (() => T)): T => (typeof source === 'function' ? (source as () => T)() : source)

const NONE: readonly never[] = []

/** Only the date settings: an account change elsewhere (credit, cards) changes nothing here. */
const dateSettings = ({ skippedDays, isSundayDeliveryEnabled }: ValetTimePickerAccount) => ({
  skippedDays,
  isSundayDeliveryEnabled,
})

const travelOf = (draft: OrderDraft) =>
  tripEstimateDisplay({ durationSeconds: draft.duration, distanceMetres: draft.distance })

/** The window a draft holds, when all three parts are set. */
function windowOf(date: string | null, start: number | null, end: number | null): TimeWindow | null {
  return date === null || start === null || end === null ? null : { date, start, end }
}

/**
 * Creates the valet pickup time picker (part 1 §2 'Pickup time widget (valet)', §4 'Time type codes', 'Other
 * rules', §5 'Pickup date and time rules', §9): the dates of the horizon with the valet skipped days, the pickup
 * starts and ends of `valetPickupBounds` and `valetEndSlots`, and the drop-off window and type codes of
 * `valetPlan`, written to the draft with every choice. While subscribed it follows the draft: a new trip
 * duration moves the drop-off window.
 *
 * @internal
 *
 * @example
 * ```ts
 * const picker = createValetTimePicker({ draft, account, now: Date.now })
 * picker.chooseDate(picker.getSnapshot().firstSelectableDate ?? '')
 * picker.chooseStart(picker.getSnapshot().startSlots[0]?.start ?? -1)
 * ```
 */
export function createValetTimePicker(options: ValetTimePickerOptions): ValetTimePicker {
  const { draft, now } = options
  const timeZone = options.timeZone ?? DEFAULT_TIMEZONE

  const evaluate = (): ValetTimePickerState => {
    const at = now()
    const current = draft.getSnapshot()
    const account = read(options.account)
    const dates = pickupDateStates({ now: at, timeZone, kind: 'valet', ...dateSettings(account) })
    const date = current.pickupDate
    const dateState = dates.find((state) => state.date === date) ?? null
    const startSlots =
      date !== null && dateState?.selectable ? valetPickupBounds({ now: at, timeZone, date }).slots : NONE
    const { pickupStart: start, pickupEnd: end } = current
    return {
      today: toLocal(at, timeZone).date,
      date,
      dates,
      firstSelectableDate: dates.find((state) => state.selectable)?.date ?? null,
      dateState,
      startSlots,
      start,
      end,
      endSlots: start === null ? NONE : valetEndSlots(start),
      dropoff: windowOf(current.dropoffDate, current.dropoffStart, current.dropoffEnd),
      trip: travelOf(current),
      problems: checkWindows({
        mode: 'valet',
        isExpress: false,
        pickupType: 2,
        dropoffType: 2,
        pickup: { date, start, end },
        dropoff: { date: current.dropoffDate, start: current.dropoffStart, end: current.dropoffEnd },
        now: at,
        timeZone,
      }),
      noStartsLeft: dateState?.selectable === true && startSlots.length === 0,
    }
  }

  /** The draft, followed while the picker is watched: a new trip duration moves the drop-off window. */
  const draftReplanned: Subscribable = {
    subscribe: (changed) =>
      draft.subscribe(() => {
        replan()
        changed()
      }),
  }
  // The lists here are at most 49 small records: they keep their identity while their content is unchanged.
  const store = derivedStore([draftReplanned], evaluate, sameData)
  const refresh = store.refresh

  /** Writes a pickup window with the drop-off window and type codes it implies at `now`. */
  const writeWindow = (date: string, start: number, end: number) => {
    const travelMinutes = travelOf(draft.getSnapshot()).minutes
    const plan = valetPlan({ now: now(), timeZone, pickup: { date, start, end }, travelMinutes })
    draft.setPickupWindow(start, end)
    draft.setPickupType(plan.pickupType)
    draft.setDropoffDate(plan.dropoff.date)
    draft.setDropoffWindow(plan.dropoff.start, plan.dropoff.end)
    draft.setDropoffType(plan.dropoffType)
  }
  /** Plans the draft's window again when the trip or `now` changed what it implies; writes only differences. */
  const replan = () => {
    const current = draft.getSnapshot()
    const pickup = windowOf(current.pickupDate, current.pickupStart, current.pickupEnd)
    if (pickup === null) return
    const travelMinutes = travelOf(current).minutes
    const plan = valetPlan({ now: now(), timeZone, pickup, travelMinutes })
    const dropoff = windowOf(current.dropoffDate, current.dropoffStart, current.dropoffEnd)
    const unchanged =
      sameData(dropoff, plan.dropoff) &&
      current.pickupType === plan.pickupType &&
      current.dropoffType === plan.dropoffType
    if (!unchanged) writeWindow(pickup.date, pickup.start, pickup.end)
  }
  const done = (ok: boolean) => {
    refresh()
    return ok
  }
  const fits = (view: ValetTimePickerState, start: number | null, end: number | null) =>
    start !== null &&
    end !== null &&
    view.startSlots.some((slot) => slot.start === start) &&
    valetEndSlots(start).includes(end)

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    chooseDate(date) {
      const view = refresh()
      if (!view.dates.some((each) => each.date === date && each.selectable)) return false
      if (date === view.date) return true
      draft.setPickupDate(date)
      const next = refresh()
      if (fits(next, view.start, view.end)) writeWindow(date, view.start ?? 0, view.end ?? 0)
      return done(true)
    },
    chooseStart(start) {
      const view = refresh()
      if (view.date === null || !view.startSlots.some((slot) => slot.start === start)) return false
      const end =
        view.end !== null && valetEndSlots(start).includes(view.end) ? view.end : start + QUARTER_HOUR
      writeWindow(view.date, start, end)
      return done(true)
    },
    chooseEnd(end) {
      const view = refresh()
      if (view.date === null || !fits(view, view.start, end)) return false
      writeWindow(view.date, view.start ?? 0, end)
      return done(true)
    },
    tick() {
      refresh()
      replan()
      refresh()
    },
  }
}
