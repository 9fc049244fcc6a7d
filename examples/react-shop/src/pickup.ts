import type { WidgetPickup } from '@waybill/sdk-core/server'

/** The shop's pickup: its own address, known to its page and to its proxy, which refuses any other. */
export const PICKUP: WidgetPickup = {
  name: 'Prairie Plants',
  address: '10220 Jasper Ave NW, Edmonton, AB',
  phone: '7805550100',
  email: 'orders@prairieplants.example',
  lat: 53.5412,
  lng: -113.4975,
}
