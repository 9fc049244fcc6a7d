import { type DashboardView, fillNames, messages, type Order } from '@waybill/sdk-core'
import { createLiveMap, type LiveMap as LiveMapStore } from '@waybill/sdk-core/internal'
import { useEffect, useId, useMemo, useState } from 'react'
import { MapView } from '../maps/MapView.tsx'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { documentVisibility } from './documentVisibility.ts'
import { liveMapDeliveries, liveMapDrivers, liveMapRoute, orderMarkerId } from './LiveMapMarkers.ts'

/** Props of {@link LiveMap}. */
export interface LiveMapProps {
  /** The dashboard view whose deliveries are shown: 1 done, 2 shared, 3 active (part 2 §2.1). */
  view: DashboardView
  /** The delivery selected in the table: its drop-off is selected and centred, its route drawn. */
  selected?: Order | null
}

/**
 * The dashboard's live map with its Hide/Show Map toggle (part 2 §2.1, §7, §9): online drivers and the view's
 * delivery positions, polled by sdk-core's `createLiveMap` (drivers every 15 s, positions every 30 s) only while the
 * map is shown, the component mounted and the tab visible. It scrolls with the page, never over the table, and
 * opens on the deliveries' markers (issue 21). Hiding the map unmounts it, which stops the polls; the last
 * positions are kept and shown again at once when it is shown again. Failed polls are only logged (part 2 §8).
 *
 * @example
 * ```tsx
 * <LiveMap view={3} selected={selectedOrder} />
 * ```
 */
export function LiveMap({ view, selected = null }: LiveMapProps) {
  const { client, session } = useWaybill('LiveMap')
  const [map] = useState(() =>
    createLiveMap({
      client,
      apiCode: () => session.apiCode(),
      view,
      visibility: documentVisibility(),
    }),
  )
  const [shown, setShown] = useState(true)
  const bodyId = useId()

  useEffect(() => map.setView(view), [map, view])

  return (
    <div className="wb-live-map">
      <div className="wb-live-map__bar">
        <button
          type="button"
          className="wb-button wb-live-map__toggle"
          aria-expanded={shown}
          aria-controls={bodyId}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? messages.dashboardHideMap : messages.dashboardShowMap}
        </button>
      </div>
      <div id={bodyId} className="wb-live-map__body" hidden={!shown}>
        {shown && <LiveMapSurface map={map} selected={selected} />}
      </div>
    </div>
  )
}

/** The map itself: mounted only while shown, its subscription to the store is what keeps the polls going. */
function LiveMapSurface({ map, selected }: { map: LiveMapStore; selected: Order | null }) {
  const { client } = useWaybill('LiveMap')
  const state = useStore(map)
  const names = client.config
  const { drivers, positions } = state
  // Drivers are dots (hundreds move at each drivers poll); the deliveries' ends are full markers, made again only
  // when the positions or the selection change.
  const dots = useMemo(
    () => ({ label: messages.dashboardMapFindDriver, markers: liveMapDrivers(drivers, positions, names) }),
    [drivers, positions, names],
  )
  const markers = useMemo(() => liveMapDeliveries(positions, selected, names), [positions, selected, names])
  const polylines = useMemo(() => liveMapRoute(selected), [selected])

  // A row click selects (and so centres) the delivery's drop-off; a marker click or close moves on from there.
  const selectedId = selected ? orderMarkerId(selected.id, 'dropoff') : null
  const [chosen, setChosen] = useState(selectedId)
  const [lastSelectedId, setLastSelectedId] = useState(selectedId)
  if (selectedId !== lastSelectedId) {
    setLastSelectedId(selectedId)
    setChosen(selectedId)
  }

  return (
    <MapView
      label={fillNames(messages.dashboardMapLabel, names)}
      markers={markers}
      dots={dots}
      polylines={polylines}
      selectedMarkerId={chosen}
      onMarkerSelect={setChosen}
      fitMarkers
    />
  )
}
