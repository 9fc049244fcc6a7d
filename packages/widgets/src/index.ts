/**
 * Waybill's React components. Every rule comes from `@waybill/sdk-core`; these own layout, focus,
 * accessibility and debouncing.
 *
 * @packageDocumentation
 */
export { AppStoreBadges, type AppStoreBadgesProps, type AppStoreLinks } from './auth/AppStoreBadges.tsx'
export { BusinessName } from './auth/BusinessName.tsx'
export { LOGIN_ERROR_CLEAR_MS, LoginForm, type LoginFormProps, type RenderLink } from './auth/LoginForm.tsx'
export { LogoutButton, type LogoutButtonProps } from './auth/LogoutButton.tsx'
export {
  ErrorBoundary,
  type ErrorBoundaryProps,
  type ErrorBoundaryState,
} from './primitives/ErrorBoundary.tsx'
export { Field, type FieldProps } from './primitives/Field.tsx'
export { browserStorages } from './provider/browserStorage.ts'
export { useSession } from './provider/useSession.ts'
export { useStore } from './provider/useStore.ts'
export { useWaybill, type WaybillContextValue } from './provider/WaybillContext.ts'
export { WaybillProvider, type WaybillProviderProps } from './provider/WaybillProvider.tsx'
