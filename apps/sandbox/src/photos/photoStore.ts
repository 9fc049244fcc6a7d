import { randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import { transaction } from '../db/schema.ts'
import { PHOTO_KINDS, type PhotoKind } from './photoFile.ts'

/** How many photos an account keeps: the oldest go beyond it, so a long-running sandbox does not grow forever. */
export const PHOTOS_PER_ACCOUNT = 200

/** A stored photo, as it is served. */
export interface StoredPhoto {
  readonly name: string
  readonly kind: PhotoKind
  readonly data: Uint8Array
}

/**
 * Stores a photo of the account (table `photos`, see db/tables/photos.ts) under a new token and returns the token;
 * the account's oldest beyond the limit go.
 */
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
