import type { Account, BatchRow } from '@waybill/sdk-core'
import { fillNames, fillText, messages } from '../domain/messages.ts'
import type { OrderSubmission } from '../domain/order.ts'
import { type BatchSubmissionContext, toBatchOrderSubmission } from '../draft/toBatchOrderSubmission.ts'
import type { OrderDraft } from '../draft/types.ts'
import { type BatchValidationContext, validateBatch } from '../draft/validateBatch.ts'
import { ValidationError } from '../http/errors.ts'
import { availableCredit } from '../pricing/priceBreakdown.ts'

/**
 * The batch form's error list (part 2 §4.6 step 4, §5.3), word for word and in the spec's order: 'File data
 * Missing', 'Pickup Information', …, 'Items are missing Reference Name (first column of CSV)', …, 'Please make sure
 * all addresses are validated', 'Make sure all data has either phone number (10 digits) or email', …, 'Please
 * enter a valid package count'. Empty when the batch may be priced. `draft` is the batch form (its contact block,
 * sizes, method, description, windows and temperature choice); `rows` are the uploaded rows.
 *
 * @example
 * ```ts
 * const errors = batchFormErrors(batchDraft, rows, { now: Date.now(), timeZone, account })
 * if (errors.length > 0) showList(messages.checkSections, errors)
 * ```
 */
export function batchFormErrors(
  draft: OrderDraft,
  rows: readonly BatchRow[],
  ctx: BatchValidationContext,
): readonly string[] {
  return validateBatch(draft, rows, ctx).sections.map((section) => section.label)
}

/**
 * Whether the account can pay for a batch (part 2 §5.3 "Submit is disabled if the user has no card, no EFT
 * payment and no credit"): a saved card, EFT, or a credit balance it pays with.
 */
export function canPayBatch(
  account: Pick<Account, 'hasCardOnAccount' | 'isEFTPayment' | 'credit' | 'isUserCredit'>,
): boolean {
  return account.hasCardOnAccount || account.isEFTPayment || availableCredit(account) > 0
}

/**
 * The orders of a batch (part 2 §3.10), one per row in row order, through the one mapping
 * `toBatchOrderSubmission` (the form's settings, the contact block on its side, the row on the other; the row's
 * uuid as client uuid). Checks the whole batch first: throws a `ValidationError` whose sections are the §5.3 list
 * when anything fails, so that no order of an invalid batch is built.
 *
 * @example
 * ```ts
 * const orders = batchOrders(batchDraft, rows, { now: Date.now(), timeZone, account })
 * ```
 */
export function batchOrders(
  draft: OrderDraft,
  rows: readonly BatchRow[],
  ctx: BatchSubmissionContext,
): OrderSubmission[] {
  const validation = validateBatch(draft, rows, {
    now: ctx.now,
    timeZone: ctx.timeZone,
    account: ctx.account,
  })
  if (!validation.ok) throw new ValidationError('batch.orders', validation.sections)
  return rows.map((row) => toBatchOrderSubmission(draft, row, ctx))
}

/**
 * How the failure notice names a row (part 2 §8 'Failed batch rows' lists names): its name (column 0), else its
 * reference name, else 'Row n' by its position from 1.
 */
export function batchRowName(
  row: Pick<BatchRow, 'name' | 'itemName'>,
  position: number,
  names: { readonly brand: string; readonly product: string },
): string {
  const name = (row.name ?? '').trim() || (row.itemName ?? '').trim()
  return name || fillNames(fillText(messages.batchUnnamedRow, { n: position }), names)
}
