import type { WaybillClient } from '@waybill/sdk-core'
import { createWidgetClient, createWidgetSession } from '@waybill/sdk-core/internal'
import type { WidgetPickup } from '@waybill/sdk-core/server'
import { useEffect, useState } from 'react'
import { WaybillContext } from '../provider/WaybillContext.ts'
import { DeliveryOrderForm } from './DeliveryOrderForm.tsx'
import type { DeliveryOrderWidgetEvent } from './events.ts'

/** Where the order widget keeps the shopper's form: in memory only ('none'), or also in sessionStorage ('session'). */
export type WidgetStorage = 'none' | 'session'

/** Props of {@link DeliveryOrderWidget}. */
export interface DeliveryOrderWidgetProps {
  /**
   * The merchant's proxy (`createWidgetProxy` from `@waybill/sdk-core/server`), e.g. '/waybill': every call goes
   * there, and the proxy adds the api code. Give this or `client`.
   */
  proxyUrl?: string
  /** A client whose base URL is the proxy (a custom fetch, tests). */
  client?: WaybillClient
  /** The merchant's pickup, preset. */
  pickup: WidgetPickup
  /** The reference name of each order, e.g. the shop's order number; 'Online order' by default. */
  reference?: string
  /**
   * Where the shopper's form (name, address, phone, email: personal data) is kept. 'none', the default: in memory
   * only, nothing is written to the browser's storage and a reload starts blank. 'session': also in the tab's
   * sessionStorage, so that the form survives a reload of the tab; it goes when the tab is closed.
   */
  storage?: WidgetStorage
  /** The sessionStorage key of the form with `storage: 'session'` ('widget' by default); give each widget its own. */
  storageKey?: string
  /** Shows a map of the delivery: pickup, drop-off and route. Off by default; its code loads only when on. */
  map?: boolean
  /**
   * Draws that map with Google Maps (a browser key restricted to the shop's referrers). Without it, or when Google
   * cannot load, the built-in offline map. Addresses are suggested by the courier either way.
   */
  googleMapsApiKey?: string
  /** Told of 'ready', 'change', 'quote', 'orderCreated' and 'error'. */
  onEvent?: (event: DeliveryOrderWidgetEvent) => void
  /** The current instant, epoch milliseconds; `Date.now` by default. */
  now?: () => number
}

/**
 * The embeddable delivery order widget (issue 9): the merchant's pickup preset, the shopper's drop-off, size and
 * weight, a time window, a live price and 'Place order'. It talks only to the merchant's proxy, which holds the
 * account's api code: none is ever in the page. Several widgets on a page are independent. The shopper's details stay
 * in memory unless the merchant asks for `storage: 'session'`.
 *
 * @example
 * ```tsx
 * <DeliveryOrderWidget proxyUrl="/waybill" pickup={shopPickup} onEvent={(event) => console.log(event.type)} />
 * ```
 */
export function DeliveryOrderWidget({
  proxyUrl,
  client: given,
  now = Date.now,
  ...form
}: DeliveryOrderWidgetProps) {
  const [held] = useState(() => {
    // A path ('/waybill') is the page's own origin: the client wants an absolute base URL.
    const baseUrl = proxyUrl === undefined ? undefined : new URL(proxyUrl, document.baseURI).href
    const client = given ?? (baseUrl === undefined ? undefined : createWidgetClient({ baseUrl }))
    if (!client) throw new TypeError('DeliveryOrderWidget needs a proxyUrl or a client')
    return { client, session: createWidgetSession({ client }) }
  })
  // Not WaybillProvider: its default session (login, sign-up, storage) would come into the widget's bundle.
  useEffect(() => {
    void held.session.start()
  }, [held])
  return (
    <WaybillContext value={held}>
      <DeliveryOrderForm {...form} now={now} />
    </WaybillContext>
  )
}
