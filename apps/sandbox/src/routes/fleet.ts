import { randomInt } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import { AddFavouriteDriverRequest, ApiCodeQuery, DriverQuery } from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import type { Account } from '../db/accounts.ts'
import { HttpError, json, validateBody, validateQuery } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** The answer of a My Fleet call for an account without My Fleet (part 2 §7 'Only if my fleet is enabled'). */
export const FLEET_DISABLED = 'My Fleet is not enabled for this account.'

interface DriverListRow {
  readonly id: number
  readonly name: string
  readonly image_profile: string | null
  readonly fav: number
  readonly company: string
}

const DRIVER_COLUMNS = `drivers.id, drivers.first_name || ' ' || drivers.last_name AS name, drivers.image_profile,
  drivers.company, EXISTS (SELECT 1 FROM favourite_drivers f WHERE f.user_id = ? AND f.driver_id = drivers.id) AS fav`

function toWireDriver(row: DriverListRow) {
  return {
    id: row.id,
    name: row.name,
    image_profile: row.image_profile,
    fav: row.fav ? 1 : 0,
    company: row.company,
  }
}

function requireFleet(account: Account): void {
  if (account.enable_my_fleet !== 1) throw new HttpError(403, FLEET_DISABLED)
}

/** Letters and digits of a fleet code, without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The account's My Fleet join code, made on first request: 'WB-' and 6 characters. */
function fleetCode(db: DatabaseSync, userId: number): string {
  const found = db.prepare('SELECT code FROM fleet_codes WHERE user_id = ?').get(userId)
  if (found) return String(found.code)
  for (;;) {
    const code = `WB-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`
    const saved = db
      .prepare('INSERT OR IGNORE INTO fleet_codes (user_id, code) VALUES (?, ?)')
      .run(userId, code)
    if (saved.changes > 0) return code
    const raced = db.prepare('SELECT code FROM fleet_codes WHERE user_id = ?').get(userId)
    if (raced) return String(raced.code)
  }
}

/** My Fleet and favourite drivers (part 2 §2.7, §7 'Fleet and drivers'). */
export function createFleetRoutes({ db, paths }: App): Route[] {
  const listDrivers = (sql: string, ...params: (number | string)[]) =>
    db
      .prepare(`SELECT ${DRIVER_COLUMNS} FROM drivers ${sql} ORDER BY name, drivers.id`)
      .all(...params)
      .map((row) => toWireDriver(row as unknown as DriverListRow))

  return [
    {
      method: 'GET',
      path: paths.myFleet,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, ApiCodeQuery).api_code)
        requireFleet(account)
        const drivers = db
          .prepare(
            `SELECT id, first_name || ' ' || last_name AS name FROM drivers WHERE fleet_owner_id = ? ORDER BY name, id`,
          )
          .all(account.id)
          .map((row) => ({ id: Number(row.id), name: String(row.name) }))
        return json(200, { data: { data: { drivers } } })
      },
    },
    {
      method: 'GET',
      path: paths.myFleetCode,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, ApiCodeQuery).api_code)
        requireFleet(account)
        return json(200, { my_fleet_code: fleetCode(db, account.id) })
      },
    },
    {
      method: 'DELETE',
      path: paths.removeFleetDriver,
      handler(ctx) {
        const { api_code, driver_id } = validateQuery(ctx.query, DriverQuery)
        const account = requireAccount(db, api_code)
        requireFleet(account)
        const removed = db
          .prepare('UPDATE drivers SET fleet_owner_id = NULL WHERE id = ? AND fleet_owner_id = ?')
          .run(driver_id, account.id)
        if (removed.changes === 0) throw new HttpError(404, 'The driver is not in your fleet.')
        return json(200, { message: 'ok' })
      },
    },
    {
      method: 'GET',
      path: paths.favouriteDrivers,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, ApiCodeQuery).api_code)
        const data = listDrivers(
          'JOIN favourite_drivers ON favourite_drivers.driver_id = drivers.id WHERE favourite_drivers.user_id = ?',
          account.id,
          account.id,
        )
        return json(200, { data })
      },
    },
    {
      method: 'GET',
      path: paths.drivers,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, ApiCodeQuery).api_code)
        const data = listDrivers('WHERE drivers.region_id = ?', account.id, account.operating_region_id)
        return json(200, { data })
      },
    },
    {
      method: 'POST',
      path: paths.addFavouriteDriver,
      async handler(ctx) {
        const { api_code, driver_id } = validateBody(await ctx.readJson(), AddFavouriteDriverRequest)
        const account = requireAccount(db, api_code)
        if (!db.prepare('SELECT 1 FROM drivers WHERE id = ?').get(driver_id)) {
          throw new HttpError(404, 'The driver could not be found.')
        }
        db.prepare('INSERT OR IGNORE INTO favourite_drivers (user_id, driver_id) VALUES (?, ?)').run(
          account.id,
          driver_id,
        )
        return json(200, { message: 'ok' })
      },
    },
    {
      method: 'DELETE',
      path: paths.removeFavouriteDriver,
      handler(ctx) {
        const { api_code, driver_id } = validateQuery(ctx.query, DriverQuery)
        const account = requireAccount(db, api_code)
        const removed = db
          .prepare('DELETE FROM favourite_drivers WHERE user_id = ? AND driver_id = ?')
          .run(account.id, driver_id)
        if (removed.changes === 0) throw new HttpError(404, 'The driver is not in your favourites.')
        return json(200, { message: 'ok' })
      },
    },
  ]
}
