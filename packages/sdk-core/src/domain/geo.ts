/** A serviced zone: one of the cities the courier serves (part 1 §1). */
export interface Zone {
  /** Zone id. */
  readonly id: number
  /** Zone name, e.g. 'Edmonton'. */
  readonly name: string
}

/**
 * Whether a point is serviced (part 1 §7 `get-zone-from-coordinate`: 'an error means not serviced'): its zone,
 * or the message to show under the field and the failure behind it.
 */
export type ServiceCheck =
  | {
      /** The point lies in a serviced zone. */
      readonly serviced: true
      /** The zone it lies in. */
      readonly zone: Zone
    }
  | {
      /** The zone lookup failed, so the point counts as not serviced. */
      readonly serviced: false
      /** `'This location is not currently serviced by {brand}'` with the brand filled in (part 1 §8). */
      readonly message: string
      /**
       * What failed: an `ApiError` when the server answered with an error (the usual "no zone here"), else a
       * `NetworkError`, `TimeoutError` or `ContractError` a caller may want to log.
       */
      readonly reason: unknown
    }

/** A what3words suggestion for a partly typed triple (part 1 §7). */
export interface W3wSuggestion {
  /** The triple, e.g. 'filled.count.soap' (no leading '///'). */
  readonly words: string
  /** The nearest town, e.g. 'Edmonton, Alberta'. */
  readonly nearestPlace: string
  /** ISO country code, e.g. 'CA'. */
  readonly country: string
}

/** Road duration and distance between a pickup and a drop-off (part 1 §3 'Time distance'). */
export interface TripEstimate {
  /** Driving time in seconds (the trip estimate shows it in minutes, rounded up). */
  readonly durationSeconds: number
  /** Road distance in metres (the trip estimate shows it in km, rounded up). */
  readonly distanceMetres: number
}

/** An address suggestion of the places service (offline geocoder when no Google key is configured). */
export interface AddressSuggestion {
  /** Id to geocode the suggestion with ({@link GeocodeQuery}). */
  readonly placeId: string
  /** The whole line, e.g. '10220 104 Ave NW, Edmonton, AB, Canada'. */
  readonly description: string
  /** The street part, e.g. '10220 104 Ave NW'. */
  readonly mainText: string
  /** The rest, e.g. 'Edmonton, AB, Canada'. */
  readonly secondaryText: string
}

/** What to geocode: a suggestion's place id, or an address as typed. */
export type GeocodeQuery = { readonly placeId: string } | { readonly address: string }

/** A geocoded street address: the parts the contact and account forms fill (part 1 §7). */
export interface GeocodedAddress {
  /** Stable id of the place. */
  readonly placeId: string
  /** The full address, e.g. '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada'. */
  readonly formattedAddress: string
  /** House number and street, e.g. '10220 104 Ave NW'. */
  readonly street: string
  /** City, e.g. 'Edmonton'. */
  readonly city: string
  /** Province code, e.g. 'AB'. */
  readonly province: string
  /** Canadian postal code, e.g. 'T5J 0H6'. */
  readonly postalCode: string
  /** Latitude in degrees. */
  readonly lat: number
  /** Longitude in degrees. */
  readonly lng: number
}
