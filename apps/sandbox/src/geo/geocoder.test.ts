import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { haversineMetres } from './distance.ts'
import { geocode, geocodePlaceId, MAX_SUGGESTIONS, suggestAddresses } from './geocoder.ts'
import { STREETS } from './streets.ts'
import { INTERCITY_CLOSED_AREA } from './timeOptions.ts'
import { zoneAt } from './zones.ts'

const POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/

describe('offline geocoder (ARCHITECTURE §7; sandbox only)', () => {
  it('places every street of the table inside its own city zone, at both ends', () => {
    for (const street of STREETS) {
      expect(zoneAt(street.from)?.name, street.name).toBe(street.city)
      expect(zoneAt(street.to)?.name, street.name).toBe(street.city)
    }
  })

  it('keeps every street but Airport Dr clear of the intercity-closed area', () => {
    const near = STREETS.filter(
      (street) =>
        haversineMetres(street.from, INTERCITY_CLOSED_AREA.centre) <= 3000 ||
        haversineMetres(street.to, INTERCITY_CLOSED_AREA.centre) <= 3000,
    )
    expect(near.map((street) => street.name)).toEqual(['Airport Dr'])
    const airport = geocode('500 Airport Dr, Red Deer')
    expect(airport && haversineMetres(airport.point, INTERCITY_CLOSED_AREA.centre)).toBeLessThan(1000)
  })

  it('reads an address whatever its case, spacing, spelling of the street type and trailing parts', () => {
    const expected = geocode('10220 104 Ave NW, Edmonton')
    expect(expected).toMatchObject({ street: '10220 104 Ave NW', city: 'Edmonton', province: 'AB' })
    for (const typed of [
      '10220 104 ave nw, edmonton',
      '  10220   104 Avenue NW ,  EDMONTON ',
      '10220 104th Ave N.W., Edmonton, AB',
      '10220 104 Ave NW Edmonton AB T5J 0H6',
      '#200-10220 104 Ave NW, Edmonton, Alberta, T5J 0H6, Canada',
      '10220 104 Ave NW',
    ]) {
      expect(geocode(typed), typed).toEqual(expected)
    }
  })

  it('finds a street typed without its quadrant when the city has only one', () => {
    expect(geocode('10150 Jasper Ave, Edmonton')?.street).toBe('10150 Jasper Ave NW')
    expect(geocode('300 17 Ave, Calgary')).toBeUndefined()
  })

  it('answers nothing for an unknown street, a number out of range, a missing number or another city', () => {
    expect(geocode('123 Nowhere Rd, Edmonton')).toBeUndefined()
    expect(geocode('99999 Jasper Ave NW, Edmonton')).toBeUndefined()
    expect(geocode('Jasper Ave NW, Edmonton')).toBeUndefined()
    expect(geocode('4910 Gaetz Ave, Calgary')).toBeUndefined()
    expect(geocode('10220 104 Ave NW, Vancouver, BC')).toBeUndefined()
  })

  it('is deterministic and gives each address a valid Canadian postal code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STREETS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (street, share) => {
          const house = Math.round(street.min + share * (street.max - street.min))
          const text = `${house} ${street.name}, ${street.city}`
          const found = geocode(text)
          expect(found).toEqual(geocode(text.toUpperCase()))
          expect(found?.postalCode).toMatch(POSTAL)
          expect(found?.postalCode.startsWith(street.fsa)).toBe(true)
          expect(found && zoneAt(found.point)?.name).toBe(street.city)
          expect(found && geocodePlaceId(found.placeId)).toEqual(found)
        },
      ),
    )
  })

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        geocode(text)
        suggestAddresses(text)
        geocodePlaceId(text)
      }),
    )
  })
})

describe('address suggestions (ARCHITECTURE §5: autocomplete without a Google key)', () => {
  const lines = (input: string) => suggestAddresses(input).map((found) => found.formattedAddress)

  it('completes a street by prefix after the house number, in every city that has it', () => {
    expect(lines('10220 104')).toEqual([
      expect.stringMatching(/^10220 104 Ave NW, Edmonton, AB T5J \d[A-Z]\d, Canada$/),
      expect.stringMatching(/^10220 104 St NW, Edmonton, AB T5J \d[A-Z]\d, Canada$/),
    ])
  })

  it('offers street-level places without a house number, and filters by a city prefix', () => {
    expect(suggestAddresses('jasp').map((found) => found.street)).toEqual(['Jasper Ave NW'])
    expect(suggestAddresses('500 4, calg').map((found) => found.street)).toEqual([
      '500 4 Ave SW',
      '500 4 St SW',
    ])
    expect(suggestAddresses('500 4, red').map((found) => found.street)).toEqual([])
  })

  it('gives at most five suggestions, and none for empty or foreign text', () => {
    expect(suggestAddresses('1').length).toBe(0)
    expect(suggestAddresses('1 ').length).toBe(0)
    expect(suggestAddresses('10000 1').length).toBe(MAX_SUGGESTIONS)
    expect(suggestAddresses('')).toEqual([])
    expect(suggestAddresses('10 Downing St, London')).toEqual([])
  })
})
