import type { Point } from './distance.ts'
import { fnv1a, roundCoordinate, unitHash } from './hash.ts'
import { ZONES } from './zones.ts'

/**
 * The what3words emulation (sandbox only). Any well-formed triple `word.word.word` of lower-case letters
 * maps, by a stable hash, to a point well inside one of the three zones; a few reserved triples map to fixed
 * points for tests. Suggestions complete the third word from a fixed list.
 */

/** The words suggestions complete the third word from. */
export const W3W_WORDS: readonly string[] = (
  'aurora basket bison button candle canola cedar chair comet copper count engine falcon feather ' +
  'filled frost garden golden guitar hammer harbour index jacket kettle lamp lantern lemon maple ' +
  'marble meadow mirror otter pencil pepper planet pocket prairie puzzle quiet raft rapid ribbon ' +
  'river rocket saddle silver soap spruce stone sunny table tunnel valley velvet violet wagon ' +
  'wheat window'
).split(' ')

/** A what3words address and where it is. */
export interface W3wPlace {
  /** The triple, 'filled.count.soap'. */
  readonly words: string
  readonly point: Point
  /** 'Edmonton, Alberta'. */
  readonly nearestPlace: string
  /** ISO country code, 'CA'. */
  readonly country: string
}

/** Reserved triple: a point outside every zone (Saskatoon), for "not serviced" tests. */
export const W3W_OUTSIDE = 'outside.every.zone'

/** Reserved triple: a point in Red Deer where intercity time options are unavailable (`timeOptions.ts`). */
export const W3W_INTERCITY_CLOSED = 'intercity.not.available'

const RESERVED: Readonly<Record<string, Omit<W3wPlace, 'words'>>> = {
  [W3W_OUTSIDE]: {
    point: { lat: 52.1332, lng: -106.67 },
    nearestPlace: 'Saskatoon, Saskatchewan',
    country: 'CA',
  },
  [W3W_INTERCITY_CLOSED]: {
    point: { lat: 52.1822, lng: -113.8944 },
    nearestPlace: 'Red Deer, Alberta',
    country: 'CA',
  },
}

const TRIPLE = /^[a-z]+\.[a-z]+\.[a-z]+$/

/** The triple a user typed, without a leading '///', trimmed and in lower case. */
export function normaliseWords(text: string): string {
  return text
    .trim()
    .replace(/^\/{3}/, '')
    .toLowerCase()
}

/** Whether a text (after {@link normaliseWords}) is a well-formed triple. */
export function isWellFormedTriple(text: string): boolean {
  return text.length <= 80 && TRIPLE.test(normaliseWords(text))
}

/** Hashed points stay within this share of a zone's radius: well inside, clear of reserved areas. */
const INNER_SHARE = 0.6

/**
 * The place of a triple, or `undefined` when it is malformed. Same triple, same point; hashed points lie
 * within 60 % of a zone's radius.
 */
export function w3wPlace(text: string): W3wPlace | undefined {
  const words = normaliseWords(text)
  if (!isWellFormedTriple(words)) return undefined
  const reserved = RESERVED[words]
  if (reserved) return { words, ...reserved }
  const zone = ZONES[fnv1a(words) % ZONES.length] ?? ZONES[0]
  if (!zone) return undefined
  const distance = zone.radiusMetres * INNER_SHARE * Math.sqrt(unitHash(words, 'radius'))
  const bearing = 2 * Math.PI * unitHash(words, 'bearing')
  const dLat = (distance * Math.cos(bearing)) / 111_320
  const dLng = (distance * Math.sin(bearing)) / (111_320 * Math.cos((zone.centre.lat * Math.PI) / 180))
  const point = { lat: roundCoordinate(zone.centre.lat + dLat), lng: roundCoordinate(zone.centre.lng + dLng) }
  return { words, point, nearestPlace: `${zone.name}, Alberta`, country: 'CA' }
}

/** Most suggestions an answer holds, as what3words' autosuggest gives. */
export const MAX_W3W_SUGGESTIONS = 3

/**
 * Suggestions for a partly typed triple: 'filled.count.so' → 'filled.count.soap', …. The seed needs two
 * words and the start of a third (possibly empty); anything else has no suggestions. Reserved triples the
 * seed starts come first, then list words that start with the third part; a complete triple that nothing
 * completes is suggested as itself.
 */
export function w3wSuggestions(seed: string): W3wPlace[] {
  const text = normaliseWords(seed)
  const parts = /^([a-z]+)\.([a-z]+)\.([a-z]*)$/.exec(text)
  if (!parts || text.length > 80) return []
  const [, first, second, third = ''] = parts
  const reserved = Object.keys(RESERVED).filter((words) => words.startsWith(text))
  const completed = W3W_WORDS.filter((word) => word.startsWith(third)).map(
    (word) => `${first}.${second}.${word}`,
  )
  let triples = [...new Set([...reserved, ...completed])]
  if (triples.length === 0 && third !== '') triples = [text]
  return triples
    .slice(0, MAX_W3W_SUGGESTIONS)
    .map((words) => w3wPlace(words))
    .filter((place) => place !== undefined)
}
