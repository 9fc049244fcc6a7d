/**
 * Edits of orders (part 2 §4.2 "Editing is free but voids the old label and generates a new one"): one row per
 * edit. An edit sent through create with an `originalId` is keyed by its client uuid, so a resent edit answers
 * the order it already changed instead of changing it twice; an on-hold update (part 2 §4.3) sends the order's own
 * uuid and is recorded without one. The order keeps its own uuid (a tracking link names it); the count of an
 * order's edits is its label version less one.
 *
 * | column     | meaning                                                        |
 * | ---------- | -------------------------------------------------------------- |
 * | user_id    | the account that sent the edit (users.id)                      |
 * | uuid       | the edit's client uuid, UNIQUE per user; null for updateExisting |
 * | order_id   | the order it changed in place (orders.id)                      |
 * | created_at | 'YYYY-MM-DD HH:mm:ss' in the order's timezone                  |
 */
export const ORDER_EDITS_TABLE = `
  CREATE TABLE IF NOT EXISTS order_edits (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    uuid TEXT,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS order_edits_by_uuid ON order_edits (user_id, uuid);
  CREATE INDEX IF NOT EXISTS order_edits_by_order ON order_edits (order_id);
`
