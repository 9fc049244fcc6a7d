/** Texts of sign-up, account details and pickup hours (part 1 §2, §5 'Sign-up', 'Account details'). */
export const onboardingMessages = {
  /** Sign-up without a full name (part 1 §5 'Sign-up'). */
  fullNameRequired: 'Full name is required',
  /** Sign-up without a business name (part 1 §5 'Sign-up'). */
  businessNameRequired: 'Business name is required',
  /** A phone that is not a valid Canadian number (part 1 §5 'Sign-up', 'Account details'; part 2 §5.3). */
  phoneInvalid: 'Phone number must be valid',
  /** Account details without a phone (part 1 §5 'Account details'). */
  phoneRequired: 'Phone number is required',
  /** Sign-up without an operating region (part 1 §5 'Sign-up'). */
  regionRequired: 'Region is required',
  /** A street address left empty, or a party without address or what3words (part 1 §5). */
  addressRequired: 'Address is required',
  /** Account details without a city (part 1 §5 'Account details'). */
  cityRequired: 'City is required',
  /** Account details without a province (part 1 §5 'Account details'). */
  provinceRequired: 'Province is required',
  /** A city or province with digits in it (part 1 §5 'Account details'). */
  invalidEntry: 'Invalid entry',
  /** Account details without a postal code (part 1 §5 'Account details'). */
  postalCodeRequired: 'A postal code is required',
  /** A postal code not in the Canadian format (part 1 §5 'Account details'). */
  postalCodeInvalid: 'Must be a valid postal code',

  // Our words where the spec states a rule without a text (docs/decisions/onboarding-and-portal-chrome.md)
  /** A ticked pickup day whose end is not after its start (part 1 §2 'Pickup hours' states no text). */
  pickupEndBeforeStart: 'End time must be after start time',

  // Our words for the onboarding screens' own names (part 1 §2 'Sign-up', 'Account details', 'Pickup hours')
  /** The sign-up form's legal line, before the terms-of-use link. */
  signUpAgreement: 'By signing up you agree to our',
  /** The sign-up form's legal line: the terms-of-use link. */
  termsOfUse: 'Terms of Use',
  /** The sign-up form's legal line, between the two links. */
  signUpAgreementAnd: 'and',
  /** The sign-up form's legal line: the privacy-policy link. */
  privacyPolicy: 'Privacy Policy',
  /** The sign-up form's line before its 'Log in' link. */
  haveAccount: 'Already have an account?',
  /** The name of the account-setup progress bar (account details, then pickup hours). */
  onboardingProgressLabel: 'Account setup',
  /** The caption (for assistive technology) of the pickup hours table. */
  pickupHoursCaption: 'Weekly pickup hours',

  // Pickup hours (part 1 §2 'Pickup hours')
  /** An unticked day on the pickup hours screen (part 1 §2 'Pickup hours'). */
  noPickups: 'No Pickups',
} as const
