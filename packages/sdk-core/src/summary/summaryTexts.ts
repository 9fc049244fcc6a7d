import { fillNames, fillText, messages } from '../domain/messages.ts'
import type { OrderDraft } from '../draft/types.ts'
import { ValidationError, WaybillError } from '../http/errors.ts'

/**
 * How the summary names a delivery: its reference name, else its place in the order ('Delivery 2'), as the
 * summary screen lists it.
 *
 * @internal
 */
export function deliveryName(
  draft: Pick<OrderDraft, 'itemName'>,
  position: number,
  names: { readonly brand: string; readonly product: string },
): string {
  return draft.itemName.trim() || fillNames(fillText(messages.unnamedDelivery, { n: position }), names)
}

/**
 * A delivery that no longer passes its checks (part 2 §5.1, §8): its name when given, then 'Please check the
 * following sections and try again:' and the failing sections' labels, ', ' between.
 *
 * @example
 * ```ts
 * checksFailedText(error, 'Cake order') // 'Cake order: Please check the following sections and try again: Pickup Time, Drop off Time'
 * ```
 */
export function checksFailedText(error: ValidationError, name?: string): string {
  const text = `${error.message} ${error.sections.map((section) => section.label).join(', ')}`
  return name === undefined ? text : `${name}: ${text}`
}

/**
 * The words of a failure of a delivery's price or of the submit (part 2 §8): the failing checks (named after
 * the delivery when `name` is given); the error's own (user-facing) text; or else 'An error ocurred while
 * processing your request', and `log` is told.
 */
export function failureWords(error: unknown, log: (error: unknown) => void, name?: string): string {
  if (error instanceof ValidationError) return checksFailedText(error, name)
  if (error instanceof WaybillError) return error.message
  log(error)
  return messages.requestFailed
}

/** The notice of deliveries taken out of the order because they were already booked (ours). */
export function alreadyBookedText(names: readonly string[]): string {
  return fillText(messages.alreadyBooked, { names: names.join(', ') })
}
