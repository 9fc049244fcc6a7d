import type { PickupOptionType } from '../domain/timeOptions.ts'
import { type DropoffType, type PickupType, pickupTypeOn } from '../time/typeCodes.ts'
import { isServerEdit, TEMPERATURE_OPTIONS } from './draftRules.ts'
import type { OrderDraft } from './types.ts'

/** The fields of a draft a change writes; the time transitions below return one. */
export type DraftPatch = Partial<{ -readonly [K in keyof OrderDraft]: OrderDraft[K] }>

/** The pickup and drop-off windows with their types and the special flag, all unset. */
const NO_WINDOWS = {
  pickupStart: null,
  pickupEnd: null,
  dropoffType: null,
  dropoffStart: null,
  dropoffEnd: null,
  doSpecialTime: false,
  isExpress: false,
} as const satisfies DraftPatch

/** Every time choice unset: option, types, dates, windows, special flag and express. */
export const NO_TIMES = {
  ...NO_WINDOWS,
  pickupOption: null,
  pickupType: null,
  pickupDate: null,
  dropoffDate: null,
} as const satisfies DraftPatch

/**
 * Express may be chosen: not for an edit of an order already on the server ({@link isServerEdit}) nor for an
 * intercity trip (part 1 §5 'Express'; part 2 §4.2). A repost, and an order-list entry reopened before it was
 * submitted, may be express.
 */
export function isExpressAllowed(draft: OrderDraft): boolean {
  return !isServerEdit(draft) && !draft.isIntercity
}

/**
 * A new pickup date (part 1 §4 'Time type codes'): the pickup type follows whether it is today, and what was chosen
 * for the old date (option, windows, drop-off date and window, special time, express) is cleared. The same date
 * changes nothing.
 */
export function withPickupDate(draft: OrderDraft, date: string | null, today: string): DraftPatch {
  if (date === draft.pickupDate) return {}
  return {
    ...NO_TIMES,
    pickupDate: date,
    pickupType: date === null ? null : pickupTypeOn(date, today),
  }
}

const typeOfOption = (
  option: PickupOptionType | null,
  draft: OrderDraft,
  today: string,
): PickupType | null => {
  if (option === 1) return 2
  if (option === 3) return 3
  return draft.pickupDate === null ? null : pickupTypeOn(draft.pickupDate, today)
}

/**
 * A pickup option chosen (part 1 §4 'Pickup time options'): 1 Your Delivery Windows sets pickup type 2, 3 Rush
 * type 3, 2 Express keeps the date's type until {@link withExpress} applies a window. Windows chosen under another
 * option are cleared; the dates stay. Undefined when refused: Express for an edit or an intercity trip.
 */
export function withPickupOption(
  draft: OrderDraft,
  option: PickupOptionType | null,
  today: string,
): DraftPatch | undefined {
  if (option === 2 && !isExpressAllowed(draft)) return undefined
  if (option === draft.pickupOption) return {}
  return { ...NO_WINDOWS, pickupOption: option, pickupType: typeOfOption(option, draft, today) }
}

/** An express choice the time engine computed (part 1 §5 'Express'): the windows and their type codes. */
export interface ExpressChoice {
  /** The day, 'YYYY-MM-DD'; the draft's pickup date, else today, when absent. */
  readonly date?: string
  /** Pickup window start, minute of the day. */
  readonly pickupStart: number
  /** Pickup window end, minute of the day. */
  readonly pickupEnd: number
  /** Drop-off window start, minute of the day. */
  readonly dropoffStart: number
  /** Drop-off window end, minute of the day. */
  readonly dropoffEnd: number
  /** 3 when the drop-off is within 30 minutes of now, else 2 (part 1 §5). */
  readonly pickupType: PickupType
  /** 5 when the window ends under 180 minutes from now, else 2 (part 1 §4). */
  readonly dropoffType: DropoffType
}

/**
 * An express choice applied (part 1 §4, §5 'Express'): option 2, both windows and types, the same day for pickup
 * and drop-off, isExpress. Undefined when refused: an edit or an intercity trip.
 */
export function withExpress(draft: OrderDraft, choice: ExpressChoice, today: string): DraftPatch | undefined {
  if (!isExpressAllowed(draft)) return undefined
  const date = choice.date ?? draft.pickupDate ?? today
  return {
    pickupOption: 2,
    isExpress: true,
    doSpecialTime: false,
    pickupDate: date,
    pickupStart: choice.pickupStart,
    pickupEnd: choice.pickupEnd,
    pickupType: choice.pickupType,
    dropoffDate: date,
    dropoffStart: choice.dropoffStart,
    dropoffEnd: choice.dropoffEnd,
    dropoffType: choice.dropoffType,
  }
}

/** Express left: no option, no windows, the pickup type back to the date's. Nothing when it was not express. */
export function withoutExpress(draft: OrderDraft, today: string): DraftPatch {
  if (!draft.isExpress && draft.pickupOption !== 2) return {}
  return { ...NO_WINDOWS, pickupOption: null, pickupType: typeOfOption(null, draft, today) }
}

/**
 * The server's intercity answer (part 1 §4 'Other rules'; part 2 §4.4): when it changes, every date, window,
 * option and express choice is cleared, and turning local unticks the temperature options, which are offered for
 * intercity only.
 */
export function withIntercity(draft: OrderDraft, isIntercity: boolean): DraftPatch {
  if (isIntercity === draft.isIntercity) return {}
  const premiumOptions = { ...draft.premiumOptions }
  if (!isIntercity) for (const option of TEMPERATURE_OPTIONS) premiumOptions[option] = false
  return { ...NO_TIMES, isIntercity, premiumOptions }
}
