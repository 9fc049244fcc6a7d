import type { DatabaseSync } from 'node:sqlite'
import { findCard } from '../db/accounts.ts'
import { zoneAt } from '../geo/zones.ts'
import { HttpError } from '../http.ts'
import { FLEET_DISABLED } from '../routes/fleet.ts'
import { isTimeZone, localDateTime } from './localTime.ts'
import { checkOrderShape } from './orderChecks.ts'
import { orderColumns } from './orderColumns.ts'
import { orderPoints, type PricedOrder, type PricingAccount, priceOrder } from './pricing.ts'
import { isMarkedUnserviceable, type Script, scriptOf } from './reserved.ts'
import { insertOrder, statement } from './store.ts'

/** What creating orders needs besides the database. */
export interface SubmitContext {
  readonly db: DatabaseSync
  /** The `{brand}` slug, for the not-serviced message. */
  readonly brand: string
  /** The sandbox clock (the simulator's), ms. */
  readonly now: () => number
  /** Puts a created order on the simulator's course; absent when no simulator runs. */
  readonly track?: (orderId: number, script: Script) => void
}

/** The account fields order creation reads. */
export interface SubmittingAccount extends PricingAccount {
  readonly id: number
  /** 1: the account has My Fleet, and may name one of its drivers. */
  readonly enable_my_fleet: number
}

/** The 422 of an address outside every zone (part 1 §5, §8 'This location is not currently serviced by {brand}'). */
export function notServiced(brand: string): HttpError {
  return new HttpError(422, `This location is not currently serviced by ${brand}`)
}

/**
 * A My Fleet driver may be named only by an account with My Fleet (part 2 §6 isMyFleetEnabled, §7 'Only if my
 * fleet is enabled'), and only one of its own drivers (0 names none).
 */
function checkFleetDriver(db: DatabaseSync, account: SubmittingAccount, driverId: number | undefined): void {
  if (!driverId) return
  if (account.enable_my_fleet !== 1) throw new HttpError(422, FLEET_DISABLED)
  const own = statement(db, 'SELECT 1 FROM drivers WHERE id = ? AND fleet_owner_id = ?').get(
    driverId,
    account.id,
  )
  if (!own) throw new HttpError(422, 'The assign_my_fleet_driver field is not a driver of your My Fleet.')
}

/**
 * Checks what the schema cannot: real dates, windows in order and a catalogue size (`checkOrderShape`), both
 * points in a serviced zone and no `[[unserviceable]]` marker, a known timezone, a card of this account, and a
 * driver of its My Fleet. Throws the 422 to answer.
 */
export function checkOrder(ctx: SubmitContext, account: SubmittingAccount, order: PricedOrder): void {
  checkOrderShape(order)
  const { pickup, dropoff } = orderPoints(order)
  const marked = isMarkedUnserviceable(order.pickup_address) || isMarkedUnserviceable(order.dropoff_address)
  if (marked || !zoneAt(pickup) || !zoneAt(dropoff)) throw notServiced(ctx.brand)
  if (!isTimeZone(order.timezone)) throw new HttpError(422, 'The timezone field is invalid.')
  if (order.card_id != null && !findCard(ctx.db, account.id, order.card_id)) {
    throw new HttpError(422, 'The card_id field is invalid.')
  }
  checkFleetDriver(ctx.db, account, order.assign_my_fleet_driver)
}

/** The scripted outcome an order asks for (reserved test inputs, docs/sandbox-simulator.md). */
export function scriptOfOrder(order: PricedOrder): Script {
  return scriptOf([order.item_name, order.description, order.customer_note])
}

/**
 * Inserts a checked order (call inside a transaction): priced, owned by the account, status 1 NEW (on the
 * simulator's course) or 17 ON HOLD; the credit it uses is taken from the account's balance. Returns its id.
 */
export function insertNewOrder(
  ctx: SubmitContext,
  account: SubmittingAccount,
  order: PricedOrder,
  options: { readonly status: 1 | 17; readonly bundleId?: number | null },
): number {
  // Price with the balance as it stands now: an on-hold list inserts several orders in one transaction, and
  // each must see the credit the previous ones used.
  const balance = ctx.db.prepare('SELECT credit_cents FROM users WHERE id = ?').get(account.id)
  const price = priceOrder(order, { ...account, credit_cents: Number(balance?.credit_cents ?? 0) })
  const stamp = localDateTime(ctx.now(), order.timezone)
  const id = insertOrder(ctx.db, {
    user_id: account.id,
    uuid: order.uuid,
    name: order.item_name,
    status: options.status,
    bundle_id: options.bundleId ?? null,
    ...orderColumns(order, price),
    created_at: stamp,
    updated_at: stamp,
  })
  if (price.appliedCredit > 0) {
    ctx.db
      .prepare('UPDATE users SET credit_cents = credit_cents - ? WHERE id = ?')
      .run(price.appliedCredit, account.id)
  }
  if (options.status === 1) ctx.track?.(id, scriptOfOrder(order))
  return id
}
