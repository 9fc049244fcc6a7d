import type { DatabaseSync } from 'node:sqlite'
import type { Infer } from 'superstruct'
import { create, integer, string, type } from 'superstruct'
import { transaction } from '../schema.ts'
import { demoUserId } from './contacts.ts'

/**
 * Uploaded multi-{product} files (part 2 §3.13): name, status and the verdict the status turns into. A record
 * is stored 'Pending'; the next list call shows its verdict ('Validated' or 'Invalid'), as if the provider's
 * team had looked at it in between. The file's bytes are not kept.
 */
export const MULTI_DELIVERIES_TABLE = `
  CREATE TABLE IF NOT EXISTS multi_deliveries (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    size_bytes INTEGER NOT NULL,
    validate_status TEXT NOT NULL,
    verdict TEXT NOT NULL CHECK (verdict IN ('Validated', 'Invalid')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  );
  CREATE INDEX IF NOT EXISTS multi_deliveries_by_user ON multi_deliveries (user_id);
`

const MultiDeliveryRow = type({ id: integer(), file_name: string(), validate_status: string() })

/** A multi-{product} record as the API answers it. */
export type MultiDeliveryRow = Infer<typeof MultiDeliveryRow>

/** Stores an upload as 'Pending' with the verdict it will show next. */
export function insertMultiDelivery(
  db: DatabaseSync,
  userId: number,
  upload: { fileName: string; sizeBytes: number; verdict: 'Validated' | 'Invalid' },
): MultiDeliveryRow {
  const row = db
    .prepare(
      `INSERT INTO multi_deliveries (user_id, file_name, size_bytes, validate_status, verdict)
       VALUES (?, ?, ?, 'Pending', ?) RETURNING id, file_name, validate_status`,
    )
    .get(userId, upload.fileName, upload.sizeBytes, upload.verdict)
  return create(row, MultiDeliveryRow)
}

/** The account's records, newest first; pending ones take their verdict first. */
export function listMultiDeliveries(db: DatabaseSync, userId: number): MultiDeliveryRow[] {
  return transaction(db, () => {
    db.prepare(
      "UPDATE multi_deliveries SET validate_status = verdict WHERE user_id = ? AND validate_status = 'Pending'",
    ).run(userId)
    return db
      .prepare(
        'SELECT id, file_name, validate_status FROM multi_deliveries WHERE user_id = ? ORDER BY id DESC',
      )
      .all(userId)
      .map((row) => create(row, MultiDeliveryRow))
  })
}

/** Seeds two earlier uploads of the demo account: one validated, one invalid. */
export function seedMultiDeliveries(db: DatabaseSync): void {
  const userId = demoUserId(db)
  if (userId === undefined) return
  const insert = db.prepare(
    `INSERT INTO multi_deliveries (user_id, file_name, size_bytes, validate_status, verdict)
     VALUES (?, ?, ?, ?, ?)`,
  )
  insert.run(userId, 'spring-catalogue-drops.xlsx', 18_432, 'Validated', 'Validated')
  insert.run(userId, 'missing-addresses.csv', 1_204, 'Invalid', 'Invalid')
}
