/**
 * Pending password resets (part 2 §2.8): one per user, replaced by a new forgot-password request. The reset
 * token is stored only as its SHA-256; the 6-digit OTP is kept as is (the sandbox shows it in its log and at
 * `GET /__sandbox/otp`, since no mail is sent). `expires_at` is epoch milliseconds.
 */
export const PASSWORD_RESETS_TABLE = `
  CREATE TABLE IF NOT EXISTS password_resets (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    otp TEXT NOT NULL CHECK (length(otp) = 6),
    expires_at INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0
  );
`
