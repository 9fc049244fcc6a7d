import {
  MultiDeliveriesQuery,
  MultiDeliveryUploadFields,
  ValidateAddressRequest,
} from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import {
  acceptedExtension,
  MULTI_DELIVERY_FILE_LIMIT,
  safeFileName,
  verdictOf,
} from '../batch/multiDeliveryFile.ts'
import { checkRowAddress } from '../batch/validateAddress.ts'
import { insertMultiDelivery, listMultiDeliveries } from '../db/tables/multiDeliveries.ts'
import { HttpError, json, validateBody, validateQuery } from '../http.ts'
import { filePart, readMultipart, textFields, uploadLimit } from '../multipartRequest.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** The one `file` part: present, named .csv/.xlsx/.xls, not empty, at most 5 MiB. */
async function multiDeliveryFile(form: FormData) {
  const file = await filePart(form)
  const fileName = safeFileName(file.filename)
  const extension = acceptedExtension(fileName)
  if (!extension) throw new HttpError(422, 'The file must be a file of type: csv, xlsx, xls.')
  if (file.data.length === 0) throw new HttpError(422, 'The file is empty.')
  if (file.data.length > MULTI_DELIVERY_FILE_LIMIT) {
    throw new HttpError(413, 'The file may not be greater than 5 MiB.')
  }
  return { fileName, extension, data: file.data }
}

/** Batch and bulk calls: validate-address and the multi-{product} file list and upload (part 2 §7). */
export function createBatchRoutes({ db, paths }: App): Route[] {
  return [
    {
      method: 'POST',
      path: paths.validateAddress,
      async handler(ctx) {
        const row = validateBody(await ctx.readJson(), ValidateAddressRequest)
        requireAccount(db, row.api_code)
        return json(200, checkRowAddress(row))
      },
    },
    {
      method: 'GET',
      path: paths.multiDeliveries,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, MultiDeliveriesQuery).api_key)
        return json(200, { data: listMultiDeliveries(db, account.id) })
      },
    },
    {
      method: 'POST',
      path: paths.multiDeliveries,
      bodyLimit: uploadLimit(MULTI_DELIVERY_FILE_LIMIT),
      async handler(ctx) {
        const form = await readMultipart(ctx.req)
        const { api_key } = validateBody(textFields(form), MultiDeliveryUploadFields)
        const account = requireAccount(db, api_key)
        const { fileName, extension, data } = await multiDeliveryFile(form)
        const record = insertMultiDelivery(db, account.id, {
          fileName,
          sizeBytes: data.length,
          verdict: verdictOf(extension, data),
        })
        return json(200, { message: 'ok', data: record })
      },
    },
  ]
}
