import { describe, expect, it } from 'vitest'
import { needsOnboarding } from './onboarding.ts'

const address = {
  street: '10220 104 Ave NW',
  appt: '',
  city: 'Edmonton',
  province: 'AB',
  postalCode: 'T5J 0H6',
}

describe('needsOnboarding (part 1 §4 Onboarding flow)', () => {
  it('sends an account without a pickup location through account details', () => {
    expect(needsOnboarding({ pickupAddress: { ...address, street: '' } })).toBe(true)
    expect(needsOnboarding({ pickupAddress: { ...address, street: '   ' } })).toBe(true)
  })

  it('lets an account with a pickup location through', () => {
    expect(needsOnboarding({ pickupAddress: address })).toBe(false)
  })
})
