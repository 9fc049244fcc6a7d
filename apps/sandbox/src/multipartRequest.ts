import type { IncomingMessage } from 'node:http'
import { MultipartError, type MultipartPart, multipartBoundary, parseMultipart } from './batch/multipart.ts'
import { HttpError, readBody } from './http.ts'

/** Room for the multipart framing and the text fields around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * Reads and parses a multipart body with a file of at most `fileLimit` bytes: 415 for another content type, 413
 * when too large (with `tooLarge` as its text when given), 400 when malformed.
 */
export async function readMultipart(
  req: IncomingMessage,
  fileLimit: number,
  tooLarge?: string,
): Promise<MultipartPart[]> {
  const boundary = multipartBoundary(req.headers['content-type'])
  if (!boundary) throw new HttpError(415, 'The request body must be multipart/form-data with a boundary.')
  let body: Buffer
  try {
    body = await readBody(req, fileLimit + MULTIPART_OVERHEAD)
  } catch (error) {
    if (tooLarge !== undefined && error instanceof HttpError && error.status === 413) {
      throw new HttpError(413, tooLarge)
    }
    throw error
  }
  try {
    return parseMultipart(body, boundary, { maxParts: 4 })
  } catch (error) {
    if (error instanceof MultipartError) throw new HttpError(400, error.message)
    throw error
  }
}

/** The text fields of a multipart body, each named once (422 for a field given twice). */
export function textFields(parts: readonly MultipartPart[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const part of parts) {
    if (part.filename !== undefined) continue
    if (part.name in fields) throw new HttpError(422, `The ${part.name} field is given twice.`)
    fields[part.name] = part.data.toString('utf8')
  }
  return fields
}

/** The one `file` part, with its file name: 422 when it is missing, not a file, or given twice. */
export function filePart(parts: readonly MultipartPart[]): {
  readonly filename: string
  readonly data: Buffer
} {
  const files = parts.filter((part) => part.name === 'file')
  const [file] = files
  if (!file || file.filename === undefined) throw new HttpError(422, 'The file field is required.')
  if (files.length > 1) throw new HttpError(422, 'The file field is given twice.')
  return { filename: file.filename, data: file.data }
}
