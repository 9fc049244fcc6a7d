import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'

/** How long an OTP and its reset token stay valid: 15 minutes. */
export const RESET_TTL_MS = 15 * 60 * 1000

/** Wrong OTPs a reset survives; the next wrong one cancels it (a 6-digit code must not be guessable). */
export const MAX_FAILED_ATTEMPTS = 5

/** A reset just started: the OTP to "email" and the token to answer. */
export interface StartedReset {
  readonly otp: string
  readonly token: string
  readonly expiresAt: number
}

interface ResetRow {
  readonly user_id: number
  readonly otp: string
  readonly expires_at: number
  readonly failed_attempts: number
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Starts (or restarts) the reset of a user's password: a new 6-digit OTP and a new token. */
export function startReset(db: DatabaseSync, userId: number, now: number): StartedReset {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const token = randomBytes(32).toString('hex')
  const expiresAt = now + RESET_TTL_MS
  db.prepare(
    `INSERT INTO password_resets (user_id, token_hash, otp, expires_at, failed_attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, otp = excluded.otp,
       expires_at = excluded.expires_at, failed_attempts = 0`,
  ).run(userId, hashToken(token), otp, expiresAt)
  return { otp, token, expiresAt }
}

/**
 * The user whose pending reset this token and OTP belong to, or undefined: unknown token, expired, or wrong
 * OTP. A wrong OTP counts against the reset; past `MAX_FAILED_ATTEMPTS` it is cancelled. An expired reset is
 * deleted.
 */
export function checkReset(db: DatabaseSync, token: string, otp: string, now: number): number | undefined {
  const row = db
    .prepare('SELECT user_id, otp, expires_at, failed_attempts FROM password_resets WHERE token_hash = ?')
    .get(hashToken(token)) as ResetRow | undefined
  if (!row) return undefined
  if (row.expires_at <= now) {
    db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(row.user_id)
    return undefined
  }
  if (row.otp !== otp) {
    if (row.failed_attempts + 1 >= MAX_FAILED_ATTEMPTS) {
      db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(row.user_id)
    } else {
      db.prepare('UPDATE password_resets SET failed_attempts = failed_attempts + 1 WHERE user_id = ?').run(
        row.user_id,
      )
    }
    return undefined
  }
  return row.user_id
}

/** Ends a user's pending reset: the token and OTP stop working. */
export function endReset(db: DatabaseSync, userId: number): void {
  db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(userId)
}

/** The pending, unexpired OTP of a user, for the sandbox's dev endpoint. */
export function pendingOtp(
  db: DatabaseSync,
  userId: number,
  now: number,
): { readonly otp: string; readonly expiresAt: number } | undefined {
  const row = db
    .prepare('SELECT otp, expires_at FROM password_resets WHERE user_id = ? AND expires_at > ?')
    .get(userId, now) as { otp: string; expires_at: number } | undefined
  return row && { otp: row.otp, expiresAt: row.expires_at }
}
