import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/schema.ts'
import { type CardFacts, consumeToken, issueToken, TOKEN_TTL_MS } from './cardStore.ts'

let db: DatabaseSync
const now = Date.UTC(2026, 10, 21, 15)
const facts: CardFacts = {
  brand: 'Visa',
  last4: '4242',
  expiry_month: '12',
  expiry_year: '29',
  name: 'Dana Demo',
  postal: 'T5J 0H6',
  declines_charges: 0,
}

beforeEach(() => {
  db = openDatabase(':memory:')
})
afterEach(() => db.close())

describe('card tokens (part 2 §7 POST /api/web/token)', () => {
  it('are opaque random ids standing for the card', () => {
    const first = issueToken(db, facts, now)
    const second = issueToken(db, facts, now)
    expect(first).toMatch(/^tok_[\w-]{24}$/)
    expect(second).not.toBe(first)
    expect(first).not.toContain('4242')
  })

  it('can be used once, within 10 minutes', () => {
    const token = issueToken(db, facts, now)
    expect(consumeToken(db, token, now + TOKEN_TTL_MS - 1)).toEqual(facts)
    expect(consumeToken(db, token, now + TOKEN_TTL_MS - 1)).toBeUndefined()
    const late = issueToken(db, facts, now)
    expect(consumeToken(db, late, now + TOKEN_TTL_MS)).toBeUndefined()
  })

  it('forgets expired tokens when a new one is issued', () => {
    issueToken(db, facts, now)
    issueToken(db, facts, now + TOKEN_TTL_MS)
    expect(db.prepare('SELECT count(*) AS n FROM card_tokens').get()?.n).toBe(1)
  })
})
