/**
 * Waybill's headless SDK: the typed client of the courier API, the session, and the rules of ordering.
 * Runs in browsers and in Node 24.
 *
 * @packageDocumentation
 */
export type { AccountApi } from './api/account.ts'
export type { AuthApi, Credentials } from './api/auth.ts'
export type { CatalogApi } from './api/catalog.ts'
export { WEEKDAYS } from './api/wire/account.ts'
export { DEFAULT_BRAND, DEFAULT_PRODUCT } from './api/wire/names.ts'
export { createClient, type WaybillClient } from './client.ts'
export { type ClientConfig, type Clock, consoleLogger, type Logger, systemClock } from './config.ts'
export type {
  Account,
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
export { type MessageKey, messages } from './domain/messages.ts'
export { ApiError, ContractError, NetworkError, TimeoutError, WaybillError } from './http/errors.ts'
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
