/**
 * Waybill's headless SDK: the typed client of the courier API, the session, and the rules of ordering.
 * Runs in browsers and in Node 22 or newer.
 *
 * @example
 * ```ts
 * import { createClient } from '@waybill/sdk-core'
 *
 * // The sandbox (`npm start`) answers on port 4317 and prints its demo login at start.
 * const client = createClient({ baseUrl: 'http://127.0.0.1:4317' })
 * const apiCode = await client.auth.login({
 *   email: process.env.WAYBILL_EMAIL ?? '',
 *   password: process.env.WAYBILL_PASSWORD ?? '',
 * })
 * const account = await client.account.companyInfo(apiCode)
 * const sizes = await client.catalog.sizeCategories()
 * console.info(account.businessName, sizes.length) // 'Prairie Parcel Co.' 6
 * ```
 *
 * @packageDocumentation
 */
export type { AccountApi } from './api/account.ts'
export type { AuthApi, Credentials } from './api/auth.ts'
export type { BatchApi } from './api/batch.ts'
export type { CardsApi } from './api/cards.ts'
export type { CatalogApi } from './api/catalog.ts'
export type { ContactsApi } from './api/contacts.ts'
export type { DashboardApi } from './api/dashboard.ts'
export type { FleetApi } from './api/fleet.ts'
export type { GeoApi } from './api/geo.ts'
export type { LabelsApi } from './api/labels.ts'
export { addressWithoutUnit, parseUnit } from './api/orderRecord.ts'
export { ON_HOLD_LIMIT, type OrdersApi } from './api/orders.ts'
export { PHOTO_MAX_BYTES, type PhotosApi, photoProblem, type UploadedPhoto } from './api/photos.ts'
export type { TrackingApi } from './api/tracking.ts'
export type { VersionApi } from './api/version.ts'
export { WEEKDAYS } from './api/wire/account.ts'
export { MAX_FIELD_LENGTH } from './api/wire/fieldLimits.ts'
export { DEFAULT_BRAND, DEFAULT_PRODUCT } from './api/wire/names.ts'
export type { ApiBaseUrlSetting, PortalConfigFile } from './api/wire/portalConfig.ts'
export { BUILD_VERSION } from './api/wire/version.ts'
export {
  type BatchFormArea,
  type BatchFormSection,
  batchFormSections,
  batchSectionArea,
} from './batch/batchFormSections.ts'
export { batchFormErrors, batchOrders, batchRowName, canPayBatch } from './batch/batchOrder.ts'
export {
  BATCH_ESTIMATE_CONCURRENCY,
  type EstimateBatchOrdersOptions,
  type EstimateBatchOrdersResult,
  estimateBatchOrders,
} from './batch/batchOrderEstimate.ts'
export {
  type BatchRowCellErrors,
  type BatchRowCheck,
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
export { createBatchList, mayBeBooked } from './batch/batchState.ts'
export type {
  BatchAddressCheck,
  BatchList,
  BatchListOptions,
  BatchListRow,
  BatchListState,
  BatchRowSend,
  BatchSendOutcome,
  BatchSendRoute,
  BatchSendState,
} from './batch/batchStateTypes.ts'
export { createBatchSubmit } from './batch/batchSubmit.ts'
export { findOrderIds } from './batch/batchSubmitLabels.ts'
export { BATCH_SEND_RETRY, type BatchSendRetry } from './batch/batchSubmitSend.ts'
export type {
  BatchEstimateStatus,
  BatchRowPrice,
  BatchSubmit,
  BatchSubmitOptions,
  BatchSubmitState,
  BatchSubmitStatus,
} from './batch/batchSubmitTypes.ts'
export {
  BATCH_TEMPLATE_TYPES,
  type BatchTemplateFile,
  type BatchTemplateFormat,
  type BatchTemplateOptions,
  batchTemplate,
} from './batch/batchTemplate.ts'
export {
  createMultiDeliveryList,
  type MultiDeliveryList,
  type MultiDeliveryListOptions,
  type MultiDeliveryListState,
} from './batch/multiDeliveryList.ts'
export {
  isMultiDeliveryFileName,
  MULTI_DELIVERY_FILE_EXTENSIONS,
  MULTI_DELIVERY_PAGE_SIZE,
  type MultiDeliveryPage,
  multiDeliveryPage,
} from './batch/multiDeliveryRules.ts'
export { BatchFileError, type BatchFileErrorCode } from './batch/parse/batchFileError.ts'
export {
  type BatchFileReader,
  type BatchWorkerOptions,
  type BatchWorkerPort,
  createBatchFileReader,
  serveBatchFiles,
} from './batch/parse/batchFileWorker.ts'
export { emptyBatchFileMessage } from './batch/parse/emptyBatchFile.ts'
export {
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_ROWS,
  BATCH_XLSX_MAX_UNZIPPED_BYTES,
} from './batch/parse/limits.ts'
export { parseBatchFile } from './batch/parse/parseBatchFile.ts'
export { readSpreadsheetCells } from './batch/parse/readSpreadsheetCells.ts'
export { rejectedRowsCsv } from './batch/parse/rejectedRowsCsv.ts'
export type {
  BatchFileFormat,
  BatchFileInput,
  BatchParseCounts,
  BatchParseOptions,
  BatchParsePage,
  BatchParseResult,
  BatchTextEncoding,
  KeptBatchRow,
  RejectedBatchRow,
  SpreadsheetCells,
} from './batch/parse/types.ts'
export {
  mergeAddressValidation,
  type RowValidation,
  rowValidationHint,
  VALIDATE_CONCURRENCY,
  VALIDATE_RATE_LIMIT_BACKOFF,
  type ValidateAddressesOptions,
  type ValidateAddressesProgress,
  type ValidateAddressesResult,
  validateAddresses,
} from './batch/validateAddresses.ts'
export { createClient, type WaybillClient } from './client.ts'
export { type ClientConfig, type Clock, consoleLogger, type Logger, systemClock } from './config.ts'
export {
  type CancelFlow,
  type CancelFlowOptions,
  type CancelFlowOrder,
  type CancelFlowPhase,
  type CancelFlowState,
  createCancelFlow,
} from './dashboard/cancelFlow.ts'
export { createDashboardList, DASHBOARD_COUNT_LOG } from './dashboard/dashboardList.ts'
export {
  DASHBOARD_LIST_KEY,
  DASHBOARD_SEARCH_DEBOUNCE_MS,
  DASHBOARD_TAB_VIEWS,
  type DashboardListSettings,
  type DashboardTab,
  DEFAULT_DASHBOARD_VIEW,
  dashboardTabs,
} from './dashboard/dashboardListSettings.ts'
export type {
  DashboardList,
  DashboardListOptions,
  DashboardListState,
} from './dashboard/dashboardListTypes.ts'
export { distanceMetres, EARTH_RADIUS_METRES } from './dashboard/geoDistance.ts'
export {
  createLabelReminder,
  LABEL_REMINDER_COOKIE,
  LABEL_REMINDER_DAYS,
  type LabelReminder,
} from './dashboard/labelReminder.ts'
export {
  createLabelRequest,
  LABEL_TIMES_LOG,
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
  DRIVER_JUMP_CONFIRMATIONS,
  DRIVER_JUMP_METRES,
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
export {
  type OrderTrackingView,
  orderTrackingView,
  type TrackingMapPoint,
  trackingDocumentTitle,
  trackingMapZoom,
  trackingStaleNotice,
  trackingTimeText,
} from './dashboard/orderTrackingView.ts'
export type {
  Account,
  AccountUpdate,
  LatLng,
  PickupAddress,
  PickupDayHours,
  PickupHours,
  Region,
  SavedCard,
  SizeCategory,
  SkippedDays,
  Weekday,
  WeightCategory,
} from './domain/account.ts'
export {
  type ResetPasswordInput,
  type SignedUpUser,
  type SignUpInput,
  type SplitName,
  splitFullName,
  type VerifyOtpInput,
} from './domain/auth.ts'
export type {
  AddressValidation,
  BatchRow,
  InvalidAddress,
  MultiDelivery,
  ValidAddress,
} from './domain/batch.ts'
export { type CardDetails, type CardUpdate, cardLabel } from './domain/cards.ts'
export {
  CONTACT_LABELS,
  type Contact,
  contactAddressLine,
  contactInfoLines,
  contactUnitText,
  contactUse,
  type NewContact,
} from './domain/contact.ts'
export {
  clampPageIndex,
  DASHBOARD_PAGE_SIZES,
  DASHBOARD_STATUS_FILTERS,
  type DashboardDateColumn,
  type DashboardPageSize,
  DEFAULT_DASHBOARD_PAGE_SIZE,
  dashboardDateColumn,
  isDashboardPageSize,
  isDashboardStatusFilter,
  isDashboardView,
  normalisePageSize,
  pageCount,
  pageRangeText,
  pageStart,
  type StatusFilterOption,
  statusFilterOptions,
} from './domain/dashboardRules.ts'
export { DEBOUNCE_MS } from './domain/debounces.ts'
export {
  createDeliveryType,
  type DeliveryTypeChoice,
  type DeliveryTypeColumn,
  type DeliveryTypeOptions,
  type DeliveryTypeScreen,
  type DeliveryTypeState,
  type DeliveryTypeStore,
  deliveryTypeColumns,
} from './domain/deliveryTypes.ts'
export { canAddFavourite, type Driver, type FleetDriver } from './domain/drivers.ts'
export { addressWithUnit, formatUnit, orderAddressLine } from './domain/formatUnit.ts'
export type {
  AddressSuggestion,
  GeocodedAddress,
  GeocodeQuery,
  ServiceCheck,
  TripEstimate,
  W3wSuggestion,
  Zone,
} from './domain/geo.ts'
export {
  type CookieJar,
  createHintCounter,
  HINT_COOKIE_DAYS,
  HINTS,
  type HintCounter,
  type HintDefinition,
  memoryCookieJar,
} from './domain/hintCounter.ts'
export type { LabelSortOrder, OrderedLabelsOptions } from './domain/labels.ts'
export { fillNames, fillText, type MessageKey, messages } from './domain/messages.ts'
export { needsOnboarding } from './domain/onboarding.ts'
export type {
  DropOffAddressType,
  DropoffMethod,
  OnHoldOrderUpdate,
  OrderParty,
  OrderSubmission,
  PackageLine,
  PremiumOptions,
  ValetDetails,
} from './domain/order.ts'
export {
  DROPOFF_ADDRESS_TYPE_LABELS,
  DROPOFF_ADDRESS_TYPES,
  DROPOFF_METHOD_LABELS,
  DROPOFF_METHODS,
  EXTRA_PREMIUM_OPTIONS,
  PREMIUM_OPTION_LABELS,
} from './domain/orderFormLabels.ts'
export type { Order, OrderDriver, OrderPlace } from './domain/orderRecord.ts'
export type {
  CancelResult,
  DashboardPage,
  DashboardQuery,
  OnHoldResult,
  OnlineDriver,
  OrderPosition,
  PositionDriver,
  PrepayResult,
} from './domain/orderResults.ts'
export {
  CANCEL_REASONS,
  CANCELLABLE_STATUSES,
  type CancelReasonId,
  type DashboardStatusFilter,
  type DashboardView,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type OrderStatusCode,
} from './domain/orderStatus.ts'
export type { PremiumFeeDetail, PriceEstimate } from './domain/price.ts'
export {
  type BadgeTone,
  type CancelFormErrors,
  type CancelFormValues,
  canCancel,
  cancelReasonOptions,
  canEdit,
  canPrintLabel,
  canRepost,
  canSelect,
  DASHBOARD_STATUSES,
  type DashboardStatus,
  DEFAULT_CANCEL_REASON,
  dashboardStatus,
  initialCancelForm,
  isOrderStatusCode,
  type OrderActions,
  orderActions,
  showsCancelFee,
  showsLabelReminder,
  validateCancelForm,
} from './domain/statusRules.ts'
export type {
  DropoffTimeOption,
  PickupOptionType,
  PickupTimeOption,
  TimeOption,
} from './domain/timeOptions.ts'
export {
  FINAL_TRACKING_STATUSES,
  isFinalTrackingStatus,
  isTrackingNotFound,
  isTrackingUuid,
  type OrderTracking,
  TRACKING_NOT_FOUND_POLLS,
  TRACKING_POLL_MS,
  TRACKING_ROUTE,
  type TrackingDriver,
  type TrackingDropoff,
  type TrackingPickup,
  trackingPath,
} from './domain/tracking.ts'
export type { VersionInfo } from './domain/version.ts'
export {
  contactsFor,
  type DropoffMethodRule,
  type DroppedPhoto,
  dropoffMethodRule,
  isAcceptedPhotoType,
  isPackageCount,
  isServerEdit,
  isStoredPhoto,
  type PartySide,
  partyFromContact,
  TEMPERATURE_OPTIONS,
  toggleLine,
  withLinePackages,
  withPremiumOption,
  withW3w,
} from './draft/draftRules.ts'
export { draftSchema } from './draft/draftSchema.ts'
export {
  type DraftPatch,
  type ExpressChoice,
  isExpressAllowed,
  NO_TIMES,
  withExpress,
  withIntercity,
  withoutExpress,
  withPickupDate,
  withPickupOption,
} from './draft/draftTimes.ts'
export {
  createEmptyDraft,
  EMPTY_PARTY,
  type EmptyDraftOptions,
  NO_PREMIUM_OPTIONS,
  VALET_SIZE_INDEX,
  VALET_WEIGHT_INDEX,
  valetDefaultPackages,
} from './draft/emptyDraft.ts'
export {
  type DescriptionNote,
  type FromOrderRecordOptions,
  fromOrderRecord,
  parseDescriptionNote,
  type RecordDraftPurpose,
  splitReferenceName,
} from './draft/fromOrderRecord.ts'
export {
  createOrderDraft,
  type DraftDefaults,
  type DraftStart,
  draftStorageKey,
  type OrderDraftOptions,
  type OrderDraftStore,
  type PartyPatch,
  type PhotosResult,
} from './draft/orderDraft.ts'
export {
  createOrderList,
  type OrderList,
  type OrderListOptions,
  type OrderListState,
} from './draft/orderList.ts'
export { isAbandonedEdit, pickupReadyNotice, type SaveDestination, saveDraft } from './draft/saveDraft.ts'
export { type LocationSideCheck, locationSideCheck } from './draft/sideCheck.ts'
export { type BatchSubmissionContext, toBatchOrderSubmission } from './draft/toBatchOrderSubmission.ts'
export {
  allowedDriverChoices,
  DESCRIPTION_NOTE_LABELS,
  type DriverChoices,
  isOnHoldOrder,
  REFERENCE_NAME_SUFFIX,
  referenceName,
  type SubmissionContext,
  toOrderSubmission,
  uploadedPhotoUrls,
} from './draft/toOrderSubmission.ts'
export {
  createTripLookup,
  TRIP_LOOKUP_LOG,
  type TripLookup,
  type TripLookupOptions,
  type TripLookupState,
  type TripLookupStatus,
} from './draft/tripLookup.ts'
export type { BatchKind, DeliveryKind, DraftParty, DraftPhoto, OrderDraft } from './draft/types.ts'
export {
  deliveryKindOf,
  discardUnfinishedEdit,
  type UnfinishedEdit,
  unfinishedEdit,
} from './draft/unfinishedEdit.ts'
export {
  BATCH_PHONE_PATTERN,
  type BatchSection,
  type BatchSectionKey,
  type BatchValidation,
  type BatchValidationContext,
  batchManySide,
  isBatchPhone,
  validateBatch,
} from './draft/validateBatch.ts'
export {
  type DraftSection,
  type DraftSectionKey,
  type DraftValidation,
  type DraftValidationContext,
  type DraftValidationMode,
  PHOTO_FILE_ACCEPT,
  PHOTO_FILE_EXTENSIONS,
  VIN_LENGTH,
  validateDraft,
} from './draft/validateDraft.ts'
export { createWidgetClient } from './embed/widgetClient.ts'
export {
  createWidgetOrder,
  PROXY_API_CODE,
  type WidgetOrder,
  type WidgetOrderOptions,
  type WidgetOrderState,
  type WidgetPickup,
  type WidgetQuote,
  widgetPickupParty,
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
export {
  hasCoordinates,
  isCanadianPhone,
  isEmailList,
  isMobileNumber,
  isPhoneList,
  isPostalCode,
  splitList,
  toMobileNumber,
} from './forms/patterns.ts'
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
export {
  ApiError,
  ContractError,
  NetworkError,
  TimeoutError,
  ValidationError,
  type ValidationIssue,
  WaybillError,
} from './http/errors.ts'
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './http/retryPolicy.ts'
export { createLoadable, type Loadable, type LoadableState } from './loadable.ts'
export { apiBaseUrlFor, isLoopbackHost } from './portal/apiBaseUrlFor.ts'
export {
  checkPortalConfigFile,
  type LoadPortalConfigOptions,
  loadPortalConfig,
  type PortalConfig,
  type PortalConfigDefaults,
  type PortalConfigFileCheck,
  type PortalConfigResult,
  type ReadPortalConfigOptions,
  readPortalConfig,
} from './portal/portalConfig.ts'
export {
  checkInsuranceValue,
  INSURANCE_PREMIUM_PERCENT,
  INSURANCE_VALUE_STEP,
  type InsuranceValueIssue,
  insurancePremiumCents,
  isValidInsuranceValue,
  normaliseInsuranceValue,
} from './pricing/insurance.ts'
export { centsToDollars, divideRounded, dollarsToCents, formatCents } from './pricing/money.ts'
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
export {
  type LengthUnit,
  SIZE_TIER_LIMITS,
  type SizeTier,
  type SizeTierResult,
  sizeCategoriesOfTier,
  sizeTier,
} from './pricing/sizeTier.ts'
export { type SizeWeightChoice, sizeWeightChoices } from './pricing/sizeWeightChoices.ts'
export { type TripEstimateDisplay, tripEstimateDisplay } from './pricing/tripEstimate.ts'
export { displayPounds, POUND_ROUNDING, POUNDS_PER_KG, weightRangeLabel } from './pricing/weight.ts'
export {
  isLoginValid,
  isValidEmail,
  type LoginErrors,
  type LoginValues,
  validateLogin,
} from './session/loginForm.ts'
export {
  createPersistedSlot,
  type PersistedSlot,
  type PersistedSlotOptions,
} from './session/persistedSlot.ts'
export {
  createSession,
  type LoadStatus,
  type LoginInput,
  type Session,
  type SessionOptions,
  type SessionState,
  type SessionStatus,
  type SessionStorages,
  type SignUpError,
} from './session/session.ts'
export { clearWaybillEntries, memoryStorage, STORAGE_PREFIX, type StorageLike } from './session/storage.ts'
export {
  type OlderShipment,
  type OlderShipmentParty,
  OlderShipmentSchema,
  type OlderShipmentSize,
} from './shipment/olderShipment.ts'
export {
  OLDER_PREMIUM_OPTIONS,
  OLDER_SIZE_CHOICE,
  type OlderShipmentCheckContext,
  type OlderShipmentContext,
  olderPartyToDraftParty,
  olderShipmentToDraft,
  validateOlderShipment,
} from './shipment/olderShipmentDraft.ts'
export type { Store } from './store.ts'
export { createOrderSummary } from './summary/orderSummary.ts'
export type { PrepaymentLedger, PrepaymentRecord, UnconfirmedCharge } from './summary/prepaymentLedger.ts'
export { deliveryName } from './summary/summaryTexts.ts'
export type {
  DeliveryPrice,
  OrderSummary,
  OrderSummaryOptions,
  OrderSummaryState,
  SubmitStatus,
} from './summary/types.ts'
export type { AccountTimePickerOptions, TimePickerDateAccount } from './time/accountTimePicker.ts'
export { type BatchDateInput, defaultBatchDate } from './time/batchDate.ts'
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
  type ExpressPlan,
  type ExpressPlanInput,
  type ExpressSlot,
  type ExpressWindow,
  expressEndSlots,
  expressPlan,
  expressWindow,
} from './time/express.ts'
export {
  addDays,
  DEFAULT_TIMEZONE,
  formatClock,
  type LocalMoment,
  parseClock,
  toEpoch,
  toLocal,
} from './time/localTime.ts'
export {
  firstSelectablePickupDate,
  PICKUP_HORIZON_DAYS,
  type PickupDateBlock,
  type PickupDateInput,
  type PickupDateKind,
  type PickupDateState,
  pickupDateState,
  pickupDateStates,
} from './time/pickupDates.ts'
export {
  type PickupOptionHidden,
  type PickupOptionState,
  type PickupOptionsInput,
  type PickupOptionTrip,
  pickupOptionStates,
  visiblePickupOptions,
} from './time/pickupOptions.ts'
export { pickupOptionTimes } from './time/pickupOptionTimes.ts'
export { type RushBlock, type RushInput, type RushWindow, rushBlock, rushWindow } from './time/rush.ts'
export {
  betweenLaterBounds,
  SPECIAL_STEP,
  type SpecialTimeBounds,
  type SpecialTimeInput,
  type SpecialVariant,
  specialTimeBounds,
  specialTimesPossible,
} from './time/specialTimes.ts'
export {
  type DayTimeOptions,
  type PickupDayOption,
  type TimeOptionStatesInput,
  timeOptionStates,
} from './time/timeOptionStates.ts'
export type { TimeWindow } from './time/timeWindow.ts'
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
  type DropoffType,
  expressDropoffType,
  type PickupType,
  pickupTypeForDate,
  type ValetPickupStart,
  valetTypeCodes,
} from './time/typeCodes.ts'
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
export {
  BATCH_MIN_LEAD_MINUTES,
  checkWindows,
  minimumTimeMessage,
  WINDOW_MINIMUMS,
  type WindowCheck,
  type WindowInput,
  type WindowMode,
  type WindowProblems,
} from './time/windowRules.ts'
