import type { WidgetPickup } from '@waybill/sdk-core/server'

/** The merchant's pickup of the order widget's tests: a bookshop in downtown Edmonton. */
export const SHOP_PICKUP: WidgetPickup = {
  name: 'Corner Books',
  address: '10150 104 St NW, Edmonton',
  phone: '7805550100',
  email: 'shop@corner.test',
  lat: 53.5433,
  lng: -113.4984,
}
