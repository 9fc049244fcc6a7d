import type { Order, OrderPlace } from '@waybill/sdk-core'
import { orderAddressLine } from '@waybill/sdk-core/internal'
import { DELIVERIES_TABLE_TEXT } from './dashboardText.ts'

// The address text already holds the unit ('#2 …'): it is shown after the address, as the forms write it.
const placeText = (place: OrderPlace) =>
  [place.name, orderAddressLine(place.address)].filter(Boolean).join(', ')

const windowText = (date: string, window: string) => [date, window].filter(Boolean).join(' ')

/**
 * The details of an expanded dashboard row (part 2 §2.1 'Rows expand to show details', §3.1): pickup and drop-off
 * names and addresses, their windows, the description and the driver.
 */
export function OrderDetails({ order }: { order: Order }) {
  const text = DELIVERIES_TABLE_TEXT
  const entries: [string, string][] = [
    [text.pickup, placeText(order.pickup)],
    [text.dropOff, placeText(order.dropoff)],
    [text.pickupWindow, windowText(order.pickupDate, order.pickupWindow)],
    [text.dropOffWindow, windowText(order.deliverDate, order.deliverWindow)],
    [text.description, order.description],
    [text.driver, order.driver?.name ?? ''],
  ]
  return (
    <dl className="wb-dashboard__details">
      {entries.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || text.none}</dd>
        </div>
      ))}
    </dl>
  )
}
