import type { BatchRow, Logger, StorageLike, Store } from '@waybill/sdk-core'
import type { BatchKind } from '@waybill/sdk-core/rules'
import type { PrepaymentLedger } from '../summary/prepaymentLedger.ts'
import type { ValidateAddressesResult } from './validateAddresses.ts'

/**
 * Where a row's address stands (part 2 §4.6 steps 1–3): 'unchecked' after the upload, 'valid' once the server
 * placed it (or the edit modal did), 'invalid' when the answer had no city (use Edit), 'failed' when no usable
 * answer came (validate again).
 */
export type BatchAddressCheck = 'unchecked' | 'valid' | 'invalid' | 'failed'

/** How a row is booked (part 2 §4.6 step 5): in an on-hold list of up to 10, or as a direct order. */
export type BatchSendRoute = 'onHold' | 'create'

/**
 * Where a row's booking stands: 'pending' (never sent), 'sending' (a request carrying it is out: saved before it
 * leaves), 'accepted' (booked, ours), 'failed' (not booked, or no answer: see `inDoubt`), 'duplicated' (the server
 * already had its uuid from elsewhere: the same file twice, or twice in a file).
 */
export type BatchSendState = 'pending' | 'sending' | 'accepted' | 'failed' | 'duplicated'

/** A row's booking record, saved before every send and after every answer. */
export interface BatchRowSend {
  /** Where its booking stands. */
  readonly state: BatchSendState
  /** The route fixed at its first send (a changed account flag never moves a row sent once); null before. */
  readonly route: BatchSendRoute | null
  /** How many requests carried it. */
  readonly sends: number
  /**
   * Whether a request of ours carrying it may have booked it without our knowing (no answer, a 5xx, a crash
   * while it was out). The server deduplicates by uuid, so a resend is safe; an on-hold resend answered
   * 'duplicated' is then our own booking, hence accepted.
   */
  readonly inDoubt: boolean
  /** The booked order's id, when an answer gave it (direct orders) or a lookup found it (on hold). */
  readonly orderId: number | null
  /** Why it failed, in words, or null. */
  readonly error: string | null
}

/** One row of the batch in progress. */
export interface BatchListRow {
  /** The row's own key in this list (rows of a file may share a uuid: an order number given twice). */
  readonly key: string
  /** The row; its uuid, the order's client uuid, is fixed when the row is loaded and never changes. */
  readonly row: BatchRow
  /** Where its address stands. */
  readonly address: BatchAddressCheck
  /** The line to show under it after validation (the hint to use Edit, or why it was not checked), or null. */
  readonly addressHint: string | null
  /** Its booking record. */
  readonly send: BatchRowSend
  /**
   * An earlier charge of the batch covers the row (part 2 §4.5): it is not charged again. Removed, its charge stays
   * recorded (for the courier to settle), so the Remove of a paid row asks to be sure.
   */
  readonly paid: boolean
  /**
   * Where the charge covering the row stands: 'none' (no charge covers it), 'pending' (asked, no answer yet, or the
   * answer lost: the card may or may not have been charged), 'confirmed' (charged), 'leftToCourier' (its charge got
   * no answer and the customer chose to book it unpaid, issue 22).
   */
  readonly charge: BatchRowCharge
}

/** Where the charge covering a batch row stands; see {@link BatchListRow.charge}. */
export type BatchRowCharge = 'none' | 'pending' | 'confirmed' | 'leftToCourier'

/** A batch in progress: the one-to-many or the many-to-one list (part 1 §3 'Locally persisted state'). */
export interface BatchListState {
  /** Many drop-offs ('oneToMany') or many pickups ('manyToOne'). */
  readonly kind: BatchKind
  /** The rows in file order. */
  readonly rows: readonly BatchListRow[]
  /**
   * The list's dirty flag: rows were loaded, edited, validated or removed since the batch was last priced, so the
   * estimate must be asked again before the batch is submitted.
   */
  readonly dirty: boolean
  /**
   * Whether a submit has begun (a row left 'pending'): the rows sent are locked, a new file cannot replace them
   * until the batch is cleared, and submitting again resumes.
   */
  readonly started: boolean
  /** Whether a submit is running (see `BatchList.setRunning`): no row may be loaded, edited or removed meanwhile. */
  readonly running: boolean
  /**
   * Counts the changes to the rows (loads, edits, validations, removals, clears) since the list was created: an
   * estimate counts as the price of the rows only if it is unchanged when the answer comes.
   */
  readonly revision: number
  /**
   * Whether another tab (another list over the same storage) changed the batch since this one read or wrote it:
   * this list then neither writes nor sends any more; reload the page to continue with the saved batch.
   */
  readonly elsewhere: boolean
}

