/** Texts of the order form, its checks, the summary and the submit (part 1 §5, §8; part 2 §2.2, §4.5, §5.1–5.3). */
export const orderingMessages = {
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
  /** A pickup or drop-off block is invalid (part 1 §2 'Location details', §8; part 2 §5.3). */
  checkYourData: 'Please Check Your Data',
  /** The server's text when intercity time options are unavailable (part 1 §8 'Time options lookup failure'). */
  intercityUnavailable: 'Intercity is not available at the moment.',
  /** No time options for the trip (part 1 §8, part 2 §8 'Time options lookup failure'). */
  noTimesAvailable: 'No Times Available Based On The Locations And Date Selected',
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

  // Our words where the spec states a rule without a text (docs/decisions/order-draft.md#validation)
  /** Section label of the insurance check (part 1 §5 states the rule only). */
  sectionInsurance: 'Insurance',
  /** Insured value below the account default (part 1 §5, §9). */
  insuranceBelowDefault: 'Insurance value cannot go below the default insurance value',
  /** Insured value over what the courier insures (the API's bound, `MAX_INSURANCE_VALUE`). */
  insuranceOverMaximum: 'Insurance value cannot go above $1,000,000',
  /** Section label of the photo check (part 1 §5 states the rule only). */
  sectionPhotos: 'Photos',
  /** A photo that is not jpeg, png or pdf (part 1 §5, §9). */
  photoTypeInvalid: 'Only jpeg, png and pdf files can be uploaded',

  // Summary and submit (part 2 §2.2, §4.5, §8)
  /** The order list is empty (part 2 §2.2). */
  summaryEmpty: 'Your order summary is empty',
  /** The submit modal (part 2 §2.2, §9). */
  submittingModal:
    'Your order is being submitted. This may take up to a minute while payment is being processed',
  /** How to add a card (part 2 §2.2). */
  savePaymentMethod: '* Save a payment method (credit card) to your account in the "Manage Payment" section',
  /** The account has no saved card (part 2 §2.2, §8). */
  noCardOnAccount: 'There is no credit card associated with this account',
  /** Process status while orders are sent (part 2 §4.5). */
  statusSubmitting: 'Submitting',
  /** Process status while the card is charged; see `fillNames` (part 2 §4.5). */
  statusPrepaying: 'Prepaying {product}',
  /** Process status after the charge (part 2 §4.5). */
  statusPrepaySuccessful: 'Prepay Successful',
  /** Process status when the charge failed (part 2 §4.5, §8). */
  statusPrepayFail: 'Prepay fail',
  /** Process status when everything was sent (part 2 §4.5). */
  statusDone: 'Done',
  /** Process status when something failed (part 2 §4.5, §8). */
  statusFail: 'Fail',
  /** Prepay failed and the server gave no message (part 2 §8 'Prepay failure'). */
  unableToCharge: 'Unable to charge your card',
  /**
   * A payment whose answer was lost (timeout, dropped connection): it may have gone through, so the user must not
   * simply pay again (not in the spec: our words, see docs/decisions/client-and-session.md).
   */
  paymentOutcomeUnknown:
    'We could not confirm whether your card was charged. Check My Deliveries before you try to pay again.',
  /** A chosen pickup time that is no longer offered (its cut-off passed while the form was open); our words. */
  timeNoLongerOffered: 'This time is no longer available. Please choose another.',
} as const
