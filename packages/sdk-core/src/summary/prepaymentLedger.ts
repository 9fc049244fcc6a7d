import { array, type Infer, integer, object, string } from 'superstruct'
import type { Logger } from '../config.ts'
import type { PrepayResult } from '../domain/orderResults.ts'
import { createPersistedSlot } from '../session/persistedSlot.ts'
import type { StorageLike } from '../session/storage.ts'

/** One card charge of the summary and the deliveries (client uuids) it paid for. */
export interface PrepaymentRecord {
  /** The deliveries the charge covered. */
  readonly uuids: readonly string[]
  /** What was charged, cents. */
  readonly amountCents: number
  /** The charge's reference. */
  readonly transactionId: string
  /** The card charged. */
  readonly cardId: number
}

/** The charges made for deliveries not all booked yet: a retry never charges those deliveries again. */
export interface PrepaymentLedger {
  /** The client uuids a charge already paid for. */
  covered(): ReadonlySet<string>
  /** Records a charge and the deliveries it paid for. */
  add(uuids: readonly string[], charge: PrepayResult): void
  /** Forgets every charge: all the deliveries they paid for are booked. */
  clear(): void
}

const recordsSchema = array(
  object({
    uuids: array(string()),
    amountCents: integer(),
    transactionId: string(),
    cardId: integer(),
  }),
)

/**
 * The prepayment ledger of the summary, saved in `storage` (under 'waybill:prepayments') when given so that a
 * reload between a charge and the booking still knows what was paid; in memory otherwise.
 */
export function createPrepaymentLedger(storage: StorageLike | undefined, logger: Logger): PrepaymentLedger {
  const slot = createPersistedSlot<Infer<typeof recordsSchema>>({
    key: 'prepayments',
    version: 1,
    schema: recordsSchema,
    logger,
  })
  let records: readonly PrepaymentRecord[] = (storage && slot.load(storage)) ?? []
  const save = () => {
    if (!storage) return
    if (records.length === 0) slot.clear(storage)
    else
      slot.save(
        storage,
        records.map((record) => ({ ...record, uuids: [...record.uuids] })),
      )
  }
  return {
    covered: () => new Set(records.flatMap((record) => record.uuids)),
    add(uuids, charge) {
      records = [
        ...records,
        {
          uuids: [...uuids],
          amountCents: charge.amountCents,
          transactionId: charge.transactionId,
          cardId: charge.cardId,
        },
      ]
      save()
    },
    clear() {
      records = []
      save()
    },
  }
}
