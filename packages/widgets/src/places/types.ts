import type { GeocodedAddress } from '@waybill/sdk-core'
/**
 * A chosen address, split into the parts the contact and account forms fill (part 1 §7): sdk-core's geocoded
 * address with the whole line as `address`, e.g. '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada'.
 */
export type PlaceDetails = Omit<GeocodedAddress, 'placeId' | 'formattedAddress'> & {
  /** The whole address, e.g. '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada'. */
  readonly address: string
}

/** One address suggestion for text typed so far. */
export interface PlaceSuggestion {
  /** The place id the adapter resolves to details. */
  readonly id: string
  /** The whole line, e.g. '10220 104 Ave NW, Edmonton, AB, Canada'. */
  readonly text: string
  /** The street part, e.g. '10220 104 Ave NW'. */
  readonly mainText: string
  /** The rest, e.g. 'Edmonton, AB, Canada'. */
  readonly secondaryText: string
}

/**
 * One field's autocomplete session: the suggestions typed in one address field and the details fetch that
 * ends them. Google bills a session token per session, so each `AddressField` has its own.
 */
export interface PlacesSession {
  /** Suggestions in Canada for text typed so far; rejects or resolves unused once `signal` aborts. */
  suggest(input: string, signal: AbortSignal): Promise<readonly PlaceSuggestion[]>
  /** The address parts and coordinates of a suggestion; ends the session (the next search starts a new one). */
  details(suggestion: PlaceSuggestion): Promise<PlaceDetails>
  /** Ends the session without a choice (the field was cleared or left the page); the next search starts anew. */
  end(): void
}

/** An address-autocomplete adapter (ARCHITECTURE §5): Google Places with a key, the sandbox geocoder without. */
export interface PlacesProvider {
  /** A new autocomplete session for one field; sessions share nothing. */
  session(): PlacesSession
}
