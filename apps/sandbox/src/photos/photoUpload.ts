import { PhotoUploadFields } from '@waybill/sdk-core/wire'
import type { HonoRequest } from 'hono'
import { HttpError, validateBody } from '../http.ts'
import { filePart, readMultipart, textFields, uploadLimit } from '../multipartRequest.ts'
import { PHOTO_FILE_LIMIT, type PhotoKind, photoFileName, photoKind } from './photoFile.ts'

/** The 413 text of a photo over the limit. */
export const PHOTO_TOO_LARGE = 'The file may not be greater than 10 MiB.'

/** The body limit of a photo upload. */
export const PHOTO_UPLOAD_LIMIT = uploadLimit(PHOTO_FILE_LIMIT, PHOTO_TOO_LARGE)

/** The 422 text of a file that is not a jpeg, png or pdf by its first bytes. */
export const PHOTO_TYPE_REFUSED = 'The file must be a jpeg, png or pdf file.'

/** A photo upload as read from the request: who sends it and the checked file. */
export interface PhotoUpload {
  readonly apiCode: string
  readonly name: string
  readonly kind: PhotoKind
  readonly data: Buffer
}

/**
 * Reads `POST /api/web/{product}/image`: multipart, one `file` part and `api_code`. 415 for another content type,
 * 400 for a malformed body, 413 above 10 MiB (the route's {@link PHOTO_UPLOAD_LIMIT} on the body, then the file),
 * 422 for a missing, doubled or empty file or one that is not a jpeg, png or pdf by its first bytes, or for a
 * missing or unknown text field. The account is the caller's to check.
 */
export async function readPhotoUpload(req: HonoRequest): Promise<PhotoUpload> {
  const form = await readMultipart(req)
  const { api_code } = validateBody(textFields(form), PhotoUploadFields)
  const file = await filePart(form)
  if (file.data.length === 0) throw new HttpError(422, 'The file is empty.')
  if (file.data.length > PHOTO_FILE_LIMIT) throw new HttpError(413, PHOTO_TOO_LARGE)
  const kind = photoKind(file.data)
  if (!kind) throw new HttpError(422, PHOTO_TYPE_REFUSED)
  return { apiCode: api_code, name: photoFileName(file.filename, kind), kind, data: file.data }
}
