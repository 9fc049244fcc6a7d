import { describe, expect, it } from 'vitest'
import { dropoffMethodRule, TEMPERATURE_OPTIONS } from '../draft/draftRules.ts'
import {
  DROPOFF_ADDRESS_TYPE_LABELS,
  DROPOFF_ADDRESS_TYPES,
  DROPOFF_METHOD_LABELS,
  DROPOFF_METHODS,
  EXTRA_PREMIUM_OPTIONS,
  PREMIUM_OPTION_LABELS,
} from './orderFormLabels.ts'

describe('the order form label tables', () => {
  it('part 1 §3, part 2 §4.4: drop-off location types 1 Home, 2 Business, 3 School, 4 Hospital, 5 Apartment Building', () => {
    expect(DROPOFF_ADDRESS_TYPES.map((type) => `${type} ${DROPOFF_ADDRESS_TYPE_LABELS[type]}`)).toEqual([
      '1 Home',
      '2 Business',
      '3 School',
      '4 Hospital',
      '5 Apartment Building',
    ])
  })

  it('part 2 §4.4: drop-off methods 0 Leave At Door (Contactless), 1 In-Person, 2 Age Restricted', () => {
    expect(DROPOFF_METHODS.map((method) => `${method} ${DROPOFF_METHOD_LABELS[method]}`)).toEqual([
      '0 Leave At Door (Contactless)',
      '1 In-Person',
      '2 Age Restricted (valid ID required, otherwise returned)',
    ])
  })

  it('part 2 §4.4: Business, School and Hospital are the types that force In-Person', () => {
    const forcing = DROPOFF_ADDRESS_TYPES.filter((type) => dropoffMethodRule(type).leaveAtDoorDisabled)
    expect(forcing.map((type) => DROPOFF_ADDRESS_TYPE_LABELS[type])).toEqual([
      'Business',
      'School',
      'Hospital',
    ])
  })

  it('part 1 §3 Premium options: every option has a label; the section lists neither temperature nor method', () => {
    expect(Object.keys(PREMIUM_OPTION_LABELS).sort()).toEqual(
      [
        'specialCare',
        'loadNeeds',
        'unloadNeeds',
        'alcoholDelivery',
        'requireRefrigeratedVehicle',
        'notRequireRefrigeratedVehicle',
        'requireInPersonConfirmation',
        'ageRestricted',
      ].sort(),
    )
    for (const option of EXTRA_PREMIUM_OPTIONS) {
      expect(TEMPERATURE_OPTIONS as readonly string[]).not.toContain(option)
      expect(['requireInPersonConfirmation', 'ageRestricted']).not.toContain(option)
    }
  })
})
