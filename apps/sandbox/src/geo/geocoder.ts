import { normaliseStreet, type ParsedAddress, parseAddress } from './addressText.ts'
import type { Point } from './distance.ts'
import { pick, roundCoordinate } from './hash.ts'
import { CITIES, type City, pointOnStreet, STREETS, type Street } from './streets.ts'

/** Province of every address the offline geocoder knows. */
export const PROVINCE = 'AB'

/** A geocoded street address (sandbox only: the portal's offline stand-in for a places service). */
export interface GeocodedAddress {
  /** Stable id: `sandbox:<city>:<street>[:<house>]`; geocoding it again gives the same address. */
  readonly placeId: string
  /** '10220 104 Ave NW', or the street alone for a street-level place. */
  readonly street: string
  readonly city: City
  readonly province: typeof PROVINCE
  /** A valid Canadian postal code, 'T5J 0H6', deterministic per street and block. */
  readonly postalCode: string
  /** '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada'. */
  readonly formattedAddress: string
  readonly point: Point
}

/** Letters Canada Post uses in the last three characters of a postal code (no D, F, I, O, Q, U). */
const LDU_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'.split('')
const DIGITS = '0123456789'.split('')

/** The postal code of a house: the street's FSA, then digit-letter-digit from its block of 100. */
export function postalCode(target: Street, house: number | undefined): string {
  const key = `${target.city}|${target.name}|${house === undefined ? 'street' : Math.floor(house / 100)}`
  return `${target.fsa} ${pick(DIGITS, key, 'd1')}${pick(LDU_LETTERS, key, 'l')}${pick(DIGITS, key, 'd2')}`
}

const NORMALISED = new Map(STREETS.map((entry) => [entry, normaliseStreet(entry.name)]))

/** A street's name as the parser normalises typed text: 'jasper ave nw'. */
function normalisedName(entry: Street): string {
  return NORMALISED.get(entry) ?? normaliseStreet(entry.name)
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/** The street-table entry and house number behind a parsed address or place id. */
function toAddress(target: Street, house: number | undefined): GeocodedAddress {
  const point = pointOnStreet(target, house ?? Math.round((target.min + target.max) / 2))
  const street = house === undefined ? target.name : `${house} ${target.name}`
  const postal = postalCode(target, house)
  return {
    placeId: `sandbox:${slug(target.city)}:${slug(target.name)}${house === undefined ? '' : `:${house}`}`,
    street,
    city: target.city,
    province: PROVINCE,
    postalCode: postal,
    formattedAddress: `${street}, ${target.city}, ${PROVINCE} ${postal}, Canada`,
    point: { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) },
  }
}

/**
 * The streets a parsed address may mean: the same normalised name, in the named city (or any city when none
 * is named); 'Jasper Ave' also finds 'Jasper Ave NW' when the quadrant is the only difference.
 */
function candidates(parsed: ParsedAddress): Street[] {
  const inCity = STREETS.filter((entry) => parsed.city === undefined || entry.city === parsed.city)
  const exact = inCity.filter((entry) => normalisedName(entry) === parsed.street)
  if (exact.length > 0) return exact
  return inCity.filter((entry) => {
    const name = normalisedName(entry)
    return (
      name.startsWith(`${parsed.street} `) &&
      /^(nw|ne|sw|se|n|s|e|w)$/.test(name.slice(parsed.street.length + 1))
    )
  })
}

/**
 * Geocodes a typed street address in Edmonton, Red Deer or Calgary: same text, same answer. `undefined` when
 * the street is unknown, the house number is missing or outside the street's range, or the text names
 * somewhere else.
 *
 * @example geocode('10220 104 Ave NW, Edmonton') // { street: '10220 104 Ave NW', postalCode: 'T5J …', … }
 */
export function geocode(text: string): GeocodedAddress | undefined {
  const parsed = parseAddress(text)
  if (parsed.foreign || parsed.house === undefined || parsed.street === '') return undefined
  const { house } = parsed
  const found = candidates(parsed).filter((entry) => house >= entry.min && house <= entry.max)
  // The same street name in two cities and no city named: ambiguous, like a real geocoder asking for more.
  return found.length === 1 && found[0] ? toAddress(found[0], house) : undefined
}

/** Geocodes a place id from {@link suggestAddresses} (or {@link GeocodedAddress.placeId}). */
export function geocodePlaceId(placeId: string): GeocodedAddress | undefined {
  const [scheme, city, name, house, ...extra] = placeId.split(':')
  if (scheme !== 'sandbox' || extra.length > 0) return undefined
  const target = STREETS.find((entry) => slug(entry.city) === city && slug(entry.name) === name)
  if (!target) return undefined
  if (house === undefined) return toAddress(target, undefined)
  if (!/^\d{1,6}$/.test(house)) return undefined
  const number = Number(house)
  return number >= target.min && number <= target.max ? toAddress(target, number) : undefined
}

/** Most suggestions an autocomplete answer holds. */
export const MAX_SUGGESTIONS = 5

/**
 * Address suggestions for what the user has typed so far: '10220 104', 'jasp', '300 8 ave, calg'. The street
 * names that start with the typed street (after the house number, if any), in the cities that start with the
 * text after the first comma, at most five, all in Canada. With a house number only streets whose range holds
 * it, as house addresses; without one, street-level places.
 */
export function suggestAddresses(input: string): GeocodedAddress[] {
  const [first = '', cityPart] = input.split(',')
  const parsed = parseAddress(first)
  if (parsed.street === '') return []
  const cityPrefix = cityPart?.trim().toLowerCase().replace(/\s+/g, ' ') ?? ''
  const cities = CITIES.filter((city) =>
    parsed.city ? city === parsed.city : city.toLowerCase().startsWith(cityPrefix),
  )
  const { house } = parsed
  return STREETS.filter(
    (entry) =>
      cities.includes(entry.city) &&
      normalisedName(entry).startsWith(parsed.street) &&
      (house === undefined || (house >= entry.min && house <= entry.max)),
  )
    .sort((a, b) => CITIES.indexOf(a.city) - CITIES.indexOf(b.city))
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => toAddress(entry, house))
}
