import type { PrepayResult } from '@waybill/sdk-core'
import { array, enums, type Infer, integer, nullable, object, optional, string } from 'superstruct'
import type { Logger } from '../config.ts'
import { createPersistedSlot } from '../session/persistedSlot.ts'
import type { StorageLike } from '../session/storage.ts'

/** How many booked client uuids the ledger remembers (the newest), so that none is charged or sent twice. */
export const BOOKED_UUIDS_KEPT = 500

/** One card charge of the summary and the deliveries (client uuids) it pays for. */
export interface PrepaymentRecord {
  /** The record's own id (local). */
  readonly id: string
  /** The deliveries the charge covers that are not booked yet. */
  readonly uuids: readonly string[]
  /** What was asked of the card, cents. */
  readonly amountCents: number
  /**
   * 'pending': saved before the charge was asked and its answer never came (in flight, lost, or the tab closed):
   * the card may have been charged. 'confirmed': the server charged the card. 'leftToCourier': a pending charge
   * the customer chose to book without (issue 22): the courier settles the payment.
   */
  readonly state: 'pending' | 'confirmed' | 'leftToCourier'
  /** When the charge was asked, epoch ms (null in records saved before it was kept). */
  readonly askedAt?: number | null
  /** The charge's reference, once confirmed. */
  readonly transactionId: string | null
  /** The card charged, once confirmed. */
  readonly cardId: number | null
}

/**
 * A charge whose answer never came, and what the customer chose (issue 22): kept for support to reconcile with the
 * card processor, whatever happens to the rows.
 */
export interface UnconfirmedCharge {
  /** What was asked of the card, cents. */
  readonly amountCents: number
  /** When it was asked, epoch ms (null when not known). */
  readonly askedAt: number | null
  /** The deliveries (client uuids) it was for. */
  readonly uuids: readonly string[]
  /** 'chargeAgain': charged anew, so the card may be charged twice; 'leaveToCourier': booked without it. */
  readonly choice: 'chargeAgain' | 'leaveToCourier'
  /** When the customer chose, epoch ms. */
  readonly decidedAt: number
}

/** How many unconfirmed charges a ledger keeps for support (the newest). */
const UNCONFIRMED_KEPT = 100

/**
 * What the summary has paid for and booked, read again from storage on every call (another tab or a reload may
 * have written it): a delivery a charge covers (confirmed or pending) is never charged again, and a booked one is
 * never charged or sent again.
 */
export interface PrepaymentLedger {
  /** The charges whose deliveries are not all booked yet. */
  records(): readonly PrepaymentRecord[]
  /** The client uuids a charge covers, confirmed or pending. */
  covered(): ReadonlySet<string>
  /** The client uuids booked lately (the last 500, `BOOKED_UUIDS_KEPT`, unless the ledger keeps more). */
  booked(): ReadonlySet<string>
  /**
   * Saves a pending charge of `amountCents` for `uuids`, asked at `askedAt` (now by default), before the card is
   * charged; null when it could not be saved.
   */
  begin(uuids: readonly string[], amountCents: number, askedAt?: number): PrepaymentRecord | null
  /** The charge of record `id` went through. */
  confirm(id: string, charge: PrepayResult): void
  /** The charge of record `id` was refused: nothing was charged, its deliveries are unpaid again. */
  drop(id: string): void
  /** Deliveries were booked: they leave their charges' records (one left with none is forgotten) and join the booked uuids. */
  markBooked(...uuids: readonly string[]): void
  /**
   * The customer's choice over the pending charge `id` (issue 22): 'chargeAgain' drops it, so its deliveries are
   * charged anew; 'leaveToCourier' keeps them covered, booked without a charge. Either way the charge is logged
   * in {@link PrepaymentLedger.unconfirmed}.
   */
  decide(id: string, choice: UnconfirmedCharge['choice'], at: number): void
  /** The charges never confirmed and what was chosen for each, oldest first: for support to reconcile. */
  unconfirmed(): readonly UnconfirmedCharge[]
}

const recordSchema = object({
  id: string(),
  uuids: array(string()),
  amountCents: integer(),
  state: enums(['pending', 'confirmed', 'leftToCourier'] as const),
  askedAt: optional(nullable(integer())),
  transactionId: nullable(string()),
  cardId: nullable(integer()),
})
const unconfirmedSchema = object({
  amountCents: integer(),
  askedAt: nullable(integer()),
  uuids: array(string()),
  choice: enums(['chargeAgain', 'leaveToCourier'] as const),
  decidedAt: integer(),
})
const ledgerSchema = object({
  records: array(recordSchema),
  booked: array(string()),
  unconfirmed: optional(array(unconfirmedSchema)),
})
type LedgerData = Infer<typeof ledgerSchema>

