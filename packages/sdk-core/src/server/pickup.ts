import { toOrderParty } from '../draft/toOrderSubmission.ts'
import { type WidgetPickup, widgetPickupParty } from '../embed/widgetPickup.ts'

/** The pickup fields of a wire order, as the proxy forces them. */
export type PickupFields = Readonly<Record<`pickup_${string}`, unknown>>

/** Case, spacing and punctuation aside: '10220 104 Ave NW' is '10220  104 ave. nw'. */
function looseText(text: unknown): string {
  return typeof text === 'string'
    ? text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : ''
}

/** A configured pickup as the order payload carries it. */
function pickupFields(pickup: WidgetPickup): PickupFields {
  const party = toOrderParty(widgetPickupParty(pickup))
  return {
    pickup_name: party.name,
    pickup_address: party.address,
    pickup_unit: party.unit,
    pickup_phonenumber: party.phone,
    pickup_email: party.email,
    pickup_latitude: party.lat,
    pickup_longitude: party.lng,
  }
}

/**
 * Checks a pickup against the shop's configured ones (issue 22: a shopper cannot bill the merchant for another
 * route). Answers a function that, given the payload the browser sent, gives the configured pickup it names (by
 * street address and unit) in full, name, phone, email and position included; or `undefined` when it names none.
 *
 * @example
 * ```ts
 * const pickupOf = allowedPickups([{ name: 'Acme', address: '10220 104 Ave NW', lat: 53.5, lng: -113.5, phone: '7805550142', email: 'shop@acme.example' }])
 * pickupOf({ pickup_address: '10220 104 Ave NW', pickup_name: 'Someone else' })?.pickup_name // 'Acme'
 * pickupOf({ pickup_address: '1 Elsewhere Rd' }) // undefined
 * ```
 */
export function allowedPickups(
  pickups: readonly WidgetPickup[],
): (payload: Record<string, unknown>) => PickupFields | undefined {
  if (!Array.isArray(pickups) || pickups.length === 0) {
    throw new TypeError("createWidgetProxy: pickups lists the shop's pickup (at least one)")
  }
  const byPlace = new Map(
    pickups.map((pickup) => {
      const fields = pickupFields(pickup)
      return [`${looseText(fields.pickup_address)}|${looseText(fields.pickup_unit)}`, fields] as const
    }),
  )
  return (payload) => byPlace.get(`${looseText(payload.pickup_address)}|${looseText(payload.pickup_unit)}`)
}
