import type { DropOffAddressType, DropoffMethod, PremiumOptions } from './order.ts'

/**
 * The drop-off location type codes in the order the form lists them (part 1 §3; part 2 §4.4).
 *
 * @internal
 */
export const DROPOFF_ADDRESS_TYPES: readonly DropOffAddressType[] = [1, 2, 3, 4, 5]

/**
 * The label of each drop-off location type, the spec's words (part 1 §3 'Drop-off location types: 1 Home, 2
 * Business, 3 School, 4 Hospital, 5 Apartment Building'; part 2 §4.4).
 *
 * @internal
 *
 * @example
 * ```ts
 * DROPOFF_ADDRESS_TYPE_LABELS[draft.dropOffAddressType ?? 1] // 'Home'
 * ```
 */
export const DROPOFF_ADDRESS_TYPE_LABELS: Readonly<Record<DropOffAddressType, string>> = {
  1: 'Home',
  2: 'Business',
  3: 'School',
  4: 'Hospital',
  5: 'Apartment Building',
}

/**
 * The drop-off method codes in the order the form lists them (part 1 §3; part 2 §4.4).
 *
 * @internal
 */
export const DROPOFF_METHODS: readonly DropoffMethod[] = [0, 1, 2]

/**
 * The label of each drop-off method, the spec's words (part 2 §4.4: '0 Leave At Door (Contactless), 1 In-Person, 2
 * Age Restricted (valid ID required, otherwise returned)').
 *
 * @internal
 */
export const DROPOFF_METHOD_LABELS: Readonly<Record<DropoffMethod, string>> = {
  0: 'Leave At Door (Contactless)',
  1: 'In-Person',
  2: 'Age Restricted (valid ID required, otherwise returned)',
}

/**
 * The label of each premium option. Part 1 §3 names the options (special_care, load_needs, …), not their labels:
 * these are our words (docs/decisions/ordering-screens.md#the-forms). The form shows in-person confirmation
 * and age restriction as the drop-off methods 1 and 2 ({@link DROPOFF_METHOD_LABELS}).
 *
 * @internal
 */
export const PREMIUM_OPTION_LABELS: Readonly<Record<keyof PremiumOptions, string>> = {
  specialCare: 'Special care',
  loadNeeds: 'Help loading at pickup',
  unloadNeeds: 'Help unloading at drop-off',
  alcoholDelivery: 'Alcohol delivery',
  requireRefrigeratedVehicle: 'Requires a refrigerated vehicle',
  notRequireRefrigeratedVehicle: 'Does not require a refrigerated vehicle',
  requireInPersonConfirmation: 'In-person confirmation',
  ageRestricted: 'Age restricted',
}

/**
 * The premium options of the form's 'Premium options' section, in its order (part 1 §2, §3): the temperature pair
 * has its own section (intercity only) and in-person confirmation and age restriction are drop-off methods.
 *
 * @internal
 */
export const EXTRA_PREMIUM_OPTIONS: readonly (keyof PremiumOptions)[] = [
  'specialCare',
  'loadNeeds',
  'unloadNeeds',
  'alcoholDelivery',
]
