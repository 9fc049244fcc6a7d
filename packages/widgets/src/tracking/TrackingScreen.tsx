import { fillNames, messages } from '@waybill/sdk-core'
import { createOrderTracking } from '@waybill/sdk-core/internal'
import { useId, useMemo } from 'react'
import { documentVisibility } from '../dashboard/documentVisibility.ts'
import { MapView } from '../maps/MapView.tsx'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { useDocumentTitle } from './useDocumentTitle.ts'

/** Props of {@link TrackingScreen}. */
export interface TrackingScreenProps {
  /** The delivery's uuid, from the page's address (`/order-tracking/{uuid}`). */
  uuid: string
  /** Level of the screen's heading; 2 by default, 1 when the widget is the page. */
  headingLevel?: 1 | 2 | 3
  /**
   * Names the browser tab after the delivery (its status and order name; sdk-core's `documentTitle`) while mounted,
   * restoring the previous title after. Off by default: set it when the widget is the whole page, not when it is
   * embedded in another one.
   */
  documentTitle?: boolean
}

/**
 * A delivery's public tracking page (part 2 §2.1 '/order-tracking/`{uuid}`'; issue 7): its status, the ETA or the
 * delivery time, the driver's first name, and a map with the pickup, the drop-off and the driver. No sign-in: it
 * needs only the client of a `WaybillProvider`. sdk-core's `createOrderTracking` polls every 15 s while the tab is
 * visible and stops once the delivery is finished; a status change is announced (a polite live region), and so is
 * a failed refresh ('Could not refresh. Last updated at 10:42.', cleared by the next answer). Unknown links show a
 * not-found text. All texts are plain text.
 *
 * @example
 * ```tsx
 * <TrackingScreen uuid={params.uuid} headingLevel={1} documentTitle />
 * ```
 */
export function TrackingScreen({ uuid, headingLevel = 2, documentTitle = false }: TrackingScreenProps) {
  const { client } = useWaybill('TrackingScreen')
  const tracking = useMemo(
    () => createOrderTracking({ client, uuid, visibility: documentVisibility() }),
    [client, uuid],
  )
  const { phase, view, staleNotice, documentTitle: title } = useStore(tracking)
  useDocumentTitle(documentTitle ? title : null)
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const names = client.config

  if (phase === 'not-found') {
    return (
      <section className="wb-tracking wb-tracking--not-found" aria-labelledby={headingId}>
        <Heading id={headingId} className="wb-tracking__title">
          {fillNames(messages.trackingNotFoundTitle, names)}
        </Heading>
        <p>{messages.trackingNotFound}</p>
      </section>
    )
  }

  // One status element from loading to delivered: a live region inserted with its text is often not announced.
  // The stale notice has its own polite region, there from the start, so that the status is not read again with it.
  return (
    <section className="wb-tracking" aria-labelledby={headingId} aria-busy={phase === 'loading'}>
      <Heading id={headingId} className="wb-tracking__title">
        {view ? view.title : fillNames(messages.trackingTitle, names)}
      </Heading>
      <div className="wb-tracking__state">
        <p className="wb-tracking__status" role="status" aria-atomic="true">
          {view ? (
            <>
              {view.statusLabel}{' '}
              <span className={`wb-status wb-status--${view.status.tone}`}>{view.status.label}</span>
            </>
          ) : phase === 'unavailable' ? (
            messages.trackingUnavailable
          ) : (
            messages.trackingLoading
          )}
        </p>
        <p className="wb-tracking__notice wb-tracking__stale" aria-live="polite" aria-atomic="true">
          {staleNotice}
        </p>
      </div>
      {view && (
        <>
          <p className="wb-tracking__name">{view.orderName}</p>
          {view.arrival && <p className="wb-tracking__arrival">{view.arrival}</p>}
          {view.driver && <p className="wb-tracking__driver">{view.driver}</p>}
          <ul className="wb-tracking__places">
            {view.from && <li>{view.from}</li>}
            <li>{view.to}</li>
          </ul>
          <MapView
            label={view.map.label}
            markers={view.map.points}
            center={view.map.center}
            zoom={view.map.zoom}
          />
        </>
      )}
    </section>
  )
}
