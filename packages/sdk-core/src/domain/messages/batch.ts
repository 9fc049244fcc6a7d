/** Texts of the batch screens and Multi-{product} files (part 2 §4.6, §5.3, §8). */
export const batchMessages = {
  // Batch (part 2 §4.6, §8)
  /** After a file is read (part 2 §4.6 step 1). */
  uploadComplete: 'Upload complete. Please click "Validate Addresses"',
  /** A batch row edited (part 2 §4.6 step 3). */
  rowUpdated: 'Updated Succesfully.',
  /** Rows dropped for missing data (part 2 §8 'Upload with missing data'). */
  rowsMissingData: 'Some of the rows in your file is missing address data, W3W code, or Package Count',
  /** The batch edit-row modal before the address is validated (part 2 §5.3). */
  validateAddressFirst: 'Validate the address first',
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
  /** Batch submit button; see `fillNames` (part 2 §4.6 step 5). */
  batchSubmit: 'Submit {product}s & Get Labels',
  /** Some rows were not booked; see `fillNames` (part 2 §8 'Failed batch rows'). */
  batchRowsFailed:
    'Some Deliveries failed to upload, please try again. If the problem persist, please contact support with the missing {product}s information.',
  /** Shown when duplicates exist (part 2 §4.6 step 6). */
  batchLabelsForAccepted: 'Get Labels for Accepted Data and clear Data',

  // Section labels of the batch's failing sections list (part 2 §5.3)
  /** Batch: no rows (part 2 §5.3). */
  sectionFileData: 'File data Missing',
  /** Batch: a row without reference name (part 2 §5.3). */
  sectionBatchReferenceNames: 'Items are missing Reference Name (first column of CSV)',
  /** Batch: a row not validated (part 2 §5.3). */
  sectionAddressesValidated: 'Please make sure all addresses are validated',
  /** Batch: a row with neither a 10-digit phone nor an email (part 2 §5.3). */
  sectionPhoneOrEmail: 'Make sure all data has either phone number (10 digits) or email',
  /** `Multi-{product}` file accepted (part 2 §8 'Multi-batch success'); see `fillNames`. */
  multiDeliverySubmitted:
    'Thank you for submitting your Multi-{product} batch file. A {product} Team Member will be in touch. Thank you.',
  /** `Multi-{product}` list fetch failed (part 2 §8 'Fetch failures'); see `fillNames`. */
  multiDeliveriesFetchFailed: 'Error fetching multi-{product}s',
} as const
