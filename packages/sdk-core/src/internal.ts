/**
 * What only `@waybill/widgets` (and the reference portal, the benchmarks and the tests) use: the stores and view
 * rules behind the widgets' screens. Every name here is marked `@internal`: it is not part of the public API, has no
 * API report or reference page, and may change or go in any release. Integrators use the widgets, or the public
 * entries (`@waybill/sdk-core`, `/rules`, `/order`, `/batch`).
 *
 * @internal
 * @packageDocumentation
 */
export { photoProblem } from './api/photos.ts'
export {
  type BatchFormArea,
  type BatchFormSection,
  batchFormSections,
  batchSectionArea,
} from './batch/batchFormSections.ts'
export {
  type BatchRowCellErrors,
  type BatchRowCheck,
  batchChargeText,
  batchRowActions,
  batchRowCellErrors,
  batchRowChecked,
  batchRowPostal,
  batchRowStatus,
  batchRowToCheck,
  batchRowValues,
  editedBatchRow,
  hasCellErrors,
  rejectedRowLine,
  rowsToValidate,
} from './batch/batchRowsView.ts'
export {
  createMultiDeliveryList,
  type MultiDeliveryList,
  type MultiDeliveryListOptions,
  type MultiDeliveryListState,
} from './batch/multiDeliveryList.ts'
export { MULTI_DELIVERY_FILE_EXTENSIONS } from './batch/multiDeliveryRules.ts'
export { VALIDATE_CONCURRENCY } from './batch/validateAddresses.ts'
export {
  type CancelFlow,
  type CancelFlowOptions,
  type CancelFlowOrder,
  type CancelFlowPhase,
  type CancelFlowState,
  createCancelFlow,
} from './dashboard/cancelFlow.ts'
export { createDashboardList } from './dashboard/dashboardList.ts'
export type { DashboardListSettings, DashboardTab } from './dashboard/dashboardListSettings.ts'
export type {
  DashboardList,
  DashboardListOptions,
  DashboardListState,
} from './dashboard/dashboardListTypes.ts'
export { createLabelReminder, type LabelReminder } from './dashboard/labelReminder.ts'
export {
  createLabelRequest,
  type LabelRequest,
  type LabelRequestClose,
  type LabelRequestOptions,
  type LabelRequestPhase,
  type LabelRequestState,
  type LabelSize,
  labelDownloadModal,
  labelOrderOptions,
  labelSizeOptions,
  pickupTimeHint,
} from './dashboard/labelRequest.ts'
export {
  createLiveMap,
  DRIVERS_POLL_MS,
  LIVE_MAP_LOG,
  type LiveMap,
  type LiveMapOptions,
  type LiveMapState,
  POSITIONS_POLL_MS,
  type VisibilitySource,
} from './dashboard/liveMap.ts'
export {
  applyDriverReports,
  type DriverTracks,
  driversOf,
  type LiveMapDriver,
  type TrackedDriver,
} from './dashboard/liveMapDrivers.ts'
export {
  createOrderTracking,
  ORDER_TRACKING_LOG,
  type OrderTrackingOptions,
  type OrderTrackingPhase,
  type OrderTrackingState,
  type OrderTrackingStore,
} from './dashboard/orderTracking.ts'
export type { OrderTrackingView, TrackingMapPoint } from './dashboard/orderTrackingView.ts'
export { cardLabel } from './domain/cards.ts'
export {
  CONTACT_LABELS,
  contactAddressLine,
  contactInfoLines,
  contactUnitText,
  contactUse,
} from './domain/contact.ts'
export {
  DASHBOARD_PAGE_SIZES,
  dashboardDateColumn,
  isDashboardView,
  pageCount,
  statusFilterOptions,
} from './domain/dashboardRules.ts'
export { DEBOUNCE_MS } from './domain/debounces.ts'
export { deliveryTypeColumns } from './domain/deliveryTypes.ts'
export { canAddFavourite } from './domain/drivers.ts'
export { orderAddressLine } from './domain/formatUnit.ts'
export {
  createHintCounter,
  HINTS,
  type HintCounter,
  type HintDefinition,
  memoryCookieJar,
} from './domain/hintCounter.ts'
export { needsOnboarding } from './domain/onboarding.ts'
export {
  DROPOFF_ADDRESS_TYPE_LABELS,
  DROPOFF_ADDRESS_TYPES,
  DROPOFF_METHOD_LABELS,
  DROPOFF_METHODS,
  EXTRA_PREMIUM_OPTIONS,
  PREMIUM_OPTION_LABELS,
} from './domain/orderFormLabels.ts'
export {
  type BadgeTone,
  type CancelFormErrors,
  type CancelFormValues,
  cancelReasonOptions,
  DASHBOARD_STATUSES,
  type DashboardStatus,
  DEFAULT_CANCEL_REASON,
  dashboardStatus,
  initialCancelForm,
  validateCancelForm,
} from './domain/statusRules.ts'
export { isTrackingNotFound, TRACKING_NOT_FOUND_POLLS, TRACKING_POLL_MS } from './domain/tracking.ts'
export {
  contactsFor,
  dropoffMethodRule,
  isStoredPhoto,
  TEMPERATURE_OPTIONS,
  withPremiumOption,
} from './draft/draftRules.ts'
export { fromOrderRecord } from './draft/fromOrderRecord.ts'
export { isAbandonedEdit, pickupReadyNotice, saveDraft } from './draft/saveDraft.ts'
export { type LocationSideCheck, locationSideCheck } from './draft/sideCheck.ts'
export {
  deliveryKindOf,
  discardUnfinishedEdit,
  type UnfinishedEdit,
  unfinishedEdit,
} from './draft/unfinishedEdit.ts'
export { batchManySide } from './draft/validateBatch.ts'
export { PHOTO_FILE_ACCEPT, VIN_LENGTH } from './draft/validateDraft.ts'
export { createWidgetClient } from './embed/widgetClient.ts'
export {
  createWidgetOrder,
  PROXY_API_CODE,
  type WidgetOrder,
  type WidgetOrderOptions,
  type WidgetOrderState,
  type WidgetQuote,
} from './embed/widgetOrder.ts'
export { createWidgetSession, type WidgetSessionOptions } from './embed/widgetSession.ts'
export {
  type AccountDetailsErrors,
  type AccountDetailsValues,
  accountDetailsValues,
  isAccountDetailsValid,
  toPickupAddress,
  validateAccountDetails,
} from './forms/accountDetailsForm.ts'
export {
  type AccountFormErrors,
  type AccountFormValues,
  accountFormValues,
  isAccountFormValid,
  toAccountUpdate,
  validateAccountForm,
} from './forms/accountForm.ts'
export {
  type BatchRowErrors,
  type BatchRowValues,
  isBatchRowValid,
  parsePackageCount,
  toBatchRowUpdate,
  validateBatchRow,
} from './forms/batchRowForm.ts'
export {
  type CardErrors,
  type CardFormMode,
  type CardValues,
  formatCardNumber,
  isCardValid,
  stripCardNumber,
  toCardDetails,
  toCardUpdate,
  validateCard,
} from './forms/cardForm.ts'
export {
  type ContactForm,
  type ContactFormMessages,
  type ContactFormState,
  type ContactFormValues,
  type ContactLocatedField,
  type ContactSpot,
  type ContactTextField,
  type ContactZoneCheck,
  createContactForm,
} from './forms/contactForm.ts'
export {
  type ForgotPasswordErrors,
  type ForgotPasswordStep,
  type ForgotPasswordValues,
  isForgotPasswordValid,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  toResetPasswordInput,
  toVerifyOtpInput,
  validateForgotPassword,
} from './forms/forgotPasswordForm.ts'
export {
  createPartyBlockForm,
  type PartyBlockCheck,
  type PartyBlockField,
  type PartyBlockForm,
  type PartyBlockFormOptions,
  type PartyBlockFormState,
  type PartyBlockLocatedField,
  type PartyBlockMessages,
  type PartyBlockRefusal,
} from './forms/partyBlockForm.ts'
export {
  isPartyComplete,
  isPartyValid,
  type PartyErrors,
  type PartyFormMode,
  type PartyValues,
  partyAddress,
  partyBlockMessage,
  pickupOrDropoffText,
  toNewContact,
  validateParty,
  w3wAddress,
  w3wWords,
} from './forms/partyForm.ts'
export { hasCoordinates, toMobileNumber } from './forms/patterns.ts'
export {
  DEFAULT_PICKUP_DAY,
  isPickupHoursValid,
  PICKUP_HOURS_STEP,
  type PickupDayValues,
  type PickupHoursErrors,
  type PickupHoursValues,
  pickupHourOptions,
  pickupHoursValues,
  toPickupHours,
  validatePickupHours,
  weekdayLabel,
} from './forms/pickupHoursForm.ts'
export {
  isSignUpValid,
  type SignUpErrors,
  type SignUpValues,
  toSignUpInput,
  validateSignUp,
} from './forms/signUpForm.ts'
export { createLoadable, type Loadable, type LoadableState } from './loadable.ts'
export {
  checkPortalConfigFile,
  loadPortalConfig,
  type PortalConfig,
  type PortalConfigDefaults,
} from './portal/portalConfig.ts'
export { type SizeWeightChoice, sizeWeightChoices } from './pricing/sizeWeightChoices.ts'
export { type TripEstimateDisplay, tripEstimateDisplay } from './pricing/tripEstimate.ts'
export { isLoginValid, type LoginErrors, type LoginValues, validateLogin } from './session/loginForm.ts'
export { OLDER_PREMIUM_OPTIONS } from './shipment/olderShipmentDraft.ts'
export { deliveryName } from './summary/summaryTexts.ts'
export type { AccountTimePickerOptions, TimePickerDateAccount } from './time/accountTimePicker.ts'
export {
  BATCH_DAY_END_MINUTE,
  BATCH_DAY_START_MINUTE,
  type BatchStartsInput,
  type BatchTimePicker,
  type BatchTimePickerAccount,
  type BatchTimePickerOptions,
  type BatchTimePickerState,
  batchDropoffStarts,
  batchPickupStarts,
  batchWindowEnds,
  createBatchTimePicker,
} from './time/batchTimePicker.ts'
export { type ExpressPlan, type ExpressPlanInput, expressEndSlots, expressPlan } from './time/express.ts'
export { firstSelectablePickupDate, PICKUP_HORIZON_DAYS, pickupDateState } from './time/pickupDates.ts'
export { visiblePickupOptions } from './time/pickupOptions.ts'
export { pickupOptionTimes } from './time/pickupOptionTimes.ts'
export { type RushBlock, rushBlock } from './time/rush.ts'
export {
  betweenLaterBounds,
  SPECIAL_STEP,
  type SpecialTimeInput,
  specialTimeBounds,
  specialTimesPossible,
} from './time/specialTimes.ts'
export { createTimeWindowPicker } from './time/timeWindowPicker.ts'
export type {
  DropoffSection,
  ExpressSection,
  ExpressSlotChoice,
  PickupWindowChoice,
  RushSection,
  SpecialChoice,
  TimeOptionsSource,
  TimeWindowPicker,
  TimeWindowPickerAccount,
  TimeWindowPickerOptions,
  TimeWindowPickerState,
  TimeWindowPickerTrip,
} from './time/timeWindowPickerTypes.ts'
export {
  createValetTimePicker,
  type ValetTimePicker,
  type ValetTimePickerAccount,
  type ValetTimePickerOptions,
  type ValetTimePickerState,
} from './time/valetTimePicker.ts'
export {
  type ValetPickupBounds,
  type ValetPickupInput,
  type ValetPlan,
  type ValetPlanInput,
  type ValetSlot,
  valetEndSlots,
  valetPickupBounds,
  valetPlan,
} from './time/valetWindow.ts'
