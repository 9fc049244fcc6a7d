'use client'

import { formatCents } from '@waybill/sdk-core/rules'
import { DeliveryOrderWidget, type DeliveryOrderWidgetEvent } from '@waybill/widgets'
import { Suspense, use, useState } from 'react'
import { browser } from 'react-dom'
import { PICKUP } from './pickup.ts'

/** The widget, in the browser only: it resolves its proxy path against the page's URL when it first renders. */
function BrowserWidget({ onEvent }: { readonly onEvent: (event: DeliveryOrderWidgetEvent) => void }) {
  use(browser('The order widget renders in the browser only.'))
  return (
    <DeliveryOrderWidget
      proxyUrl="/waybill"
      pickup={PICKUP}
      reference="Prairie Plants order 2042"
      onEvent={onEvent}
    />
  )
}

/** The shop's checkout: the cart, and the order widget as a component talking to the shop's route handler. */
export function Checkout() {
  const [delivery, setDelivery] = useState('Delivery: not booked yet.')
  const onEvent = (event: DeliveryOrderWidgetEvent) => {
    if (event.type === 'quote') setDelivery(`Delivery: ${formatCents(event.totalCents)}`)
    if (event.type === 'orderCreated') setDelivery(`Delivery booked: order ${event.order.id}`)
  }
  return (
    <main className="shop">
      <section aria-labelledby="cart-title">
        <h2 id="cart-title">Your cart</h2>
        <p>Fiddle-leaf fig, 3 ft — $64.00</p>
        <p role="status">{delivery}</p>
      </section>
      <section aria-label="Delivery order" className="wb-root">
        <Suspense fallback={<p className="shop-loading">Loading the delivery form…</p>}>
          <BrowserWidget onEvent={onEvent} />
        </Suspense>
      </section>
    </main>
  )
}
