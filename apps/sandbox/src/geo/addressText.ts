import { CITIES, type City } from './streets.ts'

/** Spellings the parser folds onto the abbreviations the street table uses. */
const TOKENS: Readonly<Record<string, string>> = {
  avenue: 'ave',
  av: 'ave',
  street: 'st',
  str: 'st',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  blv: 'blvd',
  tr: 'trail',
  trl: 'trail',
  northwest: 'nw',
  northeast: 'ne',
  southwest: 'sw',
  southeast: 'se',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
}

const PROVINCE = new Set(['ab', 'alberta'])
const COUNTRY = new Set(['canada', 'ca'])
const POSTAL = /^[a-z]\d[a-z] ?\d[a-z]\d$/

/** Lower case, single spaces, no dots, ordinals ('104th' → '104'), spelled-out words abbreviated. */
export function normaliseStreet(text: string): string {
  return text
    .toLowerCase()
    .replace(/\./g, '')
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token) => TOKENS[token] ?? token.replace(/^(\d+)(st|nd|rd|th)$/, '$1'))
    .join(' ')
}

/** The city a text names (any letter case and spacing), if it names one. */
export function cityNamed(text: string): City | undefined {
  const key = text.toLowerCase().replace(/\s+/g, ' ').trim()
  return CITIES.find((city) => city.toLowerCase() === key)
}

/** An address as typed, taken apart: '200-10220 104 Avenue NW, Edmonton, AB T5J 0H6, Canada'. */
export interface ParsedAddress {
  /** The house number, when the text starts with one (a unit before a dash is dropped). */
  readonly house: number | undefined
  /** The normalised street, e.g. '104 ave nw'. */
  readonly street: string
  /** The city, when the text names one. */
  readonly city: City | undefined
  /** The text names a place that is not one of the three cities (another city, province or country). */
  readonly foreign: boolean
}

/** Peels trailing city / province / postal code / country words off, leaving at least `keep` words. */
function peelTrailing(words: string[], keep: number): { city: City | undefined; rest: string[] } {
  let rest = [...words]
  let city: City | undefined
  for (;;) {
    const last = rest.at(-1)
    const lastTwo = rest.slice(-2).join(' ')
    if (last === undefined) break
    if (COUNTRY.has(last) || PROVINCE.has(last) || /^\d[a-z]\d$/.test(last) || POSTAL.test(last)) {
      rest = rest.slice(0, -1)
      if (/^\d[a-z]\d$/.test(last) && /^[a-z]\d[a-z]$/.test(rest.at(-1) ?? '')) rest = rest.slice(0, -1)
    } else if (!city && cityNamed(lastTwo) && rest.length - 2 >= keep) {
      city = cityNamed(lastTwo)
      rest = rest.slice(0, -2)
    } else if (!city && cityNamed(last) && rest.length - 1 >= keep) {
      city = cityNamed(last)
      rest = rest.slice(0, -1)
    } else break
  }
  return { city, rest }
}

/**
 * Parses a typed address, case- and spacing-insensitively: '123 Jasper Ave NW, Edmonton',
 * '123 jasper avenue nw edmonton ab', '#5-123 Jasper Ave NW, Edmonton, AB T5J 0H6, Canada'.
 */
export function parseAddress(text: string): ParsedAddress {
  const parts = text
    .split(',')
    .map((part) => part.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
  const [first = '', ...others] = parts
  let city: City | undefined
  let foreign = false
  let words = first.split(' ').filter((word) => word !== '')
  if (others.length === 0) {
    const peeled = peelTrailing(words, 1)
    city = peeled.city
    words = peeled.rest
  }
  for (const part of others) {
    const named = cityNamed(part)
    const trailing = peelTrailing(part.split(' '), 0)
    if (named) {
      if (city && city !== named) foreign = true
      city = named
    } else if (trailing.rest.length === 0) {
      if (trailing.city && city && city !== trailing.city) foreign = true
      city ??= trailing.city
    } else foreign = true
  }
  const leading = /^(?:#?[\da-z]+-)?(\d+)$/.exec(words[0] ?? '')
  const house = leading?.[1] === undefined ? undefined : Number(leading[1])
  const street = normaliseStreet((house === undefined ? words : words.slice(1)).join(' '))
  return { house, street, city, foreign }
}
