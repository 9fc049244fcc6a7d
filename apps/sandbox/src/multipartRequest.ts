import type { HonoRequest } from 'hono'
import { HttpError } from './http.ts'
import type { BodyLimit } from './router.ts'

/** Room for the multipart framing and the text fields around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024

/** Most parts an upload has: a file and its text fields. */
const MAX_PARTS = 4

/** The body limit of an upload of a file of at most `fileLimit` bytes; its 413 says `tooLarge` when given. */
export function uploadLimit(fileLimit: number, tooLarge?: string): BodyLimit {
  const maxSize = fileLimit + MULTIPART_OVERHEAD
  return tooLarge === undefined ? { maxSize } : { maxSize, message: tooLarge }
}

/** Why undici could not read a body as form data, in the sandbox's words (its reasons otherwise). */
const REASONS: Readonly<Record<string, string>> = {
  'expected boundary after body': 'it ends before its closing boundary',
  'no boundary found in multipart body': 'it does not start with the boundary',
}

/** An upload's form data (`Request.formData()`): 415 for another content type, 400 when malformed. */
export async function readMultipart(req: HonoRequest): Promise<FormData> {
  const type = req.header('content-type') ?? ''
  if (!/^multipart\/form-data\s*;(.*;)?\s*boundary=/i.test(type)) {
    throw new HttpError(415, 'The request body must be multipart/form-data with a boundary.')
  }
  let form: FormData
  try {
    form = await req.formData()
  } catch (error) {
    if (!(error instanceof TypeError) || req.raw.signal.aborted) throw error
    const cause = error.cause instanceof Error ? error.cause.message : ''
    throw new HttpError(
      400,
      `The multipart body is malformed: ${REASONS[cause] ?? (cause || 'it could not be read')}.`,
    )
  }
  if ([...form.keys()].length > MAX_PARTS)
    throw new HttpError(400, `The body has more than ${MAX_PARTS} parts.`)
  return form
}

/** The text fields of an upload, each named once (422 for a field given twice). */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue
    if (name in fields) throw new HttpError(422, `The ${name} field is given twice.`)
    fields[name] = value
  }
  return fields
}

/** The one `file` part, with its file name: 422 when it is missing, not a file, or given twice. */
export async function filePart(
  form: FormData,
): Promise<{ readonly filename: string; readonly data: Buffer }> {
  const [file, ...more] = form.getAll('file')
  if (!file || typeof file === 'string') throw new HttpError(422, 'The file field is required.')
  if (more.length > 0) throw new HttpError(422, 'The file field is given twice.')
  return { filename: file.name, data: Buffer.from(await file.arrayBuffer()) }
}
