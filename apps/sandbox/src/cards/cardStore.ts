import { randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import type { Card } from '../db/accounts.ts'

/** How long a card token can be used: 10 minutes. */
export const TOKEN_TTL_MS = 10 * 60 * 1000

/** What a token stands for, and what a saved card stores: never the full number or the CVC. */
export interface CardFacts {
  readonly brand: string
  readonly last4: string
  readonly expiry_month: string
  readonly expiry_year: string
  readonly name: string
  readonly postal: string
  readonly declines_charges: 0 | 1
}

/** Stores what a new token stands for and returns the token, an opaque random id; forgets expired tokens. */
export function issueToken(db: DatabaseSync, facts: CardFacts, now: number): string {
  db.prepare('DELETE FROM card_tokens WHERE expires_at <= ?').run(now)
  const token = `tok_${randomBytes(18).toString('base64url')}`
  db.prepare(
    `INSERT INTO card_tokens (token, brand, last4, expiry_month, expiry_year, name, postal, declines_charges,
       expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    token,
    facts.brand,
    facts.last4,
    facts.expiry_month,
    facts.expiry_year,
    facts.name,
    facts.postal,
    facts.declines_charges,
    now + TOKEN_TTL_MS,
  )
  return token
}

/**
 * Uses a token up: what it stands for, or undefined when it is unknown, expired or already used. Marking it
 * used is one conditional UPDATE, so two requests cannot both use it.
 */
export function consumeToken(db: DatabaseSync, token: string, now: number): CardFacts | undefined {
  const row = db
    .prepare(
      `UPDATE card_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL AND expires_at > ?
       RETURNING brand, last4, expiry_month, expiry_year, name, postal, declines_charges`,
    )
    .get(now, token, now)
  return row as CardFacts | undefined
}

/** Saves a card for a user; returns its id. */
export function insertCard(db: DatabaseSync, userId: number, facts: CardFacts): number {
  const row = db
    .prepare(
      `INSERT INTO cards (user_id, brand, last4, expiry_month, expiry_year, name, postal, declines_charges)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      userId,
      facts.brand,
      facts.last4,
      facts.expiry_month,
      facts.expiry_year,
      facts.name,
      facts.postal,
      facts.declines_charges,
    )
  return Number(row?.id)
}

/** The editable fields of a saved card (part 2 §5.5: not the number). */
export interface CardChanges {
  readonly name?: string | undefined
  readonly expiry_month?: string | undefined
  readonly expiry_year?: string | undefined
  readonly postal?: string | undefined
}

/** Applies the given changes to a saved card; fields left undefined stay as they are. */
export function updateCard(db: DatabaseSync, card: Card, changes: CardChanges): void {
  db.prepare('UPDATE cards SET name = ?, expiry_month = ?, expiry_year = ?, postal = ? WHERE id = ?').run(
    changes.name ?? card.name,
    changes.expiry_month ?? card.expiry_month,
    changes.expiry_year ?? card.expiry_year,
    changes.postal ?? card.postal,
    card.id,
  )
}

/** Deletes a saved card. */
export function deleteCard(db: DatabaseSync, cardId: number): void {
  db.prepare('DELETE FROM cards WHERE id = ?').run(cardId)
}

/** A saved card as the wire lists it (part 2 §3.12): the number masked to its last 4. */
export function toWireCard(card: Card) {
  return {
    card_id: card.id,
    name: card.name,
    number: `**** ${card.last4}`,
    expiry_month: card.expiry_month,
    expiry_year: card.expiry_year,
    brand: card.brand,
  }
}
