import type { DatabaseSync } from 'node:sqlite'
import { cancelOrderOldRequest, cancelOrderRequest } from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import type { Account } from '../db/accounts.ts'
import { transaction } from '../db/schema.ts'
import { HttpError, json, pathId, validateBody } from '../http.ts'
import { localDateTime } from '../orders/localTime.ts'
import { CANCEL_FEE_CENTS } from '../orders/record.ts'
import { findOrder, updateOrder } from '../orders/store.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** Statuses a user may cancel in (part 2 §4.2); 3 (accepted) costs the cancellation fee. */
export const CANCELLABLE: readonly number[] = [1, 3, 17]

/** 9 CANCELED BY USER (part 1 §4). */
const CANCELED_BY_USER = 9

interface Cancellation {
  readonly reasonId: number | null
  readonly note: string | null
}

/** Cancels the account's order `id`; answers the fee charged and the new status. */
function cancel(db: DatabaseSync, account: Account, id: number, now: number, why: Cancellation) {
  const order = findOrder(db, account.id, id)
  if (!order) throw new HttpError(404, 'The delivery could not be found.')
  if (!CANCELLABLE.includes(order.status))
    throw new HttpError(422, 'This delivery can no longer be cancelled.')
  const fee = order.status === 3 ? CANCEL_FEE_CENTS : 0
  transaction(db, () => {
    updateOrder(db, id, {
      status: CANCELED_BY_USER,
      cancel_fee_cents: fee,
      cancellation_reason_id: why.reasonId,
      cancel_note: why.note,
      completed_at: localDateTime(now, order.timezone),
    })
    db.prepare('DELETE FROM order_simulation WHERE order_id = ?').run(id)
  })
  return json(200, { message: 'ok', cancel_fee: fee, status: CANCELED_BY_USER })
}

function orderId(value: string | undefined): number {
  const id = pathId(value)
  if (id === undefined) throw new HttpError(404, 'The delivery could not be found.')
  return id
}

/** Both cancel calls (part 2 §3.7, §4.2, §7). */
export function createOrderCancelRoutes({ db, names, paths, simulator }: App): Route[] {
  const { product } = names
  const idKey = `${product}_id`
  const now = () => simulator?.now() ?? Date.now()
  return [
    {
      method: 'PATCH',
      path: paths.cancelOrder,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), cancelOrderRequest(product))
        const account = requireAccount(db, body.api_code)
        const id = orderId(ctx.params.id)
        const sentId = (body as Record<string, unknown>)[idKey]
        if (sentId !== undefined && sentId !== id) throw new HttpError(422, `The ${idKey} field is invalid.`)
        if (body.note.trim() === '') throw new HttpError(422, 'Comment is required.')
        return cancel(db, account, id, now(), { reasonId: body.cancellation_reason_id, note: body.note })
      },
    },
    {
      method: 'POST',
      path: paths.cancelOrderOld,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), cancelOrderOldRequest(product))
        const account = requireAccount(db, body.api_key)
        const id = Number((body as Record<string, unknown>)[idKey])
        return cancel(db, account, id, now(), { reasonId: null, note: null })
      },
    },
  ]
}
