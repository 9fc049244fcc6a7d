import { describe, expect, it } from 'vitest'
import { ACME_PICKUP } from '../../test/draftFixtures.ts'
import { locationSideCheck } from './sideCheck.ts'

describe('locationSideCheck (part 1 §2 Location details, §5 Contact/party form)', () => {
  it('passes a complete, valid, located side', () => {
    expect(locationSideCheck(ACME_PICKUP)).toEqual({ errors: {}, block: undefined })
  })

  it.each([
    ['name', { name: ' ' }, { name: 'Name is required' }],
    ['email', { email: '' }, { email: 'Email is required' }],
    ['phone', { phone: '555-12' }, { phone: 'Phone number(s) must be valid' }],
    ['address', { address: '', w3w: '' }, { address: 'Address is required', w3w: 'w3w is required' }],
  ])(
    "shows 'Please Check Your Data' when the %s is missing or invalid (part 1 §5)",
    (_field, patch, errors) => {
      expect(locationSideCheck({ ...ACME_PICKUP, ...patch })).toEqual({
        errors,
        block: 'Please Check Your Data',
      })
    },
  )

  it('accepts a what3words address in place of a street address (part 1 §5)', () => {
    const w3w = { ...ACME_PICKUP, address: '///filled.count.soap', w3w: 'filled.count.soap' }
    expect(locationSideCheck(w3w).block).toBeUndefined()
  })

  it('asks for a chosen address while the side is not located (part 1 §5 coordinates)', () => {
    expect(locationSideCheck({ ...ACME_PICKUP, lat: 0, lng: 0 })).toEqual({
      errors: { coordinates: 'Validate the address first' },
      block: 'Please Check Your Data',
    })
  })
})
