import type { DatabaseSync } from 'node:sqlite'
import { transaction } from './schema.ts'

/** What a sign-up stores (part 1 §3 'Sign-up payload'); the password arrives already hashed. */
export interface NewAccount {
  readonly email: string
  readonly passwordHash: string
  readonly apiCode: string
  readonly firstName: string
  readonly lastName: string
  readonly mobile: string
  readonly businessName: string
  readonly operatingRegionId: number
}

/**
 * A Canadian phone number as stored: its 10 digits, without separators or the leading +1, so that the account
 * form's "exactly 10 digits" rule (part 2 §5.6) holds for numbers given at sign-up.
 */
export function tenDigitMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** Default pickup hours of a new account, every day (part 1 §2 'Pickup hours'). */
export const DEFAULT_PICKUP_HOURS = { open: '09:00:00', close: '16:00:00' } as const

/** Creates a user, its business record and its default pickup hours in one transaction; returns the user id. */
export function createAccount(db: DatabaseSync, account: NewAccount): number {
  return transaction(db, () => {
    const row = db
      .prepare(
        `INSERT INTO users (email, password_hash, api_code, first_name, last_name, mobile, operating_region_id)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(
        account.email,
        account.passwordHash,
        account.apiCode,
        account.firstName,
        account.lastName,
        account.mobile,
        account.operatingRegionId,
      )
    const userId = Number(row?.id)
    db.prepare('INSERT INTO businesses (user_id, business_name) VALUES (?, ?)').run(
      userId,
      account.businessName,
    )
    const hours = db.prepare(
      'INSERT INTO pickup_hours (user_id, weekday, open_time, close_time) VALUES (?, ?, ?, ?)',
    )
    for (let weekday = 0; weekday < 7; weekday++) {
      hours.run(userId, weekday, DEFAULT_PICKUP_HOURS.open, DEFAULT_PICKUP_HOURS.close)
    }
    return userId
  })
}

/** Saves the user's mobile number. */
export function updateMobile(db: DatabaseSync, userId: number, mobile: string): void {
  db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, userId)
}

/** The pickup location as the business record stores it; null for an empty suite number. */
export interface PickupLocation {
  readonly street: string
  readonly appt: string | null
  readonly city: string
  readonly province: string
  readonly postalCode: string
}

/** Saves the business's pickup location. */
export function savePickupLocation(db: DatabaseSync, userId: number, location: PickupLocation): void {
  db.prepare(
    `UPDATE businesses SET street_address = ?, appt_number = ?, pickup_city = ?, pickup_province = ?,
       pickup_postal_code = ? WHERE user_id = ?`,
  ).run(location.street, location.appt, location.city, location.province, location.postalCode, userId)
}

/** One weekday's pickup window, 'HH:mm:ss', or nulls for no pickups; weekday 0 is sunday. */
export interface PickupDay {
  readonly weekday: number
  readonly open: string | null
  readonly close: string | null
}

/** Replaces the weekly pickup hours in one transaction. */
export function savePickupDays(db: DatabaseSync, userId: number, days: readonly PickupDay[]): void {
  transaction(db, () => {
    const upsert = db.prepare(
      `INSERT INTO pickup_hours (user_id, weekday, open_time, close_time) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, weekday) DO UPDATE SET open_time = excluded.open_time, close_time = excluded.close_time`,
    )
    for (const day of days) upsert.run(userId, day.weekday, day.open, day.close)
  })
}

/** The account form's fields as stored (part 2 §5.6). */
export interface UserProfile {
  readonly firstName: string
  readonly lastName: string
  readonly businessName: string
  readonly email: string
  readonly mobile: string
  readonly billingAddress: string | null
}

/** Saves the account form: the user record and the business name, in one transaction. */
export function updateProfile(db: DatabaseSync, userId: number, profile: UserProfile): void {
  transaction(db, () => {
    db.prepare(
      'UPDATE users SET first_name = ?, last_name = ?, email = ?, mobile = ?, billing_address = ? WHERE id = ?',
    ).run(profile.firstName, profile.lastName, profile.email, profile.mobile, profile.billingAddress, userId)
    db.prepare('UPDATE businesses SET business_name = ? WHERE user_id = ?').run(profile.businessName, userId)
  })
}

/** Replaces the user's password hash. */
export function setPasswordHash(db: DatabaseSync, userId: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
}
