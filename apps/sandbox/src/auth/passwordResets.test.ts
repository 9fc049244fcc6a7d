import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/schema.ts'
import {
  checkReset,
  endReset,
  MAX_FAILED_ATTEMPTS,
  pendingOtp,
  RESET_TTL_MS,
  startReset,
} from './passwordResets.ts'

let db: DatabaseSync
let userId: number
const now = Date.UTC(2026, 10, 21, 15)

beforeEach(() => {
  db = openDatabase(':memory:')
  const row = db
    .prepare(
      "INSERT INTO users (email, password_hash, api_code, first_name, last_name) VALUES ('a@b.test', 'x', 'code', 'A', 'B') RETURNING id",
    )
    .get()
  userId = Number(row?.id)
})
afterEach(() => db.close())

const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0')

describe('password resets (part 2 §2.8)', () => {
  it('issues a 6-digit OTP and a 64-hex token, and stores only the hash of the token', () => {
    const reset = startReset(db, userId, now)
    expect(reset.otp).toMatch(/^\d{6}$/)
    expect(reset.token).toMatch(/^[0-9a-f]{64}$/)
    expect(reset.expiresAt).toBe(now + RESET_TTL_MS)
    const stored = JSON.stringify(db.prepare('SELECT * FROM password_resets').all())
    expect(stored).not.toContain(reset.token)
  })

  it('accepts the token and OTP until 15 minutes have passed, not after', () => {
    const { otp, token } = startReset(db, userId, now)
    expect(checkReset(db, token, otp, now + RESET_TTL_MS - 1)).toBe(userId)
    expect(checkReset(db, token, otp, now + RESET_TTL_MS)).toBeUndefined()
    expect(pendingOtp(db, userId, now)).toBeUndefined()
  })

  it(`cancels the reset at the ${MAX_FAILED_ATTEMPTS}th wrong OTP`, () => {
    const { otp, token } = startReset(db, userId, now)
    for (let attempt = 1; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
      expect(checkReset(db, token, wrong(otp), now)).toBeUndefined()
    }
    expect(checkReset(db, token, otp, now)).toBe(userId)
    expect(checkReset(db, token, wrong(otp), now)).toBeUndefined()
    expect(checkReset(db, token, otp, now)).toBeUndefined()
  })

  it('replaces the pending reset when started again, and ends on request', () => {
    const first = startReset(db, userId, now)
    const second = startReset(db, userId, now + 1000)
    expect(checkReset(db, first.token, first.otp, now + 2000)).toBeUndefined()
    expect(pendingOtp(db, userId, now + 2000)).toEqual({ otp: second.otp, expiresAt: second.expiresAt })
    endReset(db, userId)
    expect(checkReset(db, second.token, second.otp, now + 2000)).toBeUndefined()
  })
})
