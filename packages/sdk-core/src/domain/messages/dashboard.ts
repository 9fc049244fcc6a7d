/** Texts of My Deliveries: fetches, cancel and labels (part 2 §4.2, §4.7, §8). */
export const dashboardMessages = {
  /** Dashboard or bundle fetch failed (part 2 §8 'Fetch failures'); see `fillNames`. */
  ordersFetchFailed: 'Error fetching {product}s',
  /** Cancel submitted without a comment (part 2 §4.2, §5.1). */
  commentRequired: 'Comment is required.',
  /** Cancel modal title after a cancellation (part 2 §4.2, §8). */
  cancelSuccess: 'Success!!!',
  /** Cancel modal title after a failed cancellation (part 2 §4.2, §8). */
  cancelError: 'Error!!!',
  /** Labels requested by email: the label modal's 'ok' state (part 2 §4.7). */
  labelsSent: 'Success, you will receive an email with your labels.',
  /** Any failed label call: the label modal's 'fail' state (part 2 §4.7, §8 'Label request failure'). */
  labelsFailed: 'There was a problem, please try again',
} as const
