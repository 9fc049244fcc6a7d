import { describe, expect, it } from 'vitest'
import { W3W_OUTSIDE } from '../geo/what3words.ts'
import { checkRowAddress } from './validateAddress.ts'

describe('checkRowAddress (part 2 §4.6: a row is valid when the answer has a city name)', () => {
  it('geocodes address, city, province and postal code of a spreadsheet row', () => {
    const check = checkRowAddress({
      address: '4910 gaetz ave',
      city: 'red deer',
      province: 'alberta',
      postal: 'T4N 1A1',
      uuid: ' row-7 ',
    })
    expect(check).toMatchObject({
      city: { name: 'Red Deer' },
      zone: { id: 2, name: 'Red Deer' },
      uuid: 'row-7',
      formatted_address: expect.stringMatching(/^4910 Gaetz Ave, Red Deer, AB T4N \d[A-Z]\d, Canada$/),
    })
    expect(check.lat).toEqual(expect.any(Number))
  })

  it('falls back to the what3words triple when the address does not place', () => {
    const check = checkRowAddress({ address: '1 Unknown Rd', city: 'Calgary', w3w: 'filled.count.soap' })
    expect(check.formatted_address).toBe('///filled.count.soap')
    expect(check.city?.name).toEqual(expect.any(String))
  })

  it('answers city null for a row it cannot place, or whose point no zone serves', () => {
    expect(checkRowAddress({ address: '1 Unknown Rd', city: 'Calgary', province: 'AB' })).toEqual({
      lat: null,
      lng: null,
      formatted_address: null,
      uuid: null,
      city: null,
      zone: null,
    })
    const outside = checkRowAddress({ w3w: W3W_OUTSIDE })
    expect(outside).toMatchObject({ city: null, zone: null, formatted_address: `///${W3W_OUTSIDE}` })
    expect(outside.lat).not.toBeNull()
  })
})
