import { createWidgetOrder, type WidgetOrder, type WidgetOrderState } from '@waybill/sdk-core/internal'
import { createOrderDraft, type OrderDraftStore } from '@waybill/sdk-core/order'
import type { WidgetPickup } from '@waybill/sdk-core/server'
import { useEffect, useRef, useState } from 'react'
import { browserTabStorage } from '../provider/browserStorage.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import type { WidgetStorage } from './DeliveryOrderWidget.tsx'
import type { DeliveryOrderWidgetEvent } from './events.ts'

/** Pause after the last change before the delivery is priced again (a price per keystroke helps nobody). */
export const QUOTE_PAUSE_MS = 400

/** The sessionStorage key of the shopper's form with `storage: 'session'` and no `storageKey`. */
const DEFAULT_STORAGE_KEY = 'widget'

/** What {@link useWidgetOrder} needs. */
export interface UseWidgetOrderOptions {
  readonly pickup: WidgetPickup
  readonly reference?: string
  /** Where the shopper's form is kept: in memory only ('none', the default), or also in sessionStorage. */
  readonly storage?: WidgetStorage
  /** The sessionStorage key of the form with `storage: 'session'`; 'widget' by default. */
  readonly storageKey?: string
  readonly onEvent?: (event: DeliveryOrderWidgetEvent) => void
  readonly now: () => number
}

/** The widget's draft and engine, the quote asked again after each pause in the shopper's changes. */
export function useWidgetOrder(options: UseWidgetOrderOptions): {
  draft: OrderDraftStore
  order: WidgetOrder
  state: WidgetOrderState
} {
  const { client, session } = useWaybill('DeliveryOrderWidget')
  const [held] = useState(() => {
    // The shopper's name, address, phone and email are personal data: written to the browser only when asked.
    const kept = options.storage === 'session'
    if (!kept && options.storageKey !== undefined) {
      client.logger.warn(`DeliveryOrderWidget: storageKey has no effect without storage: 'session'`)
    }
    const draft = createOrderDraft({
      kind: 'single',
      defaultInsuranceValue: 0,
      now: options.now,
      logger: client.logger,
      ...(kept && { storage: browserTabStorage(), storageKey: options.storageKey ?? DEFAULT_STORAGE_KEY }),
    })
    const order = createWidgetOrder({
      client,
      draft,
      apiCode: () => session.apiCode(),
      account: () => session.getSnapshot().account,
      now: options.now,
      pickup: options.pickup,
      ...(options.reference !== undefined && { reference: options.reference }),
    })
    return { draft, order }
  })
  const { draft, order } = held
  const state = useStore(order)
  const onEvent = useRef(options.onEvent)
  onEvent.current = options.onEvent

  // The account's defaults (insured value, sizes) once the proxy answered; then the widget is ready.
  const account = useStore(session, (s) => s.account)
  const sizeCategories = useStore(session, (s) => s.sizeCategories)
  const ready = useRef(false)
  useEffect(() => {
    if (account === null) return
    draft.setDefaults({ defaultInsuranceValue: account.defaultInsuranceValue, sizeCategories })
    if (ready.current) return
    ready.current = true
    onEvent.current?.({ type: 'ready' })
  }, [draft, account, sizeCategories])

  // Priced once the account is known, then again after each pause in the shopper's changes.
  useEffect(() => {
    if (account === null) return
    let timer = setTimeout(() => void order.quote(), QUOTE_PAUSE_MS)
    const stop = draft.subscribe(() => {
      onEvent.current?.({ type: 'change' })
      clearTimeout(timer)
      timer = setTimeout(() => void order.quote(), QUOTE_PAUSE_MS)
    })
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [draft, order, account])

  const { quote, status, error } = state
  useEffect(() => {
    if (quote.state === 'ready') onEvent.current?.({ type: 'quote', totalCents: quote.breakdown.totalCents })
    if (quote.state === 'failed') onEvent.current?.({ type: 'error', message: quote.error })
  }, [quote])
  useEffect(() => {
    if (status === 'placed' && state.order) onEvent.current?.({ type: 'orderCreated', order: state.order })
    if (status === 'failed' && error) onEvent.current?.({ type: 'error', message: error })
  }, [status, error, state.order])

  return { draft, order, state }
}
