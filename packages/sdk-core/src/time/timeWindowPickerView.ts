import { messages } from '../domain/messages.ts'
import type { TimeOption } from '../domain/timeOptions.ts'
import type { OrderDraft } from '../draft/types.ts'
import { type DropoffOptionState, dropoffOptionStates } from './dropoffOptions.ts'
import { expressEndSlots, expressWindow } from './express.ts'
import { type TimeContext, toLocal } from './localTime.ts'
import type { PickupDateState } from './pickupDates.ts'
import { rushWindow } from './rush.ts'
import { betweenLaterBounds } from './specialTimes.ts'
import { type DayTimeOptions, type PickupDayOption, timeOptionStates } from './timeOptionStates.ts'
import { chosenDropoff, pickupOptionWindow } from './timeWindowPickerChoices.ts'
import type {
  DropoffSection,
  ExpressSection,
  PickupWindowChoice,
  RushSection,
  TimeWindowPickerAccount,
  TimeWindowPickerState,
} from './timeWindowPickerTypes.ts'
import { checkWindows, type WindowProblems } from './windowRules.ts'

/** The trip as the picker reads it (internal). */
export interface PickerTrip {
  /** The trip is intercity. */
  readonly isIntercity: boolean
  /** An order already on the server is edited (`isServerEdit`). */
  readonly isEditing: boolean
  /** Trip distance in km, or null while unknown. */
  readonly distanceKm: number | null
  /** Driving time in whole minutes. */
  readonly travelMinutes: number
}

/** What does not depend on the draft's choice, computed once per minute (internal). */
export interface PickerHorizon {
  /** Today, 'YYYY-MM-DD'. */
  readonly today: string
  /** `timeOptionStates` of the horizon. */
  readonly days: readonly DayTimeOptions[]
  /** Each day's date state. */
  readonly dates: readonly PickupDateState[]
  /** The first date that can be chosen, or null. */
  readonly firstSelectableDate: string | null
}

/** What {@link timeWindowPickerView} reads (internal). */
export interface PickerViewInput extends TimeContext {
  /** The horizon at `now`. */
  readonly horizon: PickerHorizon
  /** The draft being written. */
  readonly draft: OrderDraft
  /** The account's time settings. */
  readonly account: TimeWindowPickerAccount
  /** The trip. */
  readonly trip: PickerTrip
  /** The drop-off option the user last chose, tried first when matching the draft's window. */
  readonly preferredDropoff: number | null
  /** Whose rules: the single form's, or the older shipment flow's (delivery windows only, the older minimums). */
  readonly mode: 'single' | 'shipment'
}

/** The horizon at `now`: `timeOptionStates` of the 14 days and their date states. */
export function pickerHorizon(
  now: number,
  timeZone: string,
  options: readonly TimeOption[],
  account: TimeWindowPickerAccount,
  trip: PickerTrip,
): PickerHorizon {
  const days = timeOptionStates({ ...account, ...trip, now, timeZone, options })
  const dates = days.map((day) => day.dateState)
  const firstSelectableDate = dates.find((state) => state.selectable)?.date ?? null
  return { today: toLocal(now, timeZone).date, days, dates, firstSelectableDate }
}

const NONE: readonly never[] = []
const NO_EXPRESS: ExpressSection = {
  option: null,
  visible: false,
  hidden: null,
  window: null,
  selected: false,
  chosen: null,
  endSlots: NONE,
}
const NO_RUSH: RushSection = {
  option: null,
  visible: false,
  hidden: null,
  window: null,
  selected: false,
  offered: false,
}
const NO_DROPOFFS: DropoffSection = { options: NONE, chosen: null, special: null }
const UNSET = { date: null, start: null, end: null } as const

/** The first option of a type on the day, a shown one first. */
const optionOfType = (day: DayTimeOptions, type: 2 | 3): PickupDayOption | null =>
  day.pickups.find((each) => each.option.type === type && each.visible) ??
  day.pickups.find((each) => each.option.type === type) ??
  null

function windowChoice(pickup: PickupDayOption, date: string, input: PickerViewInput): PickupWindowChoice {
  const { draft } = input
  const window = pickupOptionWindow(pickup.option)
  const chosen =
    window !== null &&
    draft.pickupOption === 1 &&
    draft.pickupStart === window.start &&
    draft.pickupEnd === window.end
  const check = () =>
    checkWindows({
      mode: input.mode,
      isExpress: false,
      pickupType: pickup.pickupType,
      dropoffType: 2,
      pickup: { date, start: window?.start ?? null, end: window?.end ?? null },
      dropoff: UNSET,
      now: input.now,
      timeZone: input.timeZone,
    }).pickupTime ?? null
  const disabled = pickup.visible ? check() : null
  return { ...pickup, disabled, chosen, offered: pickup.visible && disabled === null }
}

function expressSection(day: DayTimeOptions, input: PickerViewInput): ExpressSection {
  const { draft, trip } = input
  const option = optionOfType(day, 2)
  const hidden = option?.hidden ?? null
  const visible =
    option !== null && (hidden === null || hidden === 'expressEditing' || hidden === 'expressIntercity')
  if (!visible) return { ...NO_EXPRESS, option, hidden }
  const window = expressWindow({
    now: input.now,
    timeZone: input.timeZone,
    date: day.date,
    travelMinutes: trip.travelMinutes,
    expressMaxTime: input.account.expressMaxTime,
    isIntercity: trip.isIntercity,
    isEditing: trip.isEditing,
  })
  const { dropoffStart: start, dropoffEnd: end } = draft
  const slots = window.available ? window.slots : NONE
  const slot = slots.find((each) => each.start === start)
  const chosen =
    draft.isExpress && start !== null && end !== null
      ? { start, end, offered: slot !== undefined, red: slot?.red ?? false, premium: slot?.premium ?? false }
      : null
  const endSlots = chosen && window.available ? expressEndSlots(window.latestEnd, chosen.start) : NONE
  return { option, visible, hidden, window, selected: draft.pickupOption === 2, chosen, endSlots }
}

