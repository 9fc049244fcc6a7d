/**
 * Waybill's headless SDK: the typed client of the courier API and the records it answers with, the session and its
 * storage, the typed errors and the message catalogue. Runs in browsers and in Node 22 or newer.
 *
 * The rest comes by subpath: `@waybill/sdk-core/rules` (prices, time windows, statuses, validation: data in, data
 * out), `@waybill/sdk-core/order` (the order-draft store and the stores around it), `@waybill/sdk-core/batch`
 * (read, check, price and book a spreadsheet of orders), `@waybill/sdk-core/server` (the widget proxy) and
 * `@waybill/sdk-core/wire` (the wire schemas).
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
export type { OrdersApi } from './api/orders.ts'
export type { PhotosApi, UploadedPhoto } from './api/photos.ts'
export type { TrackingApi } from './api/tracking.ts'
export type { VersionApi } from './api/version.ts'
export { WEEKDAYS } from './api/wire/account.ts'
export { BatchFileError, type BatchFileErrorCode } from './batch/parse/batchFileError.ts'
export { createClient, type WaybillClient } from './client.ts'
export type { ClientConfig, Clock, Logger } from './config.ts'
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
export type { ResetPasswordInput, SignedUpUser, SignUpInput, VerifyOtpInput } from './domain/auth.ts'
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
  ServiceCheck,
  TripEstimate,
  W3wSuggestion,
  Zone,
} from './domain/geo.ts'
export type { CookieJar } from './domain/hintCounter.ts'
export type { LabelSortOrder, OrderedLabelsOptions } from './domain/labels.ts'
export { fillNames, fillText, type MessageKey, messages } from './domain/messages.ts'
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
  type CancelReasonId,
  type DashboardStatusFilter,
  type DashboardView,
} from './domain/orderStatus.ts'
export type { PremiumFeeDetail, PriceEstimate } from './domain/price.ts'
export type {
  DropoffTimeOption,
  PickupOptionType,
  PickupTimeOption,
  TimeOption,
} from './domain/timeOptions.ts'
export type { OrderTracking, TrackingDriver, TrackingDropoff, TrackingPickup } from './domain/tracking.ts'
export type { VersionInfo } from './domain/version.ts'
export {
  ApiError,
  ContractError,
  NetworkError,
  TimeoutError,
  ValidationError,
  type ValidationIssue,
  WaybillError,
} from './http/errors.ts'
export type { RetryPolicy } from './http/retryPolicy.ts'
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
export { memoryStorage, type StorageLike } from './session/storage.ts'
export type { Store } from './store.ts'
