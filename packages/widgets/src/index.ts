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
export { CardForm, type CardFormProps } from './account/CardForm.tsx'
export { CardsTable, type CardsTableProps } from './account/CardsTable.tsx'
export { CreditBalance, type CreditBalanceProps } from './account/CreditBalance.tsx'
export { AppStoreBadges, type AppStoreBadgesProps, type AppStoreLinks } from './auth/AppStoreBadges.tsx'
export { BusinessName } from './auth/BusinessName.tsx'
export { LoginForm, type LoginFormProps } from './auth/LoginForm.tsx'
export { LogoutButton, type LogoutButtonProps } from './auth/LogoutButton.tsx'
export { PasswordReset, type PasswordResetProps } from './auth/PasswordReset.tsx'
export { BatchRowsPanel, type BatchRowsPanelProps } from './batch/BatchRowsPanel.tsx'
export { BatchScreen, type BatchScreenProps } from './batch/BatchScreen.tsx'
export type { DownloadableFile } from './batch/downloadFile.ts'
export { MultiDeliveryScreen, type MultiDeliveryScreenProps } from './batch/MultiDeliveryScreen.tsx'
export { BatchTemplateAlert, type BatchTemplateAlertProps } from './chooser/BatchTemplateAlert.tsx'
export { DeliveryTypeChooser, type DeliveryTypeChooserProps } from './chooser/DeliveryTypeChooser.tsx'
export { UnfinishedEditNotice, type UnfinishedEditNoticeProps } from './chooser/UnfinishedEditNotice.tsx'
export { type NavTabId, NavTabs, type NavTabsProps } from './chrome/NavTabs.tsx'
export { TopBar, type TopBarProps } from './chrome/TopBar.tsx'
export { UserMenu, type UserMenuItem, type UserMenuProps } from './chrome/UserMenu.tsx'
export { VERSION_CHECK_INTERVAL_MS, VersionCheck, type VersionCheckProps } from './chrome/VersionCheck.tsx'
export { ContactsScreen } from './contacts/ContactsScreen.tsx'
export { CancelModal, type CancelModalProps } from './dashboard/CancelModal.tsx'
export { DashboardFilters, type DashboardFiltersProps } from './dashboard/DashboardFilters.tsx'
export { DashboardPager, type DashboardPagerProps } from './dashboard/DashboardPager.tsx'
export {
  type DashboardMapContext,
  type DashboardRowContext,
  DashboardScreen,
  type DashboardScreenProps,
} from './dashboard/DashboardScreen.tsx'
export { DashboardTabs, type DashboardTabsProps } from './dashboard/DashboardTabs.tsx'
export { DeliveriesTable, type DeliveriesTableProps, StatusBadge } from './dashboard/DeliveriesTable.tsx'
export { documentVisibility, type VisibilityDocument } from './dashboard/documentVisibility.ts'
export { LabelReminderModal, type LabelReminderModalProps } from './dashboard/LabelReminderModal.tsx'
export { LabelsModal, type LabelsModalProps } from './dashboard/LabelsModal.tsx'
export { LiveMap, type LiveMapProps } from './dashboard/LiveMap.tsx'
export { NoLabelsSelectedModal, type NoLabelsSelectedModalProps } from './dashboard/NoLabelsSelectedModal.tsx'
export { OrderActions, type OrderActionsProps } from './dashboard/OrderActions.tsx'
export {
  type UseDashboardListOptions,
  type UseDashboardListResult,
  useDashboardList,
} from './dashboard/useDashboardList.ts'
export { useLabelWindow } from './dashboard/useLabelWindow.ts'
export { DriversPanel, type DriversPanelProps, type DriversTab } from './drivers/DriversPanel.tsx'
export { FavouriteDrivers, type FavouriteDriversProps } from './drivers/FavouriteDrivers.tsx'
export { MyFleet, type MyFleetProps } from './drivers/MyFleet.tsx'
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
export { ContactPicker, type ContactPickerProps } from './order/ContactPicker.tsx'
export { DeliveryDetailsForm, type DeliveryDetailsFormProps } from './order/details/DeliveryDetailsForm.tsx'
export type { OrderFormProps } from './order/details/DraftForm.tsx'
export { LocationDetails, type LocationDetailsProps } from './order/LocationDetails.tsx'
export { NotificationModal, type NotificationModalProps } from './order/NotificationModal.tsx'
export { PartyBlock, type PartyBlockHandle, type PartyBlockProps } from './order/PartyBlock.tsx'
export { PhotoUpload, type PhotoUploadProps } from './order/photos/PhotoUpload.tsx'
export { ShipmentDetailsForm, type ShipmentDetailsFormProps } from './order/shipment/ShipmentDetailsForm.tsx'
export { OrderSummaryScreen, type OrderSummaryScreenProps } from './order/summary/OrderSummaryScreen.tsx'
export { useOrderSummary } from './order/summary/useOrderSummary.ts'
export { BatchTimeSection, type BatchTimeSectionProps } from './order/time/BatchTimeSection.tsx'
export { TimeWindowSection, type TimeWindowSectionProps } from './order/time/TimeWindowSection.tsx'
export { ValetPickupTime, type ValetPickupTimeProps } from './order/time/ValetPickupTime.tsx'
export { type PartyBlockState, usePartyBlock } from './order/usePartyBlock.ts'
export { useTripLookup } from './order/useTripLookup.ts'
export { ValetForm, type ValetFormProps } from './order/valet/ValetForm.tsx'
export { AddressField, type AddressFieldProps } from './places/AddressField.tsx'
export type { PlaceDetails } from './places/types.ts'
export { useZoneCheck } from './places/useZoneCheck.ts'
export { W3wField, type W3wFieldProps } from './places/W3wField.tsx'
export { Checkbox, type CheckboxProps } from './primitives/Checkbox.tsx'
export {
  ErrorBoundary,
  type ErrorBoundaryProps,
  type ErrorBoundaryState,
} from './primitives/ErrorBoundary.tsx'
export { Field, type FieldProps } from './primitives/Field.tsx'
export { FormAlert, type FormAlertProps } from './primitives/FormAlert.tsx'
export { MODAL_WIDTH, Modal, type ModalProps } from './primitives/Modal.tsx'
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField.tsx'
export { plainLink, type RenderLink } from './primitives/plainLink.tsx'
export { SelectField, type SelectFieldProps, type SelectOption } from './primitives/SelectField.tsx'
export { Tooltip, type TooltipProps } from './primitives/Tooltip.tsx'
export { VirtualTable, type VirtualTableColumn, type VirtualTableProps } from './primitives/VirtualTable.tsx'
export { browserStorages } from './provider/browserStorage.ts'
export { type DocumentCookieJarOptions, documentCookieJar } from './provider/documentCookieJar.ts'
export { type UseLoadableResult, useLoadable } from './provider/useLoadable.ts'
export { useSession } from './provider/useSession.ts'
export { useStore } from './provider/useStore.ts'
export { useWaybill, type WaybillContextValue } from './provider/WaybillContext.ts'
export { WaybillProvider, type WaybillProviderProps } from './provider/WaybillProvider.tsx'
export { TrackingLink, type TrackingLinkProps } from './tracking/TrackingLink.tsx'
export { TrackingScreen, type TrackingScreenProps } from './tracking/TrackingScreen.tsx'
