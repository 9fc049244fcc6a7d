import {
  MAX_LABEL_IDS,
  OrderedLabelsFileQuery,
  OrderedLabelsQuery,
  OrderLabelQuery,
  PickupTimesForLabelsQuery,
  SendLabelsRequest,
} from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import { recordLabelEmail } from '../db/tables/labelEmails.ts'
import { file, HttpError, json, pathId, type Reply, validateBody, validateQuery } from '../http.ts'
import type { LabelOrder } from '../labels/label.ts'
import { createLabelFiles } from '../labels/labelFiles.ts'
import {
  labelOrdersByIds,
  labelPickupWindows,
  matchesFilter,
  openLabelOrders,
} from '../labels/labelOrders.ts'
import { labelPageCount, MAX_LABEL_PAGES, renderLabels, sortLabelOrders } from '../labels/renderLabels.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** The answer of an orderedlabels call whose selection holds no order: 200, but not 'ok' (part 2 §7). */
export const NO_LABELS = 'No labels match the selection.'

function pdfReply(pdf: Uint8Array, filename: string): Reply {
  return file(200, pdf, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${filename}"`,
  })
}

/** Comma-separated ids, in the order given, without repeats. */
function parseIds(text: string | undefined): number[] {
  if (!text) throw new HttpError(400, 'The ids field is required.')
  const ids = [...new Set(text.split(',').map(Number))]
  if (ids.length > MAX_LABEL_IDS) throw new HttpError(422, `At most ${MAX_LABEL_IDS} ids may be given.`)
  return ids
}

/** Label calls (part 2 §7 'Labels' and the label of 'Dashboard and orders'; §9 sizes and order). */
export function createLabelRoutes({ db, names, paths, log }: App): Route[] {
  const files = createLabelFiles()
  const { product, brand } = names

  /** The account's orders among `ids`; 404 naming the ids it has no order for (unknown or another's). */
  function ownOrders(userId: number, ids: readonly number[]): LabelOrder[] {
    const { orders, missing } = labelOrdersByIds(db, userId, ids)
    if (missing.length > 0) {
      throw new HttpError(
        404,
        `No ${product} found with id${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
      )
    }
    return orders
  }

  /** Records a label email of `ids` and logs it, by the account's email: the api code is never logged. */
  function emailed(call: string, account: { id: number; email: string }, ids: readonly number[]) {
    const id = recordLabelEmail(db, account.id, account.email, ids)
    log?.(
      `${call} #${id}: no mail sent (sandbox); labels of ${product} ${ids.join(', ')} for ${account.email}`,
    )
  }

  return [
    {
      method: 'GET',
      path: paths.orderLabel,
      async handler(ctx) {
        const query = validateQuery(ctx.query, OrderLabelQuery)
        const account = requireAccount(db, query.api_code)
        const id = pathId(ctx.params.id)
        if (id === undefined) throw new HttpError(404, `No ${product} found with id ${ctx.params.id ?? ''}.`)
        const orders = ownOrders(account.id, [id])
        const pages = labelPageCount(orders)
        if (pages > MAX_LABEL_PAGES) {
          throw new HttpError(422, `${pages} labels are more than the ${MAX_LABEL_PAGES} one file may hold.`)
        }
        return pdfReply(await renderLabels(orders, { brand, title: `Label ${id}` }), `label-${id}.pdf`)
      },
    },
    {
      method: 'POST',
      path: paths.sendLabels,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), SendLabelsRequest)
        const account = requireAccount(db, body.api_key)
        const ids = [...new Set(body.ids)]
        ownOrders(account.id, ids)
        emailed('sendLabels', account, ids)
        return json(200, { message: 'ok' })
      },
    },
    {
      method: 'GET',
      path: paths.pickupTimesForLabels,
      handler(ctx) {
        const query = validateQuery(ctx.query, PickupTimesForLabelsQuery)
        const account = requireAccount(db, query.api_code)
        return json(200, labelPickupWindows(db, account.id, query.date))
      },
    },
    {
      method: 'GET',
      path: paths.orderedLabels,
      async handler(ctx) {
        const query = validateQuery(ctx.query, OrderedLabelsQuery)
        const account = requireAccount(db, query.api_code)
        const filter = {
          pickupDate: query.pickupDate || undefined,
          pickupTime: query.pickupTime || undefined,
        }
        const orders =
          query.allLabels === '1'
            ? openLabelOrders(db, account.id, filter)
            : ownOrders(account.id, parseIds(query.ids)).filter((order) => matchesFilter(order, filter))
        if (orders.length === 0) return json(200, { message: NO_LABELS })
        const pages = labelPageCount(orders)
        if (pages > MAX_LABEL_PAGES) {
          throw new HttpError(422, `${pages} labels are more than the ${MAX_LABEL_PAGES} one file may hold.`)
        }
        const sorted = sortLabelOrders(orders, query.order ?? 'asc')
        const pdf = await renderLabels(sorted, {
          brand,
          size: query.small === '1' ? 'A7' : 'A6',
          title: 'Labels',
        })
        const token = files.put(pdf)
        // 'ok' means the user "will receive an email with your labels" (part 2 §4.7): recorded like sendLabels.
        emailed(
          'orderedlabels',
          account,
          sorted.map((order) => order.id),
        )
        // The token travels as a query parameter, which the request log redacts like an api code.
        return json(200, { message: 'ok', url: `${paths.orderedLabelsFile}?token=${token}` })
      },
    },
    {
      method: 'GET',
      path: paths.orderedLabelsFile,
      handler(ctx) {
        const pdf = files.get(validateQuery(ctx.query, OrderedLabelsFileQuery).token)
        if (!pdf)
          throw new HttpError(404, 'These labels have expired or do not exist. Please print them again.')
        return pdfReply(pdf, 'labels.pdf')
      },
    },
  ]
}
