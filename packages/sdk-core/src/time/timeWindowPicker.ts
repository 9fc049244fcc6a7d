import { isServerEdit } from '../draft/draftRules.ts'
import type { OrderDraft } from '../draft/types.ts'
import { tripEstimateDisplay } from '../pricing/tripEstimate.ts'
import { derivedStore, type Subscribable } from '../store.ts'
import { expressEndSlots, expressPlan } from './express.ts'
import { DEFAULT_TIMEZONE } from './localTime.ts'
import { QUARTER_HOUR, type TimeWindow } from './timeWindow.ts'
import {
  defaultSpecialPick,
  pickupOptionWindow,
  specialDropoffWindow,
  standardDropoffWindow,
} from './timeWindowPickerChoices.ts'
import type {
  PickupWindowChoice,
  TimeWindowPicker,
  TimeWindowPickerAccount,
  TimeWindowPickerOptions,
  TimeWindowPickerState,
  TimeWindowPickerTrip,
} from './timeWindowPickerTypes.ts'
import {
  type PickerHorizon,
  type PickerTrip,
  pickerHorizon,
  timeWindowPickerView,
} from './timeWindowPickerView.ts'
import { type DropoffType, dropoffTypeForWindow } from './typeCodes.ts'

const MINUTE_MS = 60_000

/** The draft fields the picker's view reads, besides the trip. */
const TIME_FIELDS = [
  'pickupOption',
  'pickupType',
  'pickupDate',
  'pickupStart',
  'pickupEnd',
  'dropoffType',
  'dropoffDate',
  'dropoffStart',
  'dropoffEnd',
  'doSpecialTime',
  'isExpress',
] as const satisfies readonly (keyof OrderDraft)[]

/** The account settings the picker reads: an account change elsewhere (credit, cards) recomputes nothing. */
const ACCOUNT_FIELDS = [
  'isExpressEnabled',
  'expressMaxTime',
  'rushDistance',
  'localMinSpecialTime',
  'intercityMinSpecialTime',
  'skippedDays',
  'isSundayDeliveryEnabled',
] as const satisfies readonly (keyof TimeWindowPickerAccount)[]

const read = <T>(source: T | (() => T)): T => (typeof source === 'function' ? (source as () => T)() : source)

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]))

/**
 * The draft's trip: Rush reads the distance as measured (part 1 §5 'distance in km is not above rush_distance');
 * only the driving time is the rounded-up display figure (§9), as the express slots count whole minutes.
 */
function draftTrip(draft: OrderDraft): TimeWindowPickerTrip {
  const shown = tripEstimateDisplay({ durationSeconds: draft.duration, distanceMetres: draft.distance })
  return {
    intercity: draft.isIntercity,
    distanceKm: draft.distance > 0 ? draft.distance / 1000 : null,
    travelMinutes: shown.minutes,
  }
}

/**
 * Creates the time picker of the single-delivery form (part 1 §4 'Time type codes', §5 'Single delivery
 * checks', 'Pickup date and time rules'; part 2 §5.2): a store whose snapshot is the time section for the
 * draft's pickup date, and actions that turn a choice into draft actions. Every rule is the time engines';
 * the picker composes them. It recomputes only when its inputs change: the draft's time fields, the trip,
 * the account, the options, and `now` by the minute. It follows the draft, and `timeOptions` when that is a
 * store, only while subscribed to (the first subscriber starts, the last one's unsubscribe stops).
 *
 * @internal
 *
 * @example
 * ```ts
 * const picker = createTimeWindowPicker({ draft, account, now: Date.now, timeOptions: tripLookup })
 * picker.chooseDate(picker.getSnapshot().firstSelectableDate ?? '')
 * picker.getSnapshot().windows.filter((choice) => choice.visible)
 * ```
 */
