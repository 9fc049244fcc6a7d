import type { DatabaseSync } from 'node:sqlite'
import { hashPassword, newApiCode } from '../auth/passwords.ts'
import { OFF, PROFILE_ACCOUNTS } from './profiles.ts'
import { transaction } from './schema.ts'
import { seedCardDetails } from './tables/cards.ts'
import { seedContacts } from './tables/contacts.ts'
import { seedDrivers } from './tables/drivers.ts'
import { seedFleet } from './tables/fleet.ts'
import { seedMultiDeliveries } from './tables/multiDeliveries.ts'
import { seedOrders } from './tables/orderSeeds.ts'

/** The demo login, printed at start and shown on the login screen in sandbox mode (ARCHITECTURE §7). */
export const DEMO_LOGIN = { email: 'demo@waybill.test', password: 'waybill-demo' } as const

/** The feature-flag profile: most account flags on (part 1 §6). */
export const FLAGS_LOGIN = { email: 'flags@waybill.test', password: 'waybill-flags' } as const

type Flag = 0 | 1
type Hours = readonly [open: string | null, close: string | null]

/** One seeded account: login, names, flags, business, weekly hours and cards (brand and last 4 only). */
export interface SeedAccount {
  readonly login: { readonly email: string; readonly password: string }
  readonly first_name: string
  readonly last_name: string
  readonly mobile: string
  readonly billing_address: string | null
  readonly operating_region_id: number
  readonly credit_cents: number
  readonly express_max_time: string | null
  readonly flags: Readonly<Record<(typeof FLAG_COLUMNS)[number], Flag>>
  readonly business: readonly [
    name: string,
    street: string,
    appt: string | null,
    city: string,
    province: string,
    postal: string,
  ]
  /** Sunday to saturday. */
  readonly hours: readonly Hours[]
  readonly cards: readonly (readonly [brand: string, last4: string, month: string, year: string])[]
}

const FLAG_COLUMNS = [
  'enable_favourite_agent',
  'is_pickup_availability',
  'on_hold',
  'enable_my_fleet',
  'valet_enabled',
  'express_enabled',
  'is_eft_payment',
  'is_use_credit',
  'is_sunday_delivery_enabled',
] as const

const DEFAULT_HOURS: Hours = ['09:00:00', '16:00:00']

const ACCOUNTS: readonly SeedAccount[] = [
  {
    login: DEMO_LOGIN,
    first_name: 'Dana',
    last_name: 'Demo',
    mobile: '7805550142',
    billing_address: null,
    operating_region_id: 1,
    credit_cents: 0,
    express_max_time: '16:00',
    flags: { ...OFF, is_pickup_availability: 1 },
    business: ['Prairie Parcel Co.', '10220 104 Ave NW', 'Suite 200', 'Edmonton', 'AB', 'T5J 0H6'],
    hours: Array.from({ length: 7 }, () => DEFAULT_HOURS),
    cards: [['Visa', '4242', '12', '29']],
  },
  {
    login: FLAGS_LOGIN,
    first_name: 'Felix',
    last_name: 'Flags',
    mobile: '4035550199',
    billing_address: '200 Barclay Parade SW, Calgary, AB T2P 4R5',
    operating_region_id: 1,
    credit_cents: 2500,
    express_max_time: '16:00',
    flags: {
      enable_favourite_agent: 1,
      is_pickup_availability: 1,
      on_hold: 1,
      enable_my_fleet: 1,
      valet_enabled: 1,
      express_enabled: 1,
      is_eft_payment: 1,
      is_use_credit: 1,
      is_sunday_delivery_enabled: 1,
    },
    business: ['All Flags Logistics', '9855 62 Ave NW', null, 'Edmonton', 'AB', 'T6E 0E3'],
    hours: [
      [null, null],
      DEFAULT_HOURS,
      DEFAULT_HOURS,
      DEFAULT_HOURS,
      DEFAULT_HOURS,
      DEFAULT_HOURS,
      ['10:00:00', '14:00:00'],
    ],
    cards: [
      ['Visa', '4242', '12', '29'],
      ['Mastercard', '4444', '06', '28'],
    ],
  },
  ...PROFILE_ACCOUNTS,
]

/** Holidays with no service, 'DD-MM' (part 1 §3 'skipped_days'). */
const SKIPPED_DAYS: Readonly<Record<'local' | 'intercity' | 'valet', readonly string[]>> = {
  local: ['25-12', '01-01'],
  intercity: ['24-12', '25-12', '26-12', '01-01'],
  valet: ['25-12', '26-12', '01-01'],
}

function insertAccount(db: DatabaseSync, account: SeedAccount, passwordHash: string): void {
  const columns = [
    'email',
    'password_hash',
    'api_code',
    'first_name',
    'last_name',
    'mobile',
    'billing_address',
    'operating_region_id',
    'credit_cents',
    'express_max_time',
    ...FLAG_COLUMNS,
  ]
  const { id } =
    db
      .prepare(
        `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`,
      )
      .get(
        account.login.email,
        passwordHash,
        newApiCode(),
        account.first_name,
        account.last_name,
        account.mobile,
        account.billing_address,
        account.operating_region_id,
        account.credit_cents,
        account.express_max_time,
        ...FLAG_COLUMNS.map((flag) => account.flags[flag]),
      ) ?? {}
  const userId = Number(id)
  db.prepare(
    `INSERT INTO businesses (user_id, business_name, street_address, appt_number, pickup_city, pickup_province,
       pickup_postal_code) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(userId, ...account.business)
  const hours = db.prepare(
    'INSERT INTO pickup_hours (user_id, weekday, open_time, close_time) VALUES (?, ?, ?, ?)',
  )
  account.hours.forEach(([open, close], weekday) => {
    hours.run(userId, weekday, open, close)
  })
  const cards = db.prepare(
    'INSERT INTO cards (user_id, brand, last4, expiry_month, expiry_year) VALUES (?, ?, ?, ?, ?)',
  )
  for (const card of account.cards) cards.run(userId, ...card)
}

const seedHashes = new Map<string, Promise<string>>()

/**
 * The seed passwords are hashed once per process (scrypt, random salt) and reused by every database seeded
 * in it: tests start many in-memory sandboxes, and scrypt is deliberately slow.
 */
function seedHash(password: string): Promise<string> {
  let hash = seedHashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    seedHashes.set(password, hash)
    hash.catch(() => seedHashes.delete(password))
  }
  return hash
}

/**
 * Seeds the demo and feature-flag accounts and the skipped days, once: nothing happens when the users table
 * already has rows, so a file database keeps its api codes across restarts.
 */
export async function seedDatabase(db: DatabaseSync): Promise<void> {
  const count = Number(db.prepare('SELECT count(*) AS n FROM users').get()?.n ?? 0)
  if (count > 0) return
  const hashes = await Promise.all(ACCOUNTS.map((account) => seedHash(account.login.password)))
  transaction(db, () => {
    if (Number(db.prepare('SELECT count(*) AS n FROM users').get()?.n ?? 0) > 0) return
    ACCOUNTS.forEach((account, index) => {
      insertAccount(db, account, hashes[index] ?? '')
    })
    const skipped = db.prepare('INSERT OR IGNORE INTO skipped_days (kind, day_month) VALUES (?, ?)')
    for (const [kind, days] of Object.entries(SKIPPED_DAYS)) for (const day of days) skipped.run(kind, day)
    seedDrivers(db)
    seedCardDetails(db)
    seedFleet(db)
    seedContacts(db)
    seedMultiDeliveries(db)
    seedOrders(db)
    // resource seeds: one call per resource module, above this line (same transaction, runs once)
  })
}
