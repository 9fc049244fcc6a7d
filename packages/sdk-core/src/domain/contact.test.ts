import { describe, expect, it } from 'vitest'
import { FLORIST } from '../../test/draftFixtures.ts'
import { contactAddressLine, contactInfoLines, contactUnitText, contactUse } from './contact.ts'

describe('contact texts (part 1 §2 Contacts screen)', () => {
  it.each([
    [true, false, 'YES', 'NO'],
    [false, true, 'NO', 'YES'],
    [true, true, 'YES', 'YES'],
  ])(
    'shows Pickup %j and Drop Off %j as %j and %j (part 1 §2 table columns)',
    (isPickup, isDropoff, pickup, dropoff) => {
      expect(contactUse({ isPickup, isDropoff })).toEqual({ pickup, dropoff })
    },
  )

  it.each([
    ['204', '10220 104 Ave NW, Unit 204'],
    [' 204 ', '10220 104 Ave NW, Unit 204'],
    ['', '10220 104 Ave NW'],
    ['   ', '10220 104 Ave NW'],
    ['Unit 204', '10220 104 Ave NW, Unit 204'],
  ])('writes the address with unit %j as %j (part 1 §2 info window)', (unit, line) => {
    expect(contactAddressLine({ address: '10220 104 Ave NW', unit })).toBe(line)
  })

  it.each([
    ['204', '204'],
    ['', 'None'],
    ['  ', 'None'],
  ])('shows the unit %j in the expanded row as %j (part 1 §2 expanding shows unit)', (unit, text) => {
    expect(contactUnitText({ unit })).toBe(text)
  })

  it('lists address with unit, phone, email, latitude and longitude in the info window (part 1 §2)', () => {
    expect(contactInfoLines(FLORIST)).toEqual([
      '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada, Unit 204',
      'Phone: 780-555-0101',
      'Email: shop@northside.test',
      'Latitude: 53.5461',
      'Longitude: -113.4938',
    ])
  })

  it('keeps a name or unit made of markup as plain text', () => {
    const markup = '<img src=x onerror=alert(1)>'
    expect(contactAddressLine({ address: '4807 50 Ave', unit: markup })).toBe(`4807 50 Ave, Unit ${markup}`)
  })
})
