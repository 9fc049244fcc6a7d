import type { DatabaseSync } from 'node:sqlite'

/**
 * Label emails the account asked for (part 2 §7 `sendLabels`, and `orderedlabels`, whose 'ok' tells the user
 * 'Success, you will receive an email with your labels.', §4.7). The sandbox sends no mail: it records the
 * request here (which orders, to which address) and writes a line to its log.
 */
export const LABEL_EMAILS_TABLE = `
  CREATE TABLE IF NOT EXISTS label_emails (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    order_ids TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  );
  CREATE INDEX IF NOT EXISTS label_emails_by_user ON label_emails (user_id, id);
`

/** A recorded label email. */
export interface LabelEmail {
  readonly id: number
  readonly email: string
  /** The order ids: as sendLabels was given them, or as orderedlabels printed them (sorted by name). */
  readonly orderIds: readonly number[]
  /** When it was asked for, ISO 8601 UTC. */
  readonly createdAt: string
}

/** Records a label email of `orderIds` to `email` and returns its id. */
export function recordLabelEmail(
  db: DatabaseSync,
  userId: number,
  email: string,
  orderIds: readonly number[],
): number {
  const result = db
    .prepare('INSERT INTO label_emails (user_id, email, order_ids) VALUES (?, ?, ?)')
    .run(userId, email, JSON.stringify(orderIds))
  return Number(result.lastInsertRowid)
}

/** The account's recorded label emails, oldest first. */
export function listLabelEmails(db: DatabaseSync, userId: number): LabelEmail[] {
  const rows = db
    .prepare('SELECT id, email, order_ids, created_at FROM label_emails WHERE user_id = ? ORDER BY id')
    .all(userId)
  return rows.map((row) => ({
    id: Number(row.id),
    email: String(row.email),
    orderIds: JSON.parse(String(row.order_ids)) as number[],
    createdAt: String(row.created_at),
  }))
}
