/**
 * Texts of the batch address validation (part 2 §4.6 step 2): the progress modal and the per-row hints. The spec
 * names only what they show ('sent and received counts', 'a hint to use Edit'); the words are ours
 * (docs/decisions/batch-ordering.md#validating-addresses). `{sent}`, `{received}`, `{total}` and `{reason}` are
 * filled by `fillText`.
 */
export const batchValidateMessages = {
  /** The progress modal's title while the rows are posted. */
  batchValidating: 'Validating addresses',
  /** The progress modal's sent count: rows posted at least once. */
  batchValidateSent: 'Sent: {sent} / {total}',
  /** The progress modal's received count: rows with their final answer or failure. */
  batchValidateReceived: 'Received: {received} / {total}',
  /** A row the server answered without a city: it stays invalid (part 2 §4.6 step 2, 'a hint to use Edit'). */
  batchAddressNotFound: 'Address not found. Use Edit to correct it.',
  /** A row that got no usable answer (retries spent, cancelled); `{reason}` is the failure's message. */
  batchAddressNotChecked: 'Not checked: {reason}',
  /** Why a row was not checked when the user cancelled before its answer came. */
  batchValidateCancelled: 'Validation was cancelled. Click "Validate Addresses" to check the rest.',
} as const
