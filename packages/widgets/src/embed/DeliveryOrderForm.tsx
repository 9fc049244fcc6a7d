import { fillNames, messages } from '@waybill/sdk-core'
import type { OrderDraftStore, TripLookup } from '@waybill/sdk-core/order'
import { lazy, memo, Suspense, useEffect, useId, useRef } from 'react'
import { DropoffMethodSection } from '../order/details/DropoffMethodSection.tsx'
import { LocationTypeSection } from '../order/details/LocationTypeSection.tsx'
import { SizeWeightSection } from '../order/details/SizeWeightSection.tsx'
import { PartyBlock } from '../order/PartyBlock.tsx'
import { TimeWindowSection } from '../order/time/TimeWindowSection.tsx'
import { useTripLookup } from '../order/useTripLookup.ts'
import { ErrorBoundary } from '../primitives/ErrorBoundary.tsx'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import type { DeliveryOrderWidgetProps } from './DeliveryOrderWidget.tsx'
import { useWidgetOrder } from './useWidgetOrder.ts'
import { WidgetQuote } from './WidgetQuote.tsx'

// The map is optional: its code (the offline map, the Google adapter) loads only for a widget that shows one.
const WidgetMap = lazy(() => import('./WidgetMap.tsx'))

/** The map's height in px; `.wb-widget__map` reserves it while the map's code loads (no layout shift). */
const MAP_HEIGHT = 240

/**
 * The shopper's fields. Memoised: the form re-renders whenever the account, the sizes or the quote change, and these
 * sections follow their own stores, so re-rendering them with it was wasted work (React's, on the shop's page).
 */
const WidgetFields = memo(function WidgetFields({
  id,
  draft,
  tripLookup,
  now,
  showAll,
}: {
  id: string
  draft: OrderDraftStore
  tripLookup: TripLookup
  now: () => number
  showAll: boolean
}) {
  return (
    <>
      <PartyBlock side="dropoff" draft={draft} showAll={showAll} what3words={false} ownDetails />
      <LocationTypeSection id={`${id}-type`} draft={draft} />
      <DropoffMethodSection id={`${id}-method`} draft={draft} />
      <SizeWeightSection id={`${id}-size`} draft={draft} />
      <TimeWindowSection draft={draft} tripLookup={tripLookup} now={now} />
    </>
  )
})

/** Props of {@link DeliveryOrderForm}: the widget's, less how it reaches the proxy, with the clock given. */
export type DeliveryOrderFormProps = Omit<DeliveryOrderWidgetProps, 'proxyUrl' | 'client' | 'now'> & {
  now: () => number
}

/**
 * The order widget's form, inside a provider whose client talks to the merchant's proxy: the merchant's pickup
 * (shown, not edited), the shopper's drop-off (address autocomplete, unit, phone, email), location type and
 * drop-off method, size and weight, the time window, the live price and 'Place order'. The rules are sdk-core's
 * (`createWidgetOrder` and the order-form engines).
 */
export function DeliveryOrderForm({
  pickup,
  reference,
  storage,
  storageKey,
  map = false,
  googleMapsApiKey,
  onEvent,
  now,
}: DeliveryOrderFormProps) {
  const { client } = useWaybill('DeliveryOrderWidget')
  const id = useId()
  const { draft, order, state } = useWidgetOrder({
    pickup,
    now,
    ...(reference !== undefined && { reference }),
    ...(storage !== undefined && { storage }),
    ...(storageKey !== undefined && { storageKey }),
    ...(onEvent && { onEvent }),
  })
  const tripLookup = useTripLookup(draft, 'DeliveryOrderWidget')
  const accountFailed = useSession((session) => session.accountStatus === 'failed', 'DeliveryOrderWidget')
  const names = client.config
  const placed = state.status === 'placed'
  // The focused button goes away with the form (and comes back): focus follows, so it never falls to the page.
  const placedText = useRef<HTMLParagraphElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const wasPlaced = useRef(false)
  useEffect(() => {
    if (placed) placedText.current?.focus()
    else if (wasPlaced.current) title.current?.focus()
    wasPlaced.current = placed
  }, [placed])
  if (placed) {
    return (
      <section className="wb-widget" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="wb-widget__title">
          {messages.widgetTitle}
        </h2>
        <p role="status" tabIndex={-1} ref={placedText}>
          {fillNames(messages.widgetPlaced, names)}
        </p>
        <button type="button" className="wb-button" onClick={order.startOver}>
          {fillNames(messages.widgetNewOrder, names)}
        </button>
      </section>
    )
  }
  const placing = state.status === 'placing'
  return (
    <section className="wb-widget" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="wb-widget__title" tabIndex={-1} ref={title}>
        {messages.widgetTitle}
      </h2>
      {accountFailed && (
        <p className="wb-alert wb-alert--error" role="alert">
          {messages.widgetNotReady}
        </p>
      )}
      <p className="wb-widget__pickup">
        {messages.widgetPickupFrom}: {pickup.name}, {pickup.address}
      </p>
      <WidgetFields
        id={id}
        draft={draft}
        tripLookup={tripLookup}
        now={now}
        showAll={state.sections.length > 0}
      />
      <WidgetQuote id={`${id}-quote`} quote={state.quote} />
      {state.error && (
        <div className="wb-alert wb-alert--error" role="alert">
          <p>{state.error}</p>
          {state.sections.length > 0 && (
            <ul>
              {state.sections.map((section) => (
                <li key={section}>{section}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        type="button"
        className="wb-button wb-button--primary"
        aria-describedby={`${id}-quote`}
        disabled={placing}
        onClick={() => void order.place()}
      >
        {placing ? messages.widgetPlacing : fillNames(messages.widgetPlaceOrder, names)}
      </button>
      {/* Last, so that the keyboard reaches every field and 'Place order' before the map's controls. */}
      {map && (
        <div className="wb-widget__map">
          {/* An optional map that cannot load (its chunk gone, the network down) says so; the form goes on. */}
          <ErrorBoundary
            fallback={<p role="status">{messages.widgetMapFailed}</p>}
            onError={(error) => client.logger.error('widget map failed', error)}
          >
            <Suspense fallback={<div aria-busy="true" />}>
              <WidgetMap
                draft={draft}
                estimate={state.quote.state === 'ready' ? state.quote.estimate : null}
                height={MAP_HEIGHT}
                {...(googleMapsApiKey !== undefined && { googleMapsApiKey })}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </section>
  )
}
