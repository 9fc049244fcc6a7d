import type { Account } from '../domain/account.ts'
import type { OrderDraftStore } from '../draft/orderDraft.ts'

/**
 * The account settings the valet and batch time pickers read (company info): skipped days and Sundays.
 *
 * @internal
 */
export type TimePickerDateAccount = Pick<Account, 'skippedDays' | 'isSundayDeliveryEnabled'>

/**
 * Options of the valet and batch time pickers (`createValetTimePicker`, `createBatchTimePicker`).
 *
 * @internal
 */
export interface AccountTimePickerOptions {
  /** The draft the choices are written to; its pickup date is the date shown. */
  readonly draft: OrderDraftStore
  /** The account's date settings, or a getter read at every re-evaluation. */
  readonly account: TimePickerDateAccount | (() => TimePickerDateAccount)
  /** The current instant, epoch milliseconds. */
  readonly now: () => number
  /** The account timezone; America/Edmonton by default. */
  readonly timeZone?: string
}
