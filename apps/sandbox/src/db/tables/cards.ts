import type { DatabaseSync } from 'node:sqlite'

/**
 * One-use card tokens from `POST /api/web/token` (part 2 §7): what the card that token stands for will be
 * saved as. Never a full number or a CVC: brand, last 4, expiry, name and billing postal code only.
 * `expires_at` and `used_at` are epoch milliseconds.
 */
export const CARD_TOKENS_TABLE = `
  CREATE TABLE IF NOT EXISTS card_tokens (
    token TEXT PRIMARY KEY,
    brand TEXT NOT NULL,
    last4 TEXT NOT NULL CHECK (length(last4) = 4),
    expiry_month TEXT NOT NULL,
    expiry_year TEXT NOT NULL,
    name TEXT NOT NULL,
    postal TEXT NOT NULL,
    declines_charges INTEGER NOT NULL DEFAULT 0 CHECK (declines_charges IN (0, 1)),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
`

/**
 * Gives the seeded cards (which `seed.ts` inserts with brand, last 4 and expiry only) the account holder's
 * name and the business's postal code.
 */
export function seedCardDetails(db: DatabaseSync): void {
  db.exec(`
    UPDATE cards SET
      name = (SELECT first_name || ' ' || last_name FROM users WHERE users.id = cards.user_id),
      postal = coalesce((SELECT pickup_postal_code FROM businesses WHERE businesses.user_id = cards.user_id), '')
    WHERE name = ''
  `)
}
