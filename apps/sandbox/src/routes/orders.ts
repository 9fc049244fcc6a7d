import {
  ON_HOLD_LIMIT,
  orderPayload,
  updateOnHoldRequest,
  type wireOnHoldOrder,
} from '@waybill/sdk-core/wire'
import type { Infer } from 'superstruct'
import { array } from 'superstruct'
import { requireAccount } from '../auth/requireAccount.ts'
import { transaction } from '../db/schema.ts'
import { HttpError, json, validateBody } from '../http.ts'
import { EXPRESS_NOT_EDITABLE, editOrderInPlace, knownOrderId, originalUse } from '../orders/editOrder.ts'
import { encodePolyline, routePoints } from '../orders/polyline.ts'
import { orderPoints, priceOrder } from '../orders/pricing.ts'
import { recordOf } from '../orders/record.ts'
import { findOrder, nextBundleId } from '../orders/store.ts'
import { checkOrder, insertNewOrder, type SubmitContext } from '../orders/submit.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** The submit context of an app: its database, brand and clock (the simulator's when it runs). */
export function submitContext(app: App): SubmitContext {
  const { simulator } = app
  return {
    db: app.db,
    brand: app.names.brand,
    now: () => simulator?.now() ?? Date.now(),
    track: simulator && ((id, script) => simulator.track(id, script)),
  }
}

/** Payment summary, create, on-hold and on-hold update (part 2 §7 'Summary, pricing and submit', §4.3). */
export function createOrderRoutes(app: App): Route[] {
  const { db, names, paths } = app
  const { product } = names
  const payload = orderPayload(product)
  const ctx = submitContext(app)

  return [
    {
      method: 'POST',
      path: paths.paymentSummary,
      async handler(request) {
        const order = validateBody(await request.readJson(), payload)
        const account = requireAccount(db, order.api_code)
        checkOrder(ctx, account, order)
        const price = priceOrder(order, account)
        const { pickup, dropoff } = orderPoints(order)
        const route = routePoints(pickup, dropoff)
        return json(200, {
          delivery_fee: price.deliveryFee,
          premiums_fee: price.premiumsFee,
          premiums_fee_detail: price.premiumsFeeDetail,
          service_admin_fee: price.serviceAdminFee,
          applied_credit: price.appliedCredit,
          sub_total: price.subTotal,
          gst_rate: 5,
          pst_rate: 0,
          tax_rate: 5,
          taxes: price.taxes,
          fee: price.fee,
          billable_amount: price.billableAmount,
          promo_amount: 0,
          sweeten_amount: 0,
          is_sweeten_deal: 0,
          custom_pricing: 0,
          distance: price.distanceMetres,
          duration: price.durationSeconds,
          polyline: encodePolyline(route),
          coordinates: { polyline: route },
          pickup_latitude: pickup.lat,
          pickup_longitude: pickup.lng,
          dropoff_latitude: dropoff.lat,
          dropoff_longitude: dropoff.lng,
          deliver_window: `${order.dropoff_early_datetime.slice(11, 16)} - ${order.dropoff_later_datetime.slice(11, 16)}`,
          uuid: order.uuid,
        })
      },
    },
    {
      method: 'POST',
      path: paths.createOrder,
      async handler(request) {
        const order = validateBody(await request.readJson(), payload)
        const account = requireAccount(db, order.api_code)
        // Deduplication by the client uuid: a resend answers the order it created or edited, and changes nothing.
        const known = knownOrderId(db, account.id, order.uuid)
        if (known !== undefined) return json(200, { message: 'ok', data: recordOf(db, known, product) })
        checkOrder(ctx, account, order)
        const id = transaction(db, () => {
          const raced = knownOrderId(db, account.id, order.uuid)
          if (raced !== undefined) return raced
          // An originalId of an order that may be edited (1, 17) edits it in place (part 2 §4.2).
          const original = originalUse(db, account.id, order.originalId)
          if (original.kind === 'edit') {
            if (order.is_express === 1) throw new HttpError(422, EXPRESS_NOT_EDITABLE)
            editOrderInPlace(ctx, account, original.order, order, order.uuid)
            return original.order.id
          }
          return insertNewOrder(ctx, account, order, { status: order.status === 17 ? 17 : 1 })
        })
        return json(200, { message: 'ok', data: recordOf(db, id, product) })
      },
    },
    {
      method: 'POST',
      path: paths.createOnHoldOrders,
      async handler(request) {
        const body = await request.readJson()
        if (!Array.isArray(body)) throw new HttpError(422, 'The request body must be a list of orders.')
        if (body.length === 0 || body.length > ON_HOLD_LIMIT) {
          throw new HttpError(422, `An on-hold list holds 1 to ${ON_HOLD_LIMIT} orders.`)
        }
        const orders = validateBody(body, array(payload))
        const account = requireAccount(db, orders[0]?.api_code ?? '')
        const answer = { uuid: [] as string[], real_uuids: [] as string[], duplicated_uuids: [] as string[] }
        transaction(db, () => {
          const bundleId = nextBundleId(db)
          for (const order of orders) {
            if (order.api_code !== account.api_code) {
              answer.uuid.push(order.uuid)
            } else if (knownOrderId(db, account.id, order.uuid) !== undefined) {
              answer.duplicated_uuids.push(order.uuid)
            } else {
              try {
                checkOrder(ctx, account, order)
                insertNewOrder(ctx, account, order, { status: 17, bundleId })
                answer.real_uuids.push(order.uuid)
              } catch (error) {
                if (!(error instanceof HttpError)) throw error
                answer.uuid.push(order.uuid)
              }
            }
          }
        })
        return json(200, answer)
      },
    },
    {
      method: 'POST',
      path: paths.updateOnHoldOrder,
      async handler(request) {
        const body = validateBody(await request.readJson(), updateOnHoldRequest(product))
        const account = requireAccount(db, body.api_code)
        const order = (body as Record<string, unknown>)[product] as Infer<ReturnType<typeof wireOnHoldOrder>>
        const existing = findOrder(db, account.id, order.id)
        if (!existing) throw new HttpError(404, 'The delivery could not be found.')
        if (existing.status !== 17) throw new HttpError(422, 'Only deliveries on hold can be updated.')
        const { pickupData: pickup, dropoffData: dropoff } = body
        const merged = {
          ...order,
          pickup_name: pickup.name,
          pickup_address: pickup.address,
          pickup_unit: pickup.unit ?? order.pickup_unit,
          pickup_phonenumber: pickup.phonenumber,
          pickup_email: pickup.email,
          pickup_latitude: pickup.latitude,
          pickup_longitude: pickup.longitude,
          dropoff_name: dropoff.name,
          dropoff_address: dropoff.address,
          dropoff_unit: dropoff.unit ?? order.dropoff_unit,
          dropoff_phonenumber: dropoff.phonenumber,
          dropoff_email: dropoff.email,
          dropoff_latitude: dropoff.latitude,
          dropoff_longitude: dropoff.longitude,
        }
        checkOrder(ctx, account, merged)
        transaction(db, () => editOrderInPlace(ctx, account, existing, merged))
        return json(200, { message: 'ok', data: recordOf(db, existing.id, product) })
      },
    },
  ]
}
