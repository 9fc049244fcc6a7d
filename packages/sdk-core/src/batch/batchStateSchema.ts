import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
} from 'superstruct'
import type { Logger } from '../config.ts'
import type { BatchKind } from '../draft/types.ts'
import { createPersistedSlot, type PersistedSlot } from '../session/persistedSlot.ts'

const text = optional(string())

/** A stored batch row (part 2 §3.8); other fields a parser adds are kept as they are. */
const rowSchema = type({
  name: text,
  unitNumber: text,
  address: text,
  city: text,
  province: text,
  postal: text,
  email: text,
  phone: text,
  w3w: text,
  itemName: text,
  details: text,
  packageCount: optional(nullable(number())),
  valid: optional(boolean()),
  uuid: string(),
  orderNumber: text,
  insuranceValue: optional(nullable(number())),
  latitude: optional(nullable(number())),
  longitude: optional(nullable(number())),
  zone: optional(nullable(object({ id: number(), name: string() }))),
  assignMyFleetDriver: optional(nullable(integer())),
  rowNumber: optional(min(integer(), 1)),
})

const listRowSchema = object({
  key: string(),
  row: rowSchema,
  address: enums(['unchecked', 'valid', 'invalid', 'failed'] as const),
  addressHint: nullable(string()),
})

const rowsSchema = object({
  rows: array(listRowSchema),
  dirty: boolean(),
  nextKey: min(integer(), 0),
})

const sendSchema = object({
  /** The uuid of the row it was written for: a record whose row is gone or carries another uuid is dropped. */
  uuid: string(),
  state: enums(['pending', 'sending', 'accepted', 'failed', 'duplicated'] as const),
  route: nullable(enums(['onHold', 'create'] as const)),
  sends: min(integer(), 0),
  inDoubt: boolean(),
  orderId: nullable(integer()),
  error: nullable(string()),
})

/** The stored rows of a batch list: rows, address checks, the dirty flag and the next row key. */
export type StoredBatchRows = Infer<typeof rowsSchema>

/**
 * The stored booking records of a batch list's rows, by row key (rows never sent have none), each with the uuid of
 * its row, and the list's write token (see {@link batchOwnerKey}).
 */
export type StoredBatchSends = Infer<typeof sendsSchema>

const sendsSchema = record(string(), sendSchema)

/** The storage key of a batch list's rows, under the `waybill:` prefix. */
export const batchRowsKey = (kind: BatchKind): string => `batch:${kind}`

/**
 * The storage key of its booking records. They live apart from the rows so that the writes made before and after
 * every request stay small, whatever the size of the rows.
 */
export const batchSendsKey = (kind: BatchKind): string => `batch:${kind}:sends`

/** The storage key of the card charges of its submits (`BatchList.charges`). */
export const batchChargesKey = (kind: BatchKind): string => `batch:${kind}:charges`

/**
 * The storage key of the token of the last write of a batch list: every instance (a browser tab) writes a new one
 * with each write and checks it is still its own before a row is sent, so that two tabs never both send the batch.
 */
export const batchOwnerKey = (kind: BatchKind): string => `batch:${kind}:owner`

/**
 * The two versioned slots of a batch list (ARCHITECTURE §4: validated on load, a corrupt entry dropped). Version 1
 * of the booking records had no row uuids: they cannot be tied to their rows, so they are dropped.
 */
export function batchListSlots(
  kind: BatchKind,
  logger: Logger,
): { rows: PersistedSlot<StoredBatchRows>; sends: PersistedSlot<StoredBatchSends> } {
  return {
    rows: createPersistedSlot({ key: batchRowsKey(kind), version: 1, schema: rowsSchema, logger }),
    sends: createPersistedSlot({
      key: batchSendsKey(kind),
      version: 2,
      schema: sendsSchema,
      migrate: () => undefined,
      logger,
    }),
  }
}
