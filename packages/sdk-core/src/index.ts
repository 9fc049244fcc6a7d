/**
 * Waybill's headless SDK: the typed client of the courier API, the session, and the rules of ordering.
 * Runs in browsers and in Node 24.
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
export { parseUnit } from './api/orderRecord.ts'
export { ON_HOLD_LIMIT, type OrdersApi } from './api/orders.ts'
export type { VersionApi } from './api/version.ts'
export { WEEKDAYS } from './api/wire/account.ts'
export { DEFAULT_BRAND, DEFAULT_PRODUCT } from './api/wire/names.ts'
export { BUILD_VERSION } from './api/wire/version.ts'
export { createClient, type WaybillClient } from './client.ts'
export { type ClientConfig, type Clock, consoleLogger, type Logger, systemClock } from './config.ts'
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
export type { CardDetails, CardUpdate } from './domain/cards.ts'
export type { Contact, NewContact } from './domain/contact.ts'
export type { Driver, FleetDriver } from './domain/drivers.ts'
export type {
  AddressSuggestion,
  GeocodedAddress,
  GeocodeQuery,
  TripEstimate,
  W3wSuggestion,
  Zone,
} from './domain/geo.ts'
export type { LabelSortOrder, OrderedLabelsOptions } from './domain/labels.ts'
export { fillNames, type MessageKey, messages } from './domain/messages.ts'
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
export type {
  DropoffTimeOption,
  PickupOptionType,
  PickupTimeOption,
  TimeOption,
} from './domain/timeOptions.ts'
export type { VersionInfo } from './domain/version.ts'
export { ApiError, ContractError, NetworkError, TimeoutError, WaybillError } from './http/errors.ts'
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './http/retryPolicy.ts'
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
} from './session/session.ts'
export { clearWaybillEntries, memoryStorage, STORAGE_PREFIX, type StorageLike } from './session/storage.ts'
export type { Store } from './store.ts'
