import { PlacesAutocompleteRequest, PlacesGeocodeRequest } from '@waybill/sdk-core/wire'
import { type GeocodedAddress, geocode, geocodePlaceId, suggestAddresses } from '../geo/geocoder.ts'
import { HttpError, json, validateBody } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** The message of a geocode request nothing matches. */
export const NO_ADDRESS_MATCH = 'No address in Edmonton, Red Deer or Calgary matches.'

/** A geocoded address in the wire's snake_case. */
export function wirePlace(address: GeocodedAddress) {
  return {
    place_id: address.placeId,
    formatted_address: address.formattedAddress,
    street: address.street,
    city: address.city,
    province: address.province,
    postal_code: address.postalCode,
    lat: address.point.lat,
    lng: address.point.lng,
  }
}

/**
 * The offline places service (sandbox only, not in the spec; ARCHITECTURE §5): address suggestions and
 * geocoding from the street table of `geo/streets.ts`, for the portal's autocomplete when no Google key is
 * configured.
 */
export function createPlacesRoutes({ paths }: App): Route[] {
  return [
    {
      method: 'POST',
      path: paths.placesAutocomplete,
      async handler(ctx) {
        const { input } = validateBody(await ctx.readJson(), PlacesAutocompleteRequest)
        const predictions = suggestAddresses(input).map((address) => {
          const secondary = `${address.city}, ${address.province}, Canada`
          return {
            place_id: address.placeId,
            description: `${address.street}, ${secondary}`,
            main_text: address.street,
            secondary_text: secondary,
          }
        })
        return json(200, { predictions })
      },
    },
    {
      method: 'POST',
      path: paths.placesGeocode,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), PlacesGeocodeRequest)
        const found = 'place_id' in body ? geocodePlaceId(body.place_id) : geocode(body.address)
        if (!found) throw new HttpError(404, NO_ADDRESS_MATCH)
        return json(200, { result: wirePlace(found) })
      },
    },
  ]
}
