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
} as const

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
