import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DatabaseSync } from 'node:sqlite'
import { apiPaths, DEFAULT_NAMES } from '@waybill/sdk-core/wire'
import { openDatabase } from '../src/db/schema.ts'
import { DEMO_LOGIN, FLAGS_LOGIN, seedDatabase } from '../src/db/seed.ts'
import { createFaultQueue } from '../src/faults.ts'
import { createRoutes } from '../src/routes/index.ts'
import { createPipeline } from '../src/server.ts'

/**
 * A sandbox server whose database the test can reach, so that label tests can lay down exactly the orders
 * they need (names to sort, package counts, pickup windows, statuses, another account's order). The seeded
 * orders are removed first.
 */
export interface LabelServer {
  readonly url: string
  readonly db: DatabaseSync
  /** Every line the sandbox logged. */
  readonly lines: string[]
  /** The users.id of a seeded login. */
  userId(email: string): number
  /** The api code of a seeded login. */
  apiCode(email: string): string
  close(): Promise<void>
}

export const DEMO = DEMO_LOGIN.email
export const OTHER = FLAGS_LOGIN.email

export async function startLabelServer(): Promise<LabelServer> {
  const db = openDatabase(':memory:')
  await seedDatabase(db)
  // Start from no orders at all: each test file lays down exactly the orders it checks.
  db.exec('DELETE FROM orders')
  const lines: string[] = []
  const log = (line: string) => lines.push(line)
  const faults = createFaultQueue()
  const routes = createRoutes({ db, names: DEFAULT_NAMES, paths: apiPaths(DEFAULT_NAMES), log, faults })
  const aborter = new AbortController()
  const server = createServer(createPipeline({ routes, faults, log, signal: aborter.signal }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const user = (email: string) => {
    const row = db.prepare('SELECT id, api_code FROM users WHERE email = ?').get(email)
    if (!row) throw new Error(`no seeded user ${email}`)
    return { id: Number(row.id), apiCode: String(row.api_code) }
  }
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    lines,
    userId: (email) => user(email).id,
    apiCode: (email) => user(email).apiCode,
    close: () =>
      new Promise<void>((resolve) => {
        aborter.abort()
        server.close(() => {
          db.close()
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}

/** What a test order varies; the rest is a plausible Edmonton delivery. */
export interface TestOrder {
  readonly name: string
  readonly status?: number
  readonly packages?: number
  /** 'YYYY-MM-DD'. */
  readonly date?: string
  /** 'HH:mm-HH:mm'. */
  readonly window?: string
  readonly dropoffName?: string
}

/** Inserts an order of `userId` straight into the orders table and returns its id. */
export function insertOrder(db: DatabaseSync, userId: number, order: TestOrder): number {
  const date = order.date ?? '2026-11-23'
  const [early = '09:00', later = '11:00'] = (order.window ?? '09:00-11:00').split('-')
  const stamp = '2026-11-21 10:00:00'
  const result = db
    .prepare(
      `INSERT INTO orders (user_id, uuid, name, status, item_name, pickup_name, pickup_address, pickup_lat, pickup_lng,
         dropoff_name, dropoff_address, dropoff_unit, dropoff_phone, dropoff_lat, dropoff_lng, pickup_type,
         pickup_early_datetime, pickup_later_datetime, pickup_date, dropoff_type, dropoff_early_datetime,
         dropoff_later_datetime, size_category_id, weight_category_id, package_count, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'Prairie Parcel Co.', '10150 100 St NW, Edmonton, AB', 53.54, -113.49,
         ?, '9855 62 Ave NW, Edmonton, AB', '4B', '7805550142', 53.5, -113.47, 2,
         ?, ?, ?, 2, ?, ?, 1, 1, ?, ?, ?)`,
    )
    .run(
      userId,
      crypto.randomUUID(),
      order.name,
      order.status ?? 1,
      order.name,
      order.dropoffName ?? `Recipient of ${order.name}`,
      `${date} ${early}:00`,
      `${date} ${later}:00`,
      date,
      `${date} 12:00:00`,
      `${date} 16:00:00`,
      order.packages ?? 1,
      stamp,
      stamp,
    )
  return Number(result.lastInsertRowid)
}
