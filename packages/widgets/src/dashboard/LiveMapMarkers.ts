import { fillNames, fillText, type Order, type OrderPlace } from '@waybill/sdk-core'
import type { LiveMapState } from '@waybill/sdk-core/internal'
import type { MapMarker, MapPolyline } from '../maps/types.ts'

/**
 * Accessible names and info lines of the live map's markers (part 2 §2.1); `{product}` is filled with the
 * configured name, `{id}` with the delivery's number.
 */
export const LIVE_MAP_MARKER_TEXTS = {
  pickup: 'Pickup of {product} #{id}',
  dropoff: 'Drop off of {product} #{id}',
  driver: 'Driver {id}',
  activeDeliveries: 'Active {product}s: {count}',
} as const

/** The configured names `{brand}` and `{product}` are filled with. */
type Names = { readonly brand: string; readonly product: string }

/** Id of the marker of a delivery's pickup or drop-off. */
export function orderMarkerId(orderId: number, end: 'pickup' | 'dropoff'): string {
  return `${end}-${orderId}`
}

function driverMarker(
  id: number,
  name: string | undefined,
  position: MapMarker['position'],
  lines: string[],
) {
  const title = name || fillText(LIVE_MAP_MARKER_TEXTS.driver, { id })
  return { id: `driver-${id}`, kind: 'driver', title, position, info: { title, lines } } satisfies MapMarker
}

function placeLines(place: OrderPlace | undefined): string[] {
  // The listed address already carries its unit ('#12 …', part 2 §3.1).
  return place ? [place.name, place.address].filter(Boolean) : []
}

function endMarker(
  orderId: number,
  end: 'pickup' | 'dropoff',
  position: MapMarker['position'],
  names: Names,
  place?: OrderPlace,
): MapMarker {
  const title = fillText(fillNames(LIVE_MAP_MARKER_TEXTS[end], names), { id: orderId })
  return {
    id: orderMarkerId(orderId, end),
    kind: end,
    title,
    position,
    info: { title, lines: placeLines(place) },
  }
}

/**
 * The live map's drivers (part 2 §2.1 'Driver markers … are shown'): each online driver at its confirmed position,
 * named by its first name, and an assigned driver not among the online ones at its reported position. Drawn as
 * dots (many of them move at each poll); all names are plain text.
 */
export function liveMapDrivers(
  drivers: LiveMapState['drivers'],
  positions: LiveMapState['positions'],
  names: Names,
): MapMarker[] {
  const markers: MapMarker[] = []
  const driverIds = new Set<number>()
  for (const driver of drivers) {
    driverIds.add(driver.id)
    const lines =
      driver.activeDeliveries === undefined
        ? []
        : [
            fillText(fillNames(LIVE_MAP_MARKER_TEXTS.activeDeliveries, names), {
              count: driver.activeDeliveries,
            }),
          ]
    markers.push(driverMarker(driver.id, driver.name, { lat: driver.lat, lng: driver.lng }, lines))
  }
  for (const { driver } of positions) {
    if (driver && !driverIds.has(driver.id)) {
      driverIds.add(driver.id)
      markers.push(driverMarker(driver.id, driver.firstName, driver.position, []))
    }
  }
  return markers
}

/**
 * The live map's delivery markers (part 2 §2.1 '… delivery positions are shown'): each delivery's pickup and
 * drop-off, and the selected delivery's ends even when the positions poll has not listed it (yet), so a row click
 * always has a marker to select.
 */
export function liveMapDeliveries(
  positions: LiveMapState['positions'],
  selected: Order | null,
  names: Names,
): MapMarker[] {
  const markers: MapMarker[] = []
  let selectedListed = false
  for (const position of positions) {
    const isSelected = position.id === selected?.id
    selectedListed ||= isSelected
    markers.push(
      endMarker(position.id, 'pickup', position.pickup, names, isSelected ? selected.pickup : undefined),
    )
    markers.push(
      endMarker(position.id, 'dropoff', position.dropoff, names, isSelected ? selected.dropoff : undefined),
    )
  }
  if (selected && !selectedListed) {
    markers.push(endMarker(selected.id, 'pickup', selected.pickup, names, selected.pickup))
    markers.push(endMarker(selected.id, 'dropoff', selected.dropoff, names, selected.dropoff))
  }
  return markers
}

/** The selected delivery's route, drawn under the markers; none without a selection or a route. */
export function liveMapRoute(selected: Order | null): MapPolyline[] {
  if (!selected || selected.route.length < 2) return []
  return [{ id: `route-${selected.id}`, path: selected.route, tone: 'route' }]
}
