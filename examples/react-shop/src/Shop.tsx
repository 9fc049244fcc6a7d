import { formatCents } from '@waybill/sdk-core/rules'
import { DeliveryOrderWidget, type DeliveryOrderWidgetEvent } from '@waybill/widgets'
import { useState } from 'react'
import { PICKUP } from './pickup.ts'

/** A React shop's checkout: the cart, and the order widget as a component talking to the shop's proxy. */
export function Shop() {
  const [delivery, setDelivery] = useState('Delivery: not booked yet.')
  const onEvent = (event: DeliveryOrderWidgetEvent) => {
    if (event.type === 'quote') setDelivery(`Delivery: ${formatCents(event.totalCents)}`)
    if (event.type === 'orderCreated') setDelivery(`Delivery booked: order ${event.order.id}`)
  }
  return (
    <>
      <header className="shop-header">
        <h1>Prairie Plants</h1>
      </header>
      <main className="shop">
        <section aria-labelledby="cart-title">
          <h2 id="cart-title">Your cart</h2>
          <p>Fiddle-leaf fig, 3 ft — $64.00</p>
          <p role="status">{delivery}</p>
        </section>
        <section aria-label="Delivery order" className="wb-root">
          <DeliveryOrderWidget
            proxyUrl="/waybill"
            pickup={PICKUP}
            reference="Prairie Plants order 2042"
            onEvent={onEvent}
          />
        </section>
      </main>
    </>
  )
}
