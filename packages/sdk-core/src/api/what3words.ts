import type { LatLng } from '../domain/account.ts'
import type { W3wSuggestion } from '../domain/geo.ts'
import { w3wWords } from '../forms/partyForm.ts'
import type { Transport } from '../http/transport.ts'
import { W3wConvertResponse, W3wSuggestionsResponse } from './wire/geo.ts'
import type { ApiPaths } from './wire/names.ts'

/** The what3words calls of `GeoApi`: a client without them (the order widget's) bundles none of their code. */
export interface W3wCalls {
  /** what3words completions of a partly typed triple. */
  w3wSuggestions(seed: string): Promise<W3wSuggestion[]>
  /** The coordinates of a what3words triple. */
  w3wToCoordinates(words: string): Promise<LatLng>
}

/** Builds the what3words calls (part 1 §7 `/api/web/{brand}/what3words/…`). */
export function createW3wCalls(transport: Transport, paths: ApiPaths): W3wCalls {
  return {
    async w3wSuggestions(seed) {
      const trimmed = seed.trim()
      if (trimmed === '') return []
      const { suggestions } = await transport.request({
        call: 'geo.w3wSuggestions',
        method: 'POST',
        path: paths.w3wSuggestions,
        body: { seed: trimmed },
        response: W3wSuggestionsResponse,
        retry: true,
      })
      return suggestions.map(({ words, nearestPlace, country }) => ({ words, nearestPlace, country }))
    },
    async w3wToCoordinates(words) {
      const { coordinates } = await transport.request({
        call: 'geo.w3wToCoordinates',
        method: 'POST',
        path: paths.w3wConvertToCoords,
        body: { what3words: w3wWords(words) },
        response: W3wConvertResponse,
        retry: true,
      })
      return { lat: coordinates.lat, lng: coordinates.lng }
    },
  }
}
