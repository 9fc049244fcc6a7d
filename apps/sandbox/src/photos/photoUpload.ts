import type { IncomingMessage } from 'node:http'
import { PhotoUploadFields } from '@waybill/sdk-core/wire'
import { MultipartError, type MultipartPart, multipartBoundary, parseMultipart } from '../batch/multipart.ts'
import { HttpError, readBody, validateBody } from '../http.ts'
import { PHOTO_FILE_LIMIT, type PhotoKind, photoFileName, photoKind } from './photoFile.ts'

/** The 413 text of a photo over the limit. */
export const PHOTO_TOO_LARGE = 'The file may not be greater than 10 MiB.'

/** The 422 text of a file that is not a jpeg, png or pdf by its first bytes. */
export const PHOTO_TYPE_REFUSED = 'The file must be a jpeg, png or pdf file.'

/** Room for the multipart framing and the api_code field around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024

/** A photo upload as read from the request: who sends it and the checked file. */
export interface PhotoUpload {
  readonly apiCode: string
  readonly name: string
  readonly kind: PhotoKind
  readonly data: Buffer
}

async function readParts(req: IncomingMessage): Promise<MultipartPart[]> {
  const boundary = multipartBoundary(req.headers['content-type'])
  if (!boundary) throw new HttpError(415, 'The request body must be multipart/form-data with a boundary.')
  let body: Buffer
  try {
    body = await readBody(req, PHOTO_FILE_LIMIT + MULTIPART_OVERHEAD)
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, PHOTO_TOO_LARGE)
    throw error
  }
  try {
    return parseMultipart(body, boundary, { maxParts: 4 })
  } catch (error) {
    if (error instanceof MultipartError) throw new HttpError(400, error.message)
    throw error
  }
}

function textFields(parts: readonly MultipartPart[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const part of parts) {
    if (part.filename !== undefined) continue
    if (part.name in fields) throw new HttpError(422, `The ${part.name} field is given twice.`)
    fields[part.name] = part.data.toString('utf8')
  }
  return fields
}

/**
 * Reads `POST /api/web/{product}/image`: multipart, one `file` part and `api_code`. 415 for another content type,
 * 400 for a malformed body, 413 above 10 MiB, 422 for a missing, doubled or empty file or one that is not a jpeg,
 * png or pdf by its first bytes, or for a missing or unknown text field. The account is the caller's to check.
 */
export async function readPhotoUpload(req: IncomingMessage): Promise<PhotoUpload> {
  const parts = await readParts(req)
  const { api_code } = validateBody(textFields(parts), PhotoUploadFields)
  const files = parts.filter((part) => part.name === 'file')
  const [file] = files
  if (!file || file.filename === undefined) throw new HttpError(422, 'The file field is required.')
  if (files.length > 1) throw new HttpError(422, 'The file field is given twice.')
  if (file.data.length === 0) throw new HttpError(422, 'The file is empty.')
  if (file.data.length > PHOTO_FILE_LIMIT) throw new HttpError(413, PHOTO_TOO_LARGE)
  const kind = photoKind(file.data)
  if (!kind) throw new HttpError(422, PHOTO_TYPE_REFUSED)
  return { apiCode: api_code, name: photoFileName(file.filename, kind), kind, data: file.data }
}
