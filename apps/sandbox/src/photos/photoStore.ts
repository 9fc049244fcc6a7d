import { randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import { transaction } from '../db/schema.ts'
import { PHOTO_KINDS, type PhotoKind } from './photoFile.ts'

/**
 * Uploaded photos (part 1 §3 'Images'): the owner, the served name, the kind and the bytes. A photo is found by
 * its token, 128 random bits: the URL that carries it is the only key (an `<img>` cannot send an api code).
 */
export const PHOTOS_TABLE = `
  CREATE TABLE IF NOT EXISTS photos (
    id INTEGER PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('jpeg', 'png', 'pdf')),
    data BLOB NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  );
  CREATE INDEX IF NOT EXISTS photos_by_user ON photos (user_id, id);
`

/** How many photos an account keeps: the oldest go beyond it, so a long-running sandbox does not grow forever. */
export const PHOTOS_PER_ACCOUNT = 200

/** A stored photo, as it is served. */
export interface StoredPhoto {
  readonly name: string
  readonly kind: PhotoKind
  readonly data: Uint8Array
}

/** Creates the photos table when missing (idempotent). */
export function ensurePhotosTable(db: DatabaseSync): void {
  db.exec(PHOTOS_TABLE)
}

/** Stores a photo of the account under a new token and returns it; the account's oldest beyond the limit go. */
export function insertPhoto(
  db: DatabaseSync,
  userId: number,
  photo: { name: string; kind: PhotoKind; data: Uint8Array },
): string {
  const token = randomBytes(16).toString('hex')
  transaction(db, () => {
    db.prepare('INSERT INTO photos (token, user_id, name, kind, data) VALUES (?, ?, ?, ?, ?)').run(
      token,
      userId,
      photo.name,
      photo.kind,
      photo.data,
    )
    db.prepare(
      `DELETE FROM photos WHERE user_id = ? AND id NOT IN
         (SELECT id FROM photos WHERE user_id = ? ORDER BY id DESC LIMIT ?)`,
    ).run(userId, userId, PHOTOS_PER_ACCOUNT)
  })
  return token
}

/** The photo with this token, or undefined. */
export function findPhoto(db: DatabaseSync, token: string): StoredPhoto | undefined {
  const row = db.prepare('SELECT name, kind, data FROM photos WHERE token = ?').get(token)
  if (!row) return undefined
  const kind = String(row.kind)
  if (!(kind in PHOTO_KINDS) || !(row.data instanceof Uint8Array)) return undefined
  return { name: String(row.name), kind: kind as PhotoKind, data: row.data }
}
