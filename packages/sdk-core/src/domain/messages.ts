import { productPlural } from '../api/wire/names.ts'

/**
 * Every user-facing text of the SDK, word for word as the spec writes them (typos included: customers'
 * support scripts depend on them).
 */
export const messages = {
  /** Login failed for any reason the server gives (part 1 §7, §8). */
  invalidCredentials: 'Invalid email or password',
  /** part 1 §5 'Login'. */
  emailInvalid: 'Enter a valid email address',
  /** Login email left empty (part 1 §5 'Login'). */
  emailRequired: 'Email is required',
  /** Login password left empty (part 1 §5 'Login'). */
  passwordRequired: 'Password is required',
  /** Sign-up with a registered email: the server's text, shown under the email field (part 1 §7, §8). */
  emailExists: 'Your email is existing in the system.',
  /** Forgot-password answer without 'Please check' (part 1 §7, §8). */
  accountNotFound: 'Account does not exist',
  /** Any failed password reset (part 2 §5.4, §8). */
  resetPasswordFailed: 'There was an issue updating your password',
  /** Company info non-200 (part 1 §8): logged only. */
  companyInfoFailed: 'Error fetching company info',
  /** Any failed call whose server gave no message (part 2 §8). */
  requestFailed: 'An error ocurred while processing your request',
  /** No answer at all (not in the spec: our words, see docs/decisions.md). */
  networkFailed: 'We could not reach the server. Check your connection and try again.',
  /**
   * A payment whose answer was lost (timeout, dropped connection): it may have gone through, so the user must not
   * simply pay again (not in the spec: our words, see docs/decisions.md).
   */
  paymentOutcomeUnknown:
    'We could not confirm whether your card was charged. Check My Deliveries before you try to pay again.',
  /** No answer in time (not in the spec: our words, see docs/decisions.md). */
  timedOut: 'The server took too long to answer. Please try again.',
  /** Render error fallback (part 1 §8, part 2 §2.10). */
  renderFailed: 'Something went wrong.',
  /** Zone check failed for a what3words address or the batch edit modal (part 1 §5, §8; part 2 §8); see {@link fillNames}. */
  locationNotServiced: 'This location is not currently serviced by {brand}',
  /** Zone check failed for a contact block's address (part 2 §8 'Zone check failure'); see {@link fillNames}. */
  addressNotServiced: 'This address is not currently serviced by {brand}',
  /** The server's text when intercity time options are unavailable (part 1 §8 'Time options lookup failure'). */
  intercityUnavailable: 'Intercity is not available at the moment.',
  /** No time options for the trip (part 1 §8, part 2 §8 'Time options lookup failure'). */
  noTimesAvailable: 'No Times Available Based On The Locations And Date Selected',
  /** `Multi-{product}` file accepted (part 2 §8 'Multi-batch success'); see {@link fillNames}. */
  multiDeliverySubmitted:
    'Thank you for submitting your Multi-{product} batch file. A {product} Team Member will be in touch. Thank you.',
  /** `Multi-{product}` list fetch failed (part 2 §8 'Fetch failures'); see {@link fillNames}. */
  multiDeliveriesFetchFailed: 'Error fetching multi-{product}s',
  /** Labels requested by email: the label modal's 'ok' state (part 2 §4.7). */
  labelsSent: 'Success, you will receive an email with your labels.',
  /** Any failed label call: the label modal's 'fail' state (part 2 §4.7, §8 'Label request failure'). */
  labelsFailed: 'There was a problem, please try again',
  /** Prepay failed and the server gave no message (part 2 §8 'Prepay failure'). */
  unableToCharge: 'Unable to charge your card',
  /** Cancel submitted without a comment (part 2 §4.2, §5.1). */
  commentRequired: 'Comment is required.',
  /** The account has no saved card (part 2 §2.2, §8). */
  noCardOnAccount: 'There is no credit card associated with this account',
  /** Dashboard or bundle fetch failed (part 2 §8 'Fetch failures'); see {@link fillNames}. */
  ordersFetchFailed: 'Error fetching {product}s',

  // Forms (part 1 §5; part 2 §5.3–5.6)
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
  /** A contact or party without a name (part 1 §5 'Contact/party form'; part 2 §5.3). */
  nameRequired: 'Name is required',
  /** A party without address or what3words address (part 1 §5; part 2 §5.3). */
  w3wRequired: 'w3w is required',
  /** One of several comma-separated phone numbers is not valid (part 1 §5 'Contact/party form'). */
  phonesInvalid: 'Phone number(s) must be valid',
  /** One of several comma-separated emails is not valid (part 1 §5 'Contact/party form'). */
  emailsInvalid: 'Enter valid email address(es)',
  /** A saved contact that is neither pickup nor drop-off (part 1 §5 'saved contacts'). */
  pickupOrDropoffRequired: 'Pickup or Drop-Off is required',
  /** How the form shows {@link messages.pickupOrDropoffRequired} (part 1 §5). */
  selectPickupOrDropoff: 'Select Pickup or Drop-Off',
  /** A pickup or drop-off block is invalid (part 1 §2 'Location details', §8; part 2 §5.3). */
  checkYourData: 'Please Check Your Data',
  /** The batch edit-row modal before the address is validated (part 2 §5.3). */
  validateAddressFirst: 'Validate the address first',
  /** An email not matching the pattern in the account form (part 2 §5.6). */
  emailFormatMismatch: 'Entered value does not match email format',
  /** Account form: first name missing or over 191 characters (part 2 §5.6). */
  addFirstName: 'Please Add User First Name',
  /** Account form: last name missing or over 191 characters (part 2 §5.6). */
  addLastName: 'Please Add User Last Name',
  /** Account form: business name missing or over 191 characters (part 2 §5.6). */
  addBusinessName: 'Please Add User Business Name',
  /** Account form: email missing, too long or malformed (part 2 §5.6). */
  addEmail: 'Please Add User E-mail & Verify Format',
  /** Account form: mobile not exactly 10 digits (part 2 §5.6). */
  addMobile: 'Please Add User Mobile Only 10 Digits Are Accepted',
  /** The account form was saved (part 2 §8 'Account save success'). */
  dataSaved: 'Data Saved Succesfully',
  /** Card number not 16–19 characters (part 2 §5.5). */
  cardNumberInvalid: 'Card is required 16 numbers',
  /** Card expiry month not 2 digits (part 2 §5.5). */
  expiryMonthInvalid: 'Expire month is required 2 numbers',
  /** Card expiry year not 2 digits (part 2 §5.5). */
  expiryYearInvalid: 'Expire year is required 2 numbers',
  /** Card postal code not 5–7 characters (part 2 §5.5). */
  cardPostalCodeInvalid: 'Postal Code is required 5 - 6 numbers/letters',
  /** Card CVC not 3–5 digits (part 2 §5.5). */
  cvcInvalid: 'CVC/CVV is required 2 - 5 numbers',
  /** Forgot password: the one-time passcode is not 6 characters (part 2 §5.4). */
  otpRequired: 'OTP required',
  /** Forgot password: new password shorter than 6 (part 2 §5.4). */
  passwordTooShort: 'Password must be at least 6 characters',
  /** Forgot password: new password left empty (part 2 §5.4). */
  newPasswordRequired: 'Must enter a new password',

  // The order form (part 1 §5 'Single delivery checks'; part 2 §5.1–5.3)
  /** Heading of the failing sections list (part 1 §2; part 2 §5.1). */
  checkSections: 'Please check the following sections and try again:',
  /** No size and weight chosen (part 1 §5; part 2 §5.1). */
  selectSizeWeight: 'Please Select Size & Weight',
  /** Batch: no size with packages above 0 (part 1 §5). */
  packageRequired: 'Package Required',
  /** No drop-off method (part 1 §5; part 2 §5.1). */
  dropoffMethodRequired: 'Drop off Type Is Required',
  /** Batch or valet without a description (part 1 §5; part 2 §5.1). */
  descriptionRequired: 'Description Is Required',
  /** VIN missing or not 17 characters (part 1 §5; part 2 §5.3). */
  vinRequired: 'VIN Is Required',
  /** Reference name missing (part 2 §5.3). */
  referenceNameRequired: 'Reference Name Is Required',
  /** No pickup type (part 1 §5; part 2 §5.1). */
  selectPickupType: 'Please Select Your Pickup Type',
  /** No drop-off type (part 1 §5; part 2 §5.1). */
  selectDropoffType: 'Please Select Your Drop off Type',
  /** A window with a time missing (part 1 §5). */
  checkYourTime: 'Please Check Your Time',
  /** A window shorter than its minimum; `{n}` is the minimum in minutes (part 1 §5). */
  minimumTimeMinutes: 'Minimum Time Is {n} Minutes',
  /** Batch: pickup start sooner than 15 minutes from now; the spec's double space kept (part 1 §5, §8). */
  minimumLeadTime: 'Minimum Time from current time is  Is 15 Minutes',
  /** Batch drop-off window, and the older 120-minute pickup check (part 1 §5). */
  minimumTwoHours: 'Minimum Time Is 2 Hours',
  /** The older 60-minute drop-off check (part 1 §5). */
  minimumOneHour: 'Minimum Time Is 1 Hours',
  /** Express cannot fit before the latest express time (part 1 §5, §8; part 2 §5.2). */
  expressNotPossible: 'We are sorry, it is not possible to do an express delivery by now',
  /** Title of the modal showing a time-options failure (part 1 §8). */
  notification: 'Notification',

  // Section labels of the failing sections list (part 1 §5; part 2 §5.1, §5.3)
  /** pickup_data_validation */
  sectionPickup: 'Pickup Information',
  /** dropoff_data_validation */
  sectionDropoff: 'Drop off Information',
  /** item_name */
  sectionReferenceName: 'Reference Name',
  /** size_weight_selection */
  sectionSizeWeight: 'Weight & Size Selection',
  /** dropoff_method */
  sectionDropoffMethod: 'Drop off Type',
  /** description */
  sectionDescription: 'Description',
  /** pickup_time */
  sectionPickupTime: 'Pickup Time',
  /** dropoff_time */
  sectionDropoffTime: 'Drop off Time',
  /** VIN (valet list of part 1 §2). */
  sectionVin: 'VIN',
  /** refrigeration */
  sectionRefrigeration: 'Please choose a Temperature Controlled Option',
  /** package_count */
  sectionPackageCount: 'Please enter a valid package count',
  /** Batch: no rows (part 2 §5.3). */
  sectionFileData: 'File data Missing',
  /** Batch: a row without reference name (part 2 §5.3). */
  sectionBatchReferenceNames: 'Items are missing Reference Name (first column of CSV)',
  /** Batch: a row not validated (part 2 §5.3). */
  sectionAddressesValidated: 'Please make sure all addresses are validated',
  /** Batch: a row with neither a 10-digit phone nor an email (part 2 §5.3). */
  sectionPhoneOrEmail: 'Make sure all data has either phone number (10 digits) or email',

  // Our words where the spec states a rule without a text (docs/decisions.md 'Texts the spec does not give')
  /** Section label of the insurance check (part 1 §5 states the rule only). */
  sectionInsurance: 'Insurance',
  /** Insured value below the account default (part 1 §5, §9). */
  insuranceBelowDefault: 'Insurance value cannot go below the default insurance value',
  /** Section label of the photo check (part 1 §5 states the rule only). */
  sectionPhotos: 'Photos',
  /** A photo that is not jpeg, png or pdf (part 1 §5, §9). */
  photoTypeInvalid: 'Only jpeg, png and pdf files can be uploaded',
  /** Card form without the name on the card (the token call needs one). */
  cardNameRequired: 'Name on card is required',
  /** Account form billing address over 191 characters (part 2 §5.6, §9). */
  billingAddressTooLong: 'Billing address must be 191 characters or fewer',
  /** A ticked pickup day whose end is not after its start (part 1 §2 'Pickup hours' states no text). */
  pickupEndBeforeStart: 'End time must be after start time',
  /** The chooser's new-batch-template alert (part 1 §2 'Delivery-type chooser', §9: the spec does not quote it). */
  newBatchTemplate:
    'New: an updated batch template is available. Download it from the batch screens before your next upload.',
  /** Tooltip of a single delivery in the chooser (part 1 §2: "Tooltips explain each option"). */
  singleDeliveryTooltip: 'One pickup and one drop-off, booked on their own.',
  /** Tooltip of a batch with many drop-offs in the chooser (part 1 §2). */
  oneToManyTooltip: 'One pickup location sending to many drop-offs, uploaded from a spreadsheet.',
  /** Tooltip of a batch with many pickups in the chooser (part 1 §2). */
  manyToOneTooltip: 'Many pickup locations delivering to one drop-off, uploaded from a spreadsheet.',
  /** Tooltip of Valet in the chooser (part 1 §2). */
  valetTooltip: "A driver collects a customer's vehicle and drives it to where it needs to go.",
  /** Tooltip of Vehicle Swap in the chooser (part 1 §2). */
  vehicleSwapTooltip: 'A driver delivers one vehicle and brings another one back in the same trip.',
  /** Label of a single delivery in the chooser (part 1 §2 names the option only). */
  singleDelivery: 'Single Delivery',
  /** Label of a batch with many drop-offs in the chooser, after the batch screen's title (part 2 §2.4). */
  batchManyDropOffs: 'Batch (Many Drop Offs)',
  /** Label of a batch with many pickups in the chooser, after the batch screen's title (part 2 §2.4). */
  batchManyPickups: 'Batch (Many Pickups)',

  // Our words for the screens' own notices, statuses, empty states, hints and names (none given by the spec)
  // Onboarding (part 1 §2 'Sign-up', 'Account details', 'Pickup hours')
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

  // Password reset (part 2 §2.8, §4.8)
  /** Under 'Reset your password': what the email step does. */
  resetEmailIntro: 'Enter the email of your account and we will send you a one-time passcode.',
  /** Under `'Email sent to {email}'`; `{length}` is the passcode's length. */
  resetOtpIntro: 'Enter the {length}-character passcode from that email.',
  /** Under 'Change password'; `{length}` is the shortest password allowed. */
  resetPasswordIntro: 'Choose a new password of at least {length} characters.',
  /** The passcode step's notice after 'Resend code'; `{email}` is the address it went to. */
  resetCodeResent: 'We sent a new passcode to {email}.',

  // The delivery-type chooser and the page chrome (part 1 §2)
  /** The name of the tabs' navigation landmark. */
  mainNavigation: 'Main',
  /** The name of the × button that dismisses the new-batch-template alert. */
  dismissAlert: 'Dismiss',
  /** The chooser's support line, before the support email link. */
  supportIntro: 'Need help? Contact support at',
  /** The chooser's support line, between the email and phone links. */
  supportOr: 'or',

  // The account page (part 2 §2.6)
  /** Account Info until the account is loaded. */
  accountLoading: 'Loading account…',
  /** The caption of the Cards table. */
  savedCardsCaption: 'Saved cards',
  /** The Cards table with no card. */
  noSavedCards: 'No card is saved on this account yet.',
  /** The title of the modal confirming a card's removal. */
  removeCardTitle: 'Remove card',
  /** The question of the modal confirming a card's removal; `{card}` is the card as the table shows it. */
  removeCardQuestion: 'Remove {card} from this account?',
  /** The title of the card form for a saved card. */
  editPaymentInformation: 'Edit Payment Information',
  /** The hint under a saved card's read-only number in the card form. */
  cardNumberNotEditable: 'The card number of a saved card cannot be changed.',

  // Drivers (part 2 §2.7)
  /** Favourite Drivers until both lists are loaded. */
  driversLoading: 'Loading drivers…',
  /** Favourite Drivers with no favourite. */
  noFavouriteDrivers: 'You have no favourite drivers yet.',
  /** 'Add favourite driver' with no driver to list. */
  noDrivers: 'No drivers to choose from.',
  /** 'Add favourite driver': the mark of a driver already favourite, in place of its Add button. */
  alreadyFavourite: 'Favourite',
  /** My Fleet until the code and the drivers are loaded. */
  fleetLoading: 'Loading your fleet…',
  /** My Fleet: the name of the fleet code. */
  fleetCode: 'Fleet code',
  /** My Fleet: the hint under the fleet code. */
  fleetCodeHint: 'Drivers join your fleet by entering this code in the driver app.',
  /** My Fleet with no driver. */
  noFleetDrivers: 'No driver has joined your fleet yet.',

  // Contacts (part 1 §2 'Contacts screen', §5 'Contact/party form')
  /** The add-contact modal's status line while the Add Contact button is hidden. */
  addContactHint: 'The Add Contact button appears once the form is complete and valid.',
  /** The add-contact modal's status line once the Add Contact button shows. */
  addContactReady: 'Ready: press Add Contact to save.',
  /** The hint under the add-contact form's phone field. */
  contactPhoneHint: 'Enter 10-digit numbers; separate several with commas.',
  /** The hint under the add-contact form's email field. */
  contactEmailHint: 'Separate several addresses with commas.',
  /** The heading (for assistive technology) of the contacts screen's map and table. */
  savedContacts: 'Saved contacts',
  /** The contacts screen's notice after an add. */
  contactAdded: 'Contact added',
  /** The contacts screen's notice after a removal. */
  contactRemoved: 'Contact removed',
  /** The contacts table with no contact. */
  contactsEmpty: 'No contacts yet.',
  /** The contacts table during the first load. */
  contactsLoading: 'Loading contacts…',
  /** The name of a contact's name button in the contacts table; `{name}` is the contact's name. */
  contactShowOnMap: 'Show {name} on map',
  /** The name of the contacts screen's map. */
  contactsMapLabel: 'Map of contacts',

  // Maps (the built-in offline map)
  /** The role description of the offline map. */
  mapRoleDescription: 'map',
  /** The name of the offline map's + button. */
  mapZoomIn: 'Zoom in',
  /** The name of the offline map's − button. */
  mapZoomOut: 'Zoom out',
  /** The offline map's description (for assistive technology): how to move and zoom it. */
  mapKeyboardHint: 'Drag the map or use the arrow keys to move it; use + and - to zoom.',
  /** The offline map's notice when the wheel is used without Ctrl. */
  mapWheelHint: 'Use Ctrl + scroll to zoom the map',
  /** The close button of a marker's info window on the offline map. */
  mapCloseInfo: 'Close',
  /** A reference point drawn on the offline map. */
  mapEdmonton: 'Edmonton',
  /** A reference point drawn on the offline map. */
  mapRedDeer: 'Red Deer',
  /** A reference point drawn on the offline map. */
  mapCalgary: 'Calgary',

  // The onboarding screens and the delivery-type chooser (part 1 §2)
  /** An unticked day on the pickup hours screen (part 1 §2 'Pickup hours'). */
  noPickups: 'No Pickups',
  /** Chooser column (part 1 §2 'Delivery-type chooser'). */
  localDelivery: 'Local Delivery',
  /** Chooser column (part 1 §2 'Delivery-type chooser'). */
  intercityDelivery: 'Intercity Delivery',
  /** Chooser column, shown only when valet is enabled (part 1 §2 'Delivery-type chooser'). */
  valetService: 'Valet Service',
  /** Chooser option of the valet column (part 1 §2 'Delivery-type chooser'). */
  valet: 'Valet',
  /** Chooser option of the valet column (part 1 §2 'Delivery-type chooser'). */
  vehicleSwap: 'Vehicle Swap',

  // The page chrome (part 1 §2 'Page chrome')
  /** The top bar's link to the summary; `{count}` is the number of deliveries in the order. */
  orderSummaryCount: 'Order Summary: {count}',
  /** The chooser's tab; see {@link fillNames}. */
  tabMakeDelivery: 'Make a {brand} delivery',
  /** The dashboard's tab. */
  tabMyDeliveries: 'My Deliveries',
  /** The account page's tab. */
  tabMyAccount: 'My Account',
  /** The contacts screen's tab, and the caption of its contacts table. */
  tabContacts: 'Contacts',

  // Summary and submit (part 2 §2.2, §4.5, §8)
  /** The order list is empty (part 2 §2.2). */
  summaryEmpty: 'Your order summary is empty',
  /** The submit modal (part 2 §2.2, §9). */
  submittingModal:
    'Your order is being submitted. This may take up to a minute while payment is being processed',
  /** How to add a card (part 2 §2.2). */
  savePaymentMethod: '* Save a payment method (credit card) to your account in the "Manage Payment" section',
  /** Process status while orders are sent (part 2 §4.5). */
  statusSubmitting: 'Submitting',
  /** Process status while the card is charged; see {@link fillNames} (part 2 §4.5). */
  statusPrepaying: 'Prepaying {product}',
  /** Process status after the charge (part 2 §4.5). */
  statusPrepaySuccessful: 'Prepay Successful',
  /** Process status when the charge failed (part 2 §4.5, §8). */
  statusPrepayFail: 'Prepay fail',
  /** Process status when everything was sent (part 2 §4.5). */
  statusDone: 'Done',
  /** Process status when something failed (part 2 §4.5, §8). */
  statusFail: 'Fail',
  /** Cancel modal title after a cancellation (part 2 §4.2, §8). */
  cancelSuccess: 'Success!!!',
  /** Cancel modal title after a failed cancellation (part 2 §4.2, §8). */
  cancelError: 'Error!!!',

  // Batch (part 2 §4.6, §8)
  /** After a file is read (part 2 §4.6 step 1). */
  uploadComplete: 'Upload complete. Please click "Validate Addresses"',
  /** A batch row edited (part 2 §4.6 step 3). */
  rowUpdated: 'Updated Succesfully.',
  /** Rows dropped for missing data (part 2 §8 'Upload with missing data'). */
  rowsMissingData: 'Some of the rows in your file is missing address data, W3W code, or Package Count',
  /** A batch estimate failed (part 2 §8). */
  estimateFailed: 'something went wrong',
  /** Batch continue button while estimating (part 2 §4.6 step 4). */
  batchContinue: 'Continue',
  /** Batch continue button while estimating (part 2 §4.6 step 4). */
  batchSubmitting: 'Submitting...',
  /** Batch continue button when estimated (part 2 §4.6 step 4). */
  batchSubmitted: 'Submited',
  /** Batch continue button after a failed estimate (part 2 §4.6 step 4, §8). */
  batchRetry: 'Error, try again',
  /** Batch submit button; see {@link fillNames} (part 2 §4.6 step 5). */
  batchSubmit: 'Submit {product}s & Get Labels',
  /** Some rows were not booked; see {@link fillNames} (part 2 §8 'Failed batch rows'). */
  batchRowsFailed:
    'Some Deliveries failed to upload, please try again. If the problem persist, please contact support with the missing {product}s information.',
  /** Shown when duplicates exist (part 2 §4.6 step 6). */
  batchLabelsForAccepted: 'Get Labels for Accepted Data and clear Data',

  // Tables
  /** A yes/no column, e.g. the contacts table's Pickup and Drop Off (part 1 §2 'Contacts screen'). */
  yes: 'YES',
  /** A yes/no column, e.g. the contacts table's Pickup and Drop Off (part 1 §2 'Contacts screen'). */
  no: 'NO',
} as const

/**
 * Fills a catalogue text's own placeholders (`{count}`, `{n}`, `{email}` …) with values, verbatim. Unknown
 * placeholders stay as they are; `{brand}` and `{product}` are {@link fillNames}' job.
 *
 * @example
 * ```ts
 * fillText(messages.orderSummaryCount, { count: 2 }) // 'Order Summary: 2'
 * ```
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values && name !== 'brand' && name !== 'product' ? String(values[name]) : placeholder,
  )
}

/** A key of the {@link messages} catalogue. */
export type MessageKey = keyof typeof messages

/**
 * Fills the `{brand}` and `{product}` placeholders of a catalogue text with the configured slugs, verbatim;
 * `{product}s` becomes the plural ('delivery' → 'deliveries').
 *
 * @example
 * ```ts
 * fillNames(messages.locationNotServiced, client.config) // 'This location is not currently serviced by waybill'
 * ```
 */
export function fillNames(text: string, names: { readonly brand: string; readonly product: string }): string {
  return text
    .replaceAll('{product}s', productPlural(names.product))
    .replaceAll('{product}', names.product)
    .replaceAll('{brand}', names.brand)
}
