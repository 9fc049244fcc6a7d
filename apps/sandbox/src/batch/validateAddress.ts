import type { Point } from '../geo/distance.ts'
import { geocode } from '../geo/geocoder.ts'
import { w3wPlace } from '../geo/what3words.ts'
import { zoneAt } from '../geo/zones.ts'

/** The parts of a batch row (part 2 §3.8) the address check reads. */
export interface RowAddress {
  readonly address?: string | undefined
  readonly city?: string | undefined
  readonly province?: string | undefined
  readonly postal?: string | undefined
  readonly w3w?: string | undefined
  readonly uuid?: string | undefined
}

/** The validate-address answer (part 2 §7): nulls when the row cannot be placed in a serviced zone. */
export interface AddressCheck {
  readonly lat: number | null
  readonly lng: number | null
  readonly formatted_address: string | null
  readonly uuid: string | null
  readonly city: { readonly name: string } | null
  readonly zone: { readonly id: number; readonly name: string } | null
}

function placed(point: Point, formatted: string, uuid: string | null): AddressCheck {
  const zone = zoneAt(point)
  if (!zone)
    return { lat: point.lat, lng: point.lng, formatted_address: formatted, uuid, city: null, zone: null }
  return {
    lat: point.lat,
    lng: point.lng,
    formatted_address: formatted,
    uuid,
    city: { name: zone.name },
    zone: { id: zone.id, name: zone.name },
  }
}

/**
 * Places a batch row (part 2 §4.6): the street address with its city, province and postal code through the
 * offline geocoder; failing that, its what3words triple. A row that neither places, or whose point lies
 * outside every zone, comes back with city null, so the client keeps it invalid.
 */
export function checkRowAddress(row: RowAddress): AddressCheck {
  const uuid = row.uuid?.trim() ? row.uuid.trim() : null
  const address = row.address?.trim() ?? ''
  if (address !== '') {
    const text = [address, row.city, row.province, row.postal].filter((part) => part?.trim()).join(', ')
    const found = geocode(text)
    if (found) return placed(found.point, found.formattedAddress, uuid)
  }
  const words = row.w3w?.trim() ?? ''
  const place = words === '' ? undefined : w3wPlace(words)
  if (place) return placed(place.point, `///${place.words}`, uuid)
  return { lat: null, lng: null, formatted_address: null, uuid, city: null, zone: null }
}
