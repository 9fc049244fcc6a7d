import type { DatabaseSync } from 'node:sqlite'
import type { Infer } from 'superstruct'
import { create, enums, integer, nullable, number, string, type } from 'superstruct'

const Flag = enums([0, 1])
const NullableText = nullable(string())

/** A users row joined with its business, as stored. */
const AccountRow = type({
  id: integer(),
  email: string(),
  password_hash: string(),
  api_code: string(),
  first_name: string(),
  last_name: string(),
  mobile: NullableText,
  billing_address: NullableText,
  operating_region_id: integer(),
  credit_cents: integer(),
  default_insurance_value: number(),
  enable_favourite_agent: Flag,
  is_pickup_availability: Flag,
  on_hold: Flag,
  enable_my_fleet: Flag,
  valet_enabled: Flag,
  express_enabled: Flag,
  express_max_time: NullableText,
  rush_distance: number(),
  intercity_min_special_time: number(),
  local_min_special_time: number(),
  is_eft_payment: Flag,
  is_use_credit: Flag,
  is_sunday_delivery_enabled: Flag,
  business_name: string(),
  street_address: NullableText,
  appt_number: NullableText,
  pickup_city: NullableText,
  pickup_province: NullableText,
  pickup_postal_code: NullableText,
})

export type Account = Infer<typeof AccountRow>

const CardRow = type({
  id: integer(),
  brand: string(),
  last4: string(),
  expiry_month: string(),
  expiry_year: string(),
  name: string(),
  postal: string(),
  declines_charges: Flag,
})

export type Card = Infer<typeof CardRow>

const PickupHoursRow = type({ weekday: integer(), open_time: NullableText, close_time: NullableText })

export type PickupHours = Infer<typeof PickupHoursRow>

const SkippedDayRow = type({ kind: enums(['local', 'intercity', 'valet']), day_month: string() })

const ACCOUNT_SELECT = `
  SELECT users.*, businesses.business_name, businesses.street_address, businesses.appt_number,
    businesses.pickup_city, businesses.pickup_province, businesses.pickup_postal_code
  FROM users JOIN businesses ON businesses.user_id = users.id`

function toAccount(row: unknown): Account | undefined {
  return row === undefined ? undefined : create(row, AccountRow)
}

/** The account with this email (any letter case), if any. */
export function findAccountByEmail(db: DatabaseSync, email: string): Account | undefined {
  return toAccount(db.prepare(`${ACCOUNT_SELECT} WHERE users.email = ? COLLATE NOCASE`).get(email.trim()))
}

/** The account that owns this api code, if any. */
export function findAccountByApiCode(db: DatabaseSync, apiCode: string): Account | undefined {
  return toAccount(db.prepare(`${ACCOUNT_SELECT} WHERE users.api_code = ?`).get(apiCode))
}

const CARD_COLUMNS = 'id, brand, last4, expiry_month, expiry_year, name, postal, declines_charges'

/** The account's saved cards, oldest first. Only the brand and last four digits are ever stored. */
export function listCards(db: DatabaseSync, userId: number): Card[] {
  return db
    .prepare(`SELECT ${CARD_COLUMNS} FROM cards WHERE user_id = ? ORDER BY id`)
    .all(userId)
    .map((row) => create(row, CardRow))
}

/** The account's card with this id, if it has one. */
export function findCard(db: DatabaseSync, userId: number, cardId: number): Card | undefined {
  const row = db.prepare(`SELECT ${CARD_COLUMNS} FROM cards WHERE user_id = ? AND id = ?`).get(userId, cardId)
  return row === undefined ? undefined : create(row, CardRow)
}

/** One card charge of an account (`POST /api/web/prepay-{product}`). */
export interface Charge {
  readonly transactionId: string
  readonly amountCents: number
}

/** The reference a charge is answered with. */
export const chargeTransactionId = (id: number): string => `ch_${String(id).padStart(8, '0')}`

/** The card charges of the account with this email, oldest first. */
export function listCharges(db: DatabaseSync, email: string): Charge[] {
  const account = findAccountByEmail(db, email)
  if (!account) return []
  return db
    .prepare('SELECT id, amount_cents FROM prepayments WHERE user_id = ? ORDER BY id')
    .all(account.id)
    .map((row) => ({
      transactionId: chargeTransactionId(Number(row.id)),
      amountCents: Number(row.amount_cents),
    }))
}

/** The account's pickup hours, sunday (0) to saturday (6). */
export function listPickupHours(db: DatabaseSync, userId: number): PickupHours[] {
  return db
    .prepare('SELECT weekday, open_time, close_time FROM pickup_hours WHERE user_id = ? ORDER BY weekday')
    .all(userId)
    .map((row) => create(row, PickupHoursRow))
}

/** The skipped days ('DD-MM') per kind of delivery. */
export function listSkippedDays(db: DatabaseSync): Record<'local' | 'intercity' | 'valet', string[]> {
  const days: Record<'local' | 'intercity' | 'valet', string[]> = { local: [], intercity: [], valet: [] }
  for (const row of db.prepare('SELECT kind, day_month FROM skipped_days ORDER BY rowid').all()) {
    const { kind, day_month } = create(row, SkippedDayRow)
    days[kind].push(day_month)
  }
  return days
}