function rushSection(day: DayTimeOptions, input: PickerViewInput): RushSection {
  const option = optionOfType(day, 3)
  const visible = option?.visible ?? false
  const window = visible
    ? rushWindow({
        now: input.now,
        timeZone: input.timeZone,
        date: day.date,
        distanceKm: input.trip.distanceKm,
        rushDistance: input.account.rushDistance,
      })
    : null
  return {
    option,
    visible,
    hidden: option?.hidden ?? null,
    window,
    selected: input.draft.pickupOption === 3,
    offered: visible && window !== null,
  }
}

/**
 * The drop-off options of the chosen pickup: a delivery window's shared states from `timeOptionStates` while
 * the draft's pickup type is the one they assume; otherwise (Rush's real window, a loaded type) computed here.
 */
function dropoffOptionsOf(windows: readonly PickupWindowChoice[], rush: RushSection, input: PickerViewInput) {
  const { draft, account, trip } = input
  const pickup = draft.pickupOption === 1 ? windows.find((each) => each.chosen) : undefined
  const source = pickup ?? (draft.pickupOption === 3 ? rush.option : null)
  if (!source || draft.pickupEnd === null || draft.pickupType === null) return NONE
  if (pickup && draft.pickupType === pickup.pickupType) return pickup.dropoffs
  return dropoffOptionStates({
    options: source.dropoffs.map((state) => state.option),
    pickupLater: draft.pickupEnd,
    pickupType: draft.pickupType,
    isIntercity: trip.isIntercity,
    localMinSpecialTime: account.localMinSpecialTime,
    intercityMinSpecialTime: account.intercityMinSpecialTime,
  })
}

function dropoffSection(options: readonly DropoffOptionState[], input: PickerViewInput): DropoffSection {
  if (options.length === 0) return NO_DROPOFFS
  const chosen = chosenDropoff(options, input.draft, input.preferredDropoff)
  const bounds = options.find((state) => state.index === chosen?.index)?.special ?? null
  const special =
    chosen?.pick && bounds
      ? {
          index: chosen.index,
          bounds,
          time: chosen.pick.time,
          later: chosen.pick.later,
          laterBounds: betweenLaterBounds(bounds, chosen.pick.time),
        }
      : null
  return { options, chosen: chosen?.index ?? null, special }
}

function problemsOf(input: PickerViewInput): WindowProblems {
  const { draft } = input
  return checkWindows({
    mode: input.mode,
    isExpress: draft.isExpress,
    pickupType: draft.pickupType,
    dropoffType: draft.dropoffType,
    pickup: { date: draft.pickupDate, start: draft.pickupStart, end: draft.pickupEnd },
    dropoff: { date: draft.dropoffDate, start: draft.dropoffStart, end: draft.dropoffEnd },
    now: input.now,
    timeZone: input.timeZone,
  })
}

/**
 * The time section of the single-delivery form for the draft's pickup date (part 1 §4 'Time type codes', §5
 * 'Pickup date and time rules'; part 2 §5.2), composed from the time engines: the dates of the horizon, the
 * server's delivery windows with why each is hidden or disabled, Express (slots, or why not), Rush (the windows
 * it gives), the drop-off options of the chosen pickup and the time checks of the draft's choice, a chosen
 * delivery window or Rush no longer offered among them (under 'Pickup Time'), and whether no time is shown at all.
 */
export function timeWindowPickerView(input: PickerViewInput): TimeWindowPickerState {
  const { horizon, draft } = input
  const day = horizon.days.find((each) => each.date === draft.pickupDate)
  const base = {
    today: horizon.today,
    date: draft.pickupDate,
    dates: horizon.dates,
    firstSelectableDate: horizon.firstSelectableDate,
    dateState: day?.dateState ?? null,
  }
  const problems = problemsOf(input)
  if (!day?.dateState.selectable) {
    const none = { windows: NONE, express: NO_EXPRESS, rush: NO_RUSH, dropoffs: NO_DROPOFFS }
    return { ...base, ...none, problems, noTimes: false }
  }
  const windows = day.pickups
    .filter((pickup) => pickup.option.type === 1)
    .map((pickup) => windowChoice(pickup, day.date, input))
  // The older flow booked REGULAR windows only: no Express, no Rush.
  const older = input.mode === 'shipment'
  const rush = older ? NO_RUSH : rushSection(day, input)
  const express = older ? NO_EXPRESS : expressSection(day, input)
  const dropoffs = dropoffSection(dropoffOptionsOf(windows, rush, input), input)
  const noTimes = !windows.some((choice) => choice.visible) && !express.visible && !rush.visible
  const gone = windows.some((choice) => choice.chosen && !choice.offered) || (rush.selected && !rush.offered)
  const pickupTime = problems.pickupTime ?? (gone ? messages.timeNoLongerOffered : undefined)
  return { ...base, windows, express, rush, dropoffs, problems: { ...problems, pickupTime }, noTimes }
}