export function createTimeWindowPicker(options: TimeWindowPickerOptions): TimeWindowPicker {
  const { draft, now } = options
  const timeZone = options.timeZone ?? DEFAULT_TIMEZONE
  const mode = options.mode ?? 'single'
  let trip: PickerTrip = { isIntercity: false, isEditing: false, distanceKm: null, travelMinutes: 0 }
  let horizon: PickerHorizon | undefined
  let horizonKey: readonly unknown[] = []
  let view: TimeWindowPickerState | undefined
  let viewKey: readonly unknown[] = []
  let preferredDropoff: number | null = null

  const evaluate = (): TimeWindowPickerState => {
    const at = now()
    const current = draft.getSnapshot()
    const account = read(options.account)
    const given = options.trip === undefined ? draftTrip(current) : read(options.trip)
    const { intercity: isIntercity, distanceKm, travelMinutes } = given
    trip = { isIntercity, isEditing: isServerEdit(current), distanceKm, travelMinutes }
    const source = options.timeOptions
    const timeOptions = typeof source === 'function' ? source() : source.getSnapshot().timeOptions
    const minute = Math.floor(at / MINUTE_MS)
    const settings = ACCOUNT_FIELDS.map((field) => account[field])
    const nextHorizonKey = [minute, timeOptions, ...settings, isIntercity, trip.isEditing, distanceKm]
    if (!horizon || !sameInputs(nextHorizonKey, horizonKey)) {
      horizon = pickerHorizon(at, timeZone, timeOptions, account, trip)
      horizonKey = nextHorizonKey
    }
    // `now` reaches the engines as its minute, the next minute (express) and the nearest one (minutesUntil).
    const exact = [Math.ceil(at / MINUTE_MS), Math.round(at / MINUTE_MS)]
    const fields = TIME_FIELDS.map((field) => current[field])
    const nextViewKey = [horizon, ...exact, travelMinutes, preferredDropoff, ...fields]
    if (!view || !sameInputs(nextViewKey, viewKey)) {
      const input = { now: at, timeZone, horizon, draft: current, account, trip, preferredDropoff, mode }
      view = timeWindowPickerView(input)
      viewKey = nextViewKey
    }
    return view
  }

  // The view's parts are kept as made (`evaluate` reuses them while their inputs are the same): the store publishes
  // those that changed. It follows the draft and a time options store, from the first subscriber to the last.
  const sources: Subscribable[] = [draft]
  if (typeof options.timeOptions !== 'function') sources.push(options.timeOptions)
  const store = derivedStore(sources, evaluate)
  const refresh = store.refresh
  /** The result of an action once the draft is written and the picker re-read. */
  const done = (ok: boolean) => {
    refresh()
    return ok
  }

  /** Writes the drop-off window chosen from the option of index `from` (null: no option, or none chosen). */
  const setDropoff = (
    from: number | null,
    window: TimeWindow | null,
    type: DropoffType | null,
    special = false,
  ) => {
    preferredDropoff = from
    draft.setSpecialTime(special)
    draft.setDropoffDate(window?.date ?? null)
    draft.setDropoffWindow(window?.start ?? null, window?.end ?? null)
    draft.setDropoffType(type)
  }
  const chooseWindow = (choice: PickupWindowChoice): boolean => {
    const window = pickupOptionWindow(choice.option)
    if (!choice.visible || choice.disabled !== null || window === null) return false
    if (choice.chosen && draft.getSnapshot().pickupType === choice.pickupType) return true
    draft.choosePickupOption(1)
    draft.setPickupType(choice.pickupType)
    draft.setPickupWindow(window.start, window.end)
    setDropoff(null, null, null)
    return done(true)
  }
  /** The type codes of the draft's choice at the new `now` (part 1 §4, §5 'Express', §9). */
  const replan = () => {
    const current = draft.getSnapshot()
    const { dropoffDate: date, dropoffStart: start, dropoffEnd: end } = current
    if (date === null || start === null || end === null || current.dropoffType === null) return
    const at = now()
    if (current.isExpress) {
      const dropoff = { date, start, end }
      const plan = expressPlan({ now: at, timeZone, dropoff, travelMinutes: trip.travelMinutes })
      if (plan.pickupType !== current.pickupType) draft.setPickupType(plan.pickupType)
      if (plan.dropoffType !== current.dropoffType) draft.setDropoffType(plan.dropoffType)
      return
    }
    const type = dropoffTypeForWindow({ now: at, timeZone, window: { date, start, end } })
    if (type !== current.dropoffType) draft.setDropoffType(type)
  }

  const picker: TimeWindowPicker = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    chooseDate(date) {
      const view = refresh()
      if (!view.dates.some((state) => state.date === date && state.selectable)) return false
      draft.setPickupDate(date)
      return done(true)
    },
    choosePickupOption(index) {
      const view = refresh()
      const window = view.windows.find((choice) => choice.index === index)
      if (window) return chooseWindow(window)
      if (view.rush.option?.index === index) return picker.chooseRush()
      if (view.express.option?.index !== index || !view.express.window?.available) return false
      return done(draft.choosePickupOption(2))
    },
    chooseExpressSlot(start, end = start + QUARTER_HOUR) {
      const window = refresh().express.window
      if (!window?.available || !window.slots.some((slot) => slot.start === start)) return false
      if (!expressEndSlots(window.latestEnd, start).includes(end)) return false
      const dropoff = { date: window.date, start, end }
      const plan = expressPlan({ now: now(), timeZone, dropoff, travelMinutes: trip.travelMinutes })
      const { pickup, pickupType, dropoffType } = plan
      const choice = { date: window.date, pickupStart: pickup.start, pickupEnd: pickup.end, pickupType }
      return done(draft.applyExpress({ ...choice, dropoffStart: start, dropoffEnd: end, dropoffType }))
    },
    chooseRush() {
      const { rush } = refresh()
      if (!rush.visible || rush.window === null) return false
      const { pickup, dropoff, pickupType, dropoffType } = rush.window
      draft.choosePickupOption(3)
      draft.setPickupType(pickupType)
      draft.setPickupWindow(pickup.start, pickup.end)
      setDropoff(null, dropoff, dropoffType)
      return done(true)
    },
    chooseDropoffOption(index) {
      const { dropoffs } = refresh()
      const { pickupDate, pickupEnd } = draft.getSnapshot()
      const option = dropoffs.options.find((state) => state.index === index)
      if (!option || option.disabled || pickupDate === null || pickupEnd === null) return false
      if (dropoffs.chosen === index) return true
      const window = option.special
        ? specialDropoffWindow(option.special, pickupDate, defaultSpecialPick(option.special))
        : standardDropoffWindow(option, pickupDate, pickupEnd)
      if (window === null) return false
      setDropoff(
        index,
        window,
        dropoffTypeForWindow({ now: now(), timeZone, window }),
        option.kind === 'special',
      )
      return done(true)
    },
    chooseSpecial(index, time, later = null) {
      const { dropoffs } = refresh()
      const { pickupDate } = draft.getSnapshot()
      const option = dropoffs.options.find((state) => state.index === index)
      if (!option?.special || option.disabled || pickupDate === null) return false
      const window = specialDropoffWindow(option.special, pickupDate, { time, later })
      if (window === null) return false
      setDropoff(index, window, dropoffTypeForWindow({ now: now(), timeZone, window }), true)
      return done(true)
    },
    tick() {
      refresh()
      replan()
      refresh()
    },
    destroy() {},
  }
  return picker
}
