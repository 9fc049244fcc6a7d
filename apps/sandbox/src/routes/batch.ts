import type { IncomingMessage } from 'node:http'
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
import { MultipartError, type MultipartPart, multipartBoundary, parseMultipart } from '../batch/multipart.ts'
import { checkRowAddress } from '../batch/validateAddress.ts'
import { insertMultiDelivery, listMultiDeliveries } from '../db/tables/multiDeliveries.ts'
import { HttpError, json, readBody, validateBody, validateQuery } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** Room for the multipart framing and the api_key field around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024

/** Reads and parses a multipart body: 415 for another content type, 413 when too large, 400 when malformed. */
async function readMultipart(req: IncomingMessage): Promise<MultipartPart[]> {
  const boundary = multipartBoundary(req.headers['content-type'])
  if (!boundary) {
    throw new HttpError(415, 'The request body must be multipart/form-data with a boundary.')
  }
  const body = await readBody(req, MULTI_DELIVERY_FILE_LIMIT + MULTIPART_OVERHEAD)
  try {
    return parseMultipart(body, boundary, { maxParts: 4 })
  } catch (error) {
    if (error instanceof MultipartError) throw new HttpError(400, error.message)
    throw error
  }
}

/** The text fields of a multipart body, each named once. */
function textFields(parts: readonly MultipartPart[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const part of parts) {
    if (part.filename !== undefined) continue
    if (part.name in fields) throw new HttpError(422, `The ${part.name} field is given twice.`)
    fields[part.name] = part.data.toString('utf8')
  }
  return fields
}

/** The one `file` part: present, named .csv/.xlsx/.xls, not empty, at most 5 MiB. */
function filePart(parts: readonly MultipartPart[]) {
  const files = parts.filter((part) => part.name === 'file')
  const [file] = files
  if (!file || file.filename === undefined) throw new HttpError(422, 'The file field is required.')
  if (files.length > 1) throw new HttpError(422, 'The file field is given twice.')
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
      async handler(ctx) {
        const parts = await readMultipart(ctx.req)
        const { api_key } = validateBody(textFields(parts), MultiDeliveryUploadFields)
        const account = requireAccount(db, api_key)
        const { fileName, extension, data } = filePart(parts)
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
