/**
 * Card charges made by `POST /api/web/prepay-{product}` (part 2 §7): the card (cards.id, brand and last 4 only,
 * never a number) and the amount in cents.
 */
export const PREPAYMENTS_TABLE = `
  CREATE TABLE IF NOT EXISTS prepayments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    card_id INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS prepayments_by_user ON prepayments (user_id);
`