/** Options of {@link createBatchList}. */
export interface BatchListOptions {
  /** Which list. */
  readonly kind: BatchKind
  /**
   * Where the list is saved on every change ('waybill:batch:`{kind}`', '…:sends' and '…:charges'); in memory when
   * absent.
   */
  readonly storage?: StorageLike
  /** Told when a stored list is dropped or cannot be written. */
  readonly logger: Logger
  /** Source of the uuids of rows that come without one; `crypto.randomUUID` by default. */
  readonly randomUUID?: () => string
}

/** What one answer did to a row sent. */
export type BatchSendOutcome =
  | { readonly state: 'accepted'; readonly orderId?: number | null }
  | { readonly state: 'duplicated' }
  | { readonly state: 'failed'; readonly inDoubt: boolean; readonly error: string | null }

/** The batch in progress, saved on every change and restored at start (part 2 §4.6; ARCHITECTURE §4). */
export interface BatchList extends Store<BatchListState> {
  /**
   * The card charges of this batch's submits (part 2 §4.5 prepay), saved beside its rows
   * ('waybill:batch:`{kind}`:charges'): a row a charge covers is never charged again; once booked it leaves its
   * charge and joins the booked uuids (the last 5,000), so the same rows (their uuids) loaded again are not charged
   * again either. A charge whose rows were never booked stays.
   */
  readonly charges: PrepaymentLedger
  /**
   * Whether this instance still owns the batch: no other tab wrote it since. False (and `elsewhere` set) once one
   * did: then nothing may be charged or sent from here.
   */
  owns(): boolean
  /**
   * Replaces the rows with a file's (part 2 §4.6 step 1): every row unchecked and invalid, each with its uuid
   * (one is made for a row without). Throws a TypeError once a submit has begun (clear the batch first), while one
   * runs, or once another tab changed the batch (`elsewhere`).
   */
  load(rows: readonly BatchRow[]): void
  /**
   * Replaces a row's fields (the edit modal, part 2 §4.6 step 3), keeping its uuid; `address` says where its
   * address stands now. False (nothing changed) for an unknown key, a row that may already be booked (accepted,
   * sending, or in doubt), while a submit runs, or once another tab changed the batch.
   */
  updateRow(key: string, row: BatchRow, address: BatchAddressCheck): boolean
  /**
   * Merges a `validateAddresses` answer (part 2 §4.6 step 2): `keys` are the keys of the rows it was given, in
   * the same order. Rows removed or locked meanwhile (or all, while a submit runs) are left alone.
   */
  applyValidation(keys: readonly string[], result: ValidateAddressesResult): void
  /** Takes a row out; false for an unknown key, a row that may already be booked, or when `updateRow` refuses. */
  removeRow(key: string): boolean
  /**
   * The batch was priced as it stands: the dirty flag goes down. With `revision` (the state's `revision` read
   * before the prices were asked), only if no row changed since: false (still dirty) when one did.
   */
  markPriced(revision?: number): boolean
  /**
   * Says a submit runs (true before its first request, false once it ended): meanwhile no row is loaded, edited or
   * removed and the list is not cleared, so every row sent stays listed as it was sent.
   */
  setRunning(running: boolean): void
  /**
   * Saves the rows of `keys` as 'sending' by `route` before their request leaves; false when they could not be
   * saved, and then nothing may be sent (a crash could not tell the rows were out): the rows themselves are not
   * saved (storage full), the records could not be written, a key is no row of this list, or another tab changed
   * the batch (`elsewhere`).
   */
  beginSend(keys: readonly string[], route: BatchSendRoute): boolean
  /** Saves what the answer did to each row (keys of no row are ignored). */
  settle(outcomes: ReadonlyMap<string, BatchSendOutcome>): void
  /** Records booked orders' ids found later (on-hold orders, looked up for their labels). */
  setOrderIds(ids: ReadonlyMap<string, number>): void
  /**
   * Empties the list and its storage (part 2 §4.6 step 6 'the batch data clears'); false (nothing cleared) while a
   * submit runs or once another tab changed the batch.
   */
  clear(): boolean
}