const EMPTY: LedgerData = { records: [], booked: [] }

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Version 1 kept only confirmed charges, as a list. */
function migrate(data: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1 || !Array.isArray(data)) return undefined
  const records = data.map((record: Record<string, unknown>) => ({
    ...record,
    id: newId(),
    state: 'confirmed',
  }))
  return { records, booked: [] }
}

/** The storage key of the summary's ledger, under the `waybill:` prefix. */
export const SUMMARY_LEDGER_KEY = 'prepayments'

/**
 * A prepayment ledger, saved in `storage` under `key` (the summary's is 'waybill:prepayments'; a batch list's
 * sits beside its rows) when given, so that a reload, or another tab, between a charge and the booking still
 * knows what was paid and what was booked; in memory otherwise.
 */
export function createPrepaymentLedger(
  storage: StorageLike | undefined,
  logger: Logger,
  key: string = SUMMARY_LEDGER_KEY,
  bookedKept: number = BOOKED_UUIDS_KEPT,
): PrepaymentLedger {
  const slot = createPersistedSlot<LedgerData>({
    key,
    version: 2,
    schema: ledgerSchema,
    migrate,
    logger,
  })
  let memory: LedgerData = EMPTY
  const read = (): LedgerData => (storage ? (slot.load(storage) ?? EMPTY) : memory)
  const write = (next: LedgerData) => {
    if (!storage) memory = next
    else if (next.records.length === 0 && next.booked.length === 0 && !next.unconfirmed?.length)
      slot.clear(storage)
    else slot.save(storage, next)
  }
  const update = (change: (data: LedgerData) => LedgerData) => write(change(read()))
  const withRecords = (data: LedgerData, records: LedgerData['records']) => ({ ...data, records })

  return {
    records: () => read().records,
    covered: () => new Set(read().records.flatMap((record) => record.uuids)),
    booked: () => new Set(read().booked),
    begin(uuids, amountCents, askedAt = Date.now()) {
      const record = {
        id: newId(),
        uuids: [...uuids],
        amountCents,
        state: 'pending' as const,
        askedAt,
        transactionId: null,
        cardId: null,
      }
      update((data) => withRecords(data, [...data.records, record]))
      // A failed write is only logged by the slot: read back, since a charge without its record could be repeated.
      return read().records.some((saved) => saved.id === record.id) ? record : null
    },
    confirm(id, charge) {
      update((data) =>
        withRecords(
          data,
          data.records.map((record) =>
            record.id === id
              ? {
                  ...record,
                  state: 'confirmed' as const,
                  amountCents: charge.amountCents,
                  transactionId: charge.transactionId,
                  cardId: charge.cardId,
                }
              : record,
          ),
        ),
      )
    },
    drop(id) {
      update((data) =>
        withRecords(
          data,
          data.records.filter((record) => record.id !== id),
        ),
      )
    },
    markBooked(...uuids) {
      const done = new Set(uuids)
      if (done.size === 0) return
      update((data) => ({
        ...data,
        records: data.records
          .map((record) => ({ ...record, uuids: record.uuids.filter((each) => !done.has(each)) }))
          .filter((record) => record.uuids.length > 0),
        booked: [...data.booked.filter((each) => !done.has(each)), ...done].slice(-bookedKept),
      }))
    },
    decide(id, choice, at) {
      update((data) => {
        const record = data.records.find((each) => each.id === id && each.state === 'pending')
        if (!record) return data
        const logged = {
          amountCents: record.amountCents,
          askedAt: record.askedAt ?? null,
          uuids: record.uuids,
          choice,
          decidedAt: at,
        }
        const records =
          choice === 'chargeAgain'
            ? data.records.filter((each) => each !== record)
            : data.records.map((each) =>
                each === record ? { ...each, state: 'leftToCourier' as const } : each,
              )
        return {
          ...data,
          records,
          unconfirmed: [...(data.unconfirmed ?? []), logged].slice(-UNCONFIRMED_KEPT),
        }
      })
    },
    unconfirmed: () => read().unconfirmed ?? [],
  }
}
