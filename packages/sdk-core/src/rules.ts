/**
 * The rules of ordering as pure functions, data in and data out, table-tested against the spec: money and prices,
 * local time and the pickup and drop-off windows, order statuses and what each allows, the checks of an order
 * draft and of the fields of a form, and the submission a draft becomes. No call, no store, no clock of their own:
 * the time and the account come in as arguments.
 *
 * @example
 * ```ts
 * import { canCancel, formatCents, OrderStatus, pickupTypeForDate, toLocal } from '@waybill/sdk-core/rules'
 *
 * console.info(formatCents(123_456)) // '$1,234.56'
 * console.info(canCancel(OrderStatus.Accepted, 3)) // true: an accepted order, in the active view
 * console.info(toLocal(Date.UTC(2026, 6, 15, 18), 'America/Edmonton').minute) // 720: noon in Edmonton
 * // Every time rule reads `now` and `timeZone` from its input (TimeContext).
 * const at = { now: Date.now(), timeZone: 'America/Edmonton' }
 * console.info(pickupTypeForDate({ ...at, date: '2026-12-24' })) // 3 if that is today in Edmonton, else 2
 * ```
 *
 * @packageDocumentation
 */
export { MAX_FIELD_LENGTH } from './api/wire/fieldLimits.ts'
export {
  CANCELLABLE_STATUSES,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type OrderStatusCode,
} from './domain/orderStatus.ts'
export {
  canCancel,
  canEdit,
  canPrintLabel,
  canRepost,
  canSelect,
  isOrderStatusCode,
  type OrderActions,
  orderActions,
  showsCancelFee,
  showsLabelReminder,
} from './domain/statusRules.ts'
export {
  FINAL_TRACKING_STATUSES,
  isFinalTrackingStatus,
  isTrackingUuid,
  TRACKING_ROUTE,
  trackingPath,
} from './domain/tracking.ts'
export type { DroppedPhoto, PartySide } from './draft/draftRules.ts'
export type { ExpressChoice } from './draft/draftTimes.ts'
export { type SubmissionContext, toOrderSubmission } from './draft/toOrderSubmission.ts'
export type { BatchKind, DeliveryKind, DraftParty, DraftPhoto, OrderDraft } from './draft/types.ts'
export {
  type DraftSection,
  type DraftSectionKey,
  type DraftValidation,
  type DraftValidationContext,
  type DraftValidationMode,
  validateDraft,
} from './draft/validateDraft.ts'
export { isCanadianPhone, isMobileNumber, isPostalCode } from './forms/patterns.ts'
export {
  checkInsuranceValue,
  INSURANCE_PREMIUM_PERCENT,
  INSURANCE_VALUE_STEP,
  type InsuranceValueIssue,
  insurancePremiumCents,
  isValidInsuranceValue,
  normaliseInsuranceValue,
} from './pricing/insurance.ts'
export { centsToDollars, dollarsToCents, formatCents } from './pricing/money.ts'
export {
  availableCredit,
  type OrderTotal,
  orderTotal,
  type PriceBreakdown,
  type PriceDiscrepancy,
  type PriceLine,
  priceBreakdown,
  taxesCents,
} from './pricing/priceBreakdown.ts'
export {
  PREMIUM_FEE_FIELDS,
  PRICE_LINE_LABELS,
  type PremiumFeeField,
  type PriceLineKey,
} from './pricing/priceLabels.ts'
export { isValidEmail } from './session/loginForm.ts'
export {
  type DropoffDisabled,
  type DropoffOptionKind,
  type DropoffOptionState,
  type DropoffOptionsInput,
  dropoffOptionStates,
} from './time/dropoffOptions.ts'
export {
  type ExpressBlock,
  type ExpressInput,
  type ExpressSlot,
  type ExpressWindow,
  expressWindow,
} from './time/express.ts'
export {
  addDays,
  DEFAULT_TIMEZONE,
  formatClock,
  type LocalMoment,
  minutesUntil,
  parseClock,
  type TimeContext,
  toEpoch,
  toLocal,
} from './time/localTime.ts'
export {
  type PickupDateBlock,
  type PickupDateInput,
  type PickupDateKind,
  type PickupDateState,
  pickupDateStates,
} from './time/pickupDates.ts'
export {
  type PickupOptionHidden,
  type PickupOptionState,
  type PickupOptionsInput,
  type PickupOptionTrip,
  pickupOptionStates,
} from './time/pickupOptions.ts'
export { type RushInput, type RushWindow, rushWindow } from './time/rush.ts'
export type { SpecialTimeBounds, SpecialVariant } from './time/specialTimes.ts'
export {
  type DayTimeOptions,
  type PickupDayOption,
  type TimeOptionStatesInput,
  timeOptionStates,
} from './time/timeOptionStates.ts'
export type { TimeWindow } from './time/timeWindow.ts'
export {
  type DropoffType,
  dropoffTypeForWindow,
  type PickupType,
  pickupTypeForDate,
  type ValetTypeInput,
  valetTypeCodes,
} from './time/typeCodes.ts'
export {
  checkWindows,
  WINDOW_MINIMUMS,
  type WindowCheck,
  type WindowInput,
  type WindowLengthCheck,
  type WindowMode,
  type WindowProblems,
  windowLengthProblem,
} from './time/windowRules.ts'
