/**
 * One order being drafted, as stores a screen binds to: the order draft with its actions, saved as it changes and
 * restored at start; the order it is added to (the drafts the summary lists), the trip lookup that prices the
 * distance, the delivery-type chooser, and the summary that prices and submits. Each store has
 * `subscribe(listener)` and `getSnapshot()`; the React components of `@waybill/widgets` take them as props.
 *
 * @example
 * ```ts
 * import { memoryStorage } from '@waybill/sdk-core'
 * import { createOrderDraft, createOrderList } from '@waybill/sdk-core/order'
 *
 * const storage = memoryStorage() // in a browser, localStorage: the draft outlives a reload
 * const draft = createOrderDraft({ now: Date.now, defaultInsuranceValue: 100, storage })
 * const order = createOrderList({ defaultInsuranceValue: 100, storage })
 * draft.subscribe(() => console.info(draft.getSnapshot().pickup.name))
 * draft.setParty('pickup', { name: 'Corner Books', phone: '7805550100' }) // logs 'Corner Books'
 * order.add(draft.getSnapshot())
 * console.info(order.count()) // 1
 * ```
 *
 * @packageDocumentation
 */
export {
  createDeliveryType,
  type DeliveryTypeChoice,
  type DeliveryTypeColumn,
  type DeliveryTypeOptions,
  type DeliveryTypeScreen,
  type DeliveryTypeState,
  type DeliveryTypeStore,
} from './domain/deliveryTypes.ts'
export { createEmptyDraft, EMPTY_PARTY, type EmptyDraftOptions } from './draft/emptyDraft.ts'
export {
  createOrderDraft,
  type DraftDefaults,
  type DraftStart,
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
export type { SaveDestination } from './draft/saveDraft.ts'
export {
  createTripLookup,
  type TripLookup,
  type TripLookupOptions,
  type TripLookupState,
  type TripLookupStatus,
} from './draft/tripLookup.ts'
export { createOrderSummary } from './summary/orderSummary.ts'
export type {
  DeliveryPrice,
  OrderSummary,
  OrderSummaryOptions,
  OrderSummaryState,
  SubmitStatus,
} from './summary/types.ts'
