/**
 * Waybill's React components. Every rule comes from `@waybill/sdk-core`; these own layout, focus,
 * accessibility and debouncing.
 *
 * @example
 * ```tsx
 * import '@waybill/widgets/styles.css'
 * import { DeliveryOrderWidget } from '@waybill/widgets'
 * import { createRoot } from 'react-dom/client'
 *
 * const pickup = {
 *   name: 'Corner Books',
 *   address: '10220 Jasper Ave NW, Edmonton, AB',
 *   phone: '7805550100',
 *   email: 'shop@cornerbooks.example',
 *   lat: 53.5412,
 *   lng: -113.4975,
 * }
 * // '/waybill': the shop's proxy (`createWidgetProxy`), which holds the api code.
 * createRoot(document.getElementById('delivery')!).render(<DeliveryOrderWidget proxyUrl="/waybill" pickup={pickup} />)
 * ```
 *
 * @packageDocumentation
 */
export { AccountInfoForm, type AccountInfoFormProps } from './account/AccountInfoForm.tsx'
export { CardsTable, type CardsTableProps } from './account/CardsTable.tsx'
export { CreditBalance, type CreditBalanceProps } from './account/CreditBalance.tsx'
export type { AppStoreLinks } from './auth/AppStoreBadges.tsx'
export { LoginForm, type LoginFormProps } from './auth/LoginForm.tsx'
export { PasswordReset, type PasswordResetProps } from './auth/PasswordReset.tsx'
export { BatchScreen, type BatchScreenProps } from './batch/BatchScreen.tsx'
export type { DownloadableFile } from './batch/downloadFile.ts'
export { MultiDeliveryScreen, type MultiDeliveryScreenProps } from './batch/MultiDeliveryScreen.tsx'
export { DeliveryTypeChooser, type DeliveryTypeChooserProps } from './chooser/DeliveryTypeChooser.tsx'
export { UnfinishedEditNotice, type UnfinishedEditNoticeProps } from './chooser/UnfinishedEditNotice.tsx'
export { type NavTabId, NavTabs, type NavTabsProps } from './chrome/NavTabs.tsx'
export { TopBar, type TopBarProps } from './chrome/TopBar.tsx'
export { VersionCheck, type VersionCheckProps } from './chrome/VersionCheck.tsx'
export { ContactsScreen } from './contacts/ContactsScreen.tsx'
export {
  type DashboardMapContext,
  type DashboardRowContext,
  DashboardScreen,
  type DashboardScreenProps,
} from './dashboard/DashboardScreen.tsx'
export { LiveMap, type LiveMapProps } from './dashboard/LiveMap.tsx'
export { OrderActions, type OrderActionsProps } from './dashboard/OrderActions.tsx'
export { useLabelWindow } from './dashboard/useLabelWindow.ts'
export { DriversPanel, type DriversPanelProps, type DriversTab } from './drivers/DriversPanel.tsx'
export {
  DeliveryOrderWidget,
  type DeliveryOrderWidgetProps,
  type WidgetStorage,
} from './embed/DeliveryOrderWidget.tsx'
export type { DeliveryOrderWidgetEvent } from './embed/events.ts'
export {
  type MountOptions,
  mountDeliveryOrderWidget,
  type WidgetAppearance,
  type WidgetHandle,
} from './embed/mount.tsx'
export { MapsProvider, type MapsProviderProps } from './maps/MapsProvider.tsx'
export { MapView, type MapViewProps } from './maps/MapView.tsx'
export type { MapDots, MapMarker, MapMarkerInfo, MapMarkerKind, MapPolyline } from './maps/types.ts'
export { AccountDetailsForm, type AccountDetailsFormProps } from './onboarding/AccountDetailsForm.tsx'
export { OnboardingProgress, type OnboardingProgressProps } from './onboarding/OnboardingProgress.tsx'
export { PickupHoursForm, type PickupHoursFormProps } from './onboarding/PickupHoursForm.tsx'
export { SignUpForm, type SignUpFormProps } from './onboarding/SignUpForm.tsx'
export { DeliveryDetailsForm, type DeliveryDetailsFormProps } from './order/details/DeliveryDetailsForm.tsx'
export type { OrderFormProps } from './order/details/DraftForm.tsx'
export { LocationDetails, type LocationDetailsProps } from './order/LocationDetails.tsx'
export { PhotoUpload, type PhotoUploadProps } from './order/photos/PhotoUpload.tsx'
export { ShipmentDetailsForm, type ShipmentDetailsFormProps } from './order/shipment/ShipmentDetailsForm.tsx'
export { OrderSummaryScreen, type OrderSummaryScreenProps } from './order/summary/OrderSummaryScreen.tsx'
export { BatchTimeSection, type BatchTimeSectionProps } from './order/time/BatchTimeSection.tsx'
export { TimeWindowSection, type TimeWindowSectionProps } from './order/time/TimeWindowSection.tsx'
export { ValetPickupTime, type ValetPickupTimeProps } from './order/time/ValetPickupTime.tsx'
export { useTripLookup } from './order/useTripLookup.ts'
export { ValetForm, type ValetFormProps } from './order/valet/ValetForm.tsx'
export {
  ErrorBoundary,
  type ErrorBoundaryProps,
  type ErrorBoundaryState,
} from './primitives/ErrorBoundary.tsx'
export { FormAlert, type FormAlertProps } from './primitives/FormAlert.tsx'
export type { RenderLink } from './primitives/plainLink.tsx'
export { browserStorages } from './provider/browserStorage.ts'
export { useSession } from './provider/useSession.ts'
export { useStore } from './provider/useStore.ts'
export { useWaybill, type WaybillContextValue } from './provider/WaybillContext.ts'
export { WaybillProvider, type WaybillProviderProps } from './provider/WaybillProvider.tsx'
export { TrackingScreen, type TrackingScreenProps } from './tracking/TrackingScreen.tsx'
