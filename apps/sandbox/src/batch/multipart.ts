/**
 * A small, bounded multipart/form-data parser (RFC 7578) for the API's two uploads: the multi-{product}
 * file and a delivery's photo. The whole body is already in memory and capped by the caller; the parser caps the
 * number of parts and the size of each part's headers, and throws {@link MultipartError} (never anything
 * else) on a malformed body.
 */

/** One part of a multipart body. */
export interface MultipartPart {
  /** The form field name. */
  readonly name: string
  /** The file name, for a file part. */
  readonly filename: string | undefined
  /** The part's content type, lower case, if sent. */
  readonly contentType: string | undefined
  readonly data: Buffer
}

/** Limits of the parser. */
export interface MultipartLimits {
  /** Most parts accepted. Default 10. */
  readonly maxParts?: number
  /** Most bytes of headers per part. Default 8 KiB. */
  readonly maxHeaderBytes?: number
}

/** A malformed or over-limit multipart body; its message is fit for a 400 answer. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MultipartError'
  }
}

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

/** The boundary of a `multipart/form-data` content type, or `undefined` when it is not one. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined
  const [mediaType = '', ...params] = contentType.split(';')
  if (mediaType.trim().toLowerCase() !== 'multipart/form-data') return undefined
  for (const param of params) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(param)
    const boundary = match?.[1] ?? match?.[2]
    if (boundary) return boundary
  }
  return undefined
}

/**
 * A header parameter's value: quoted or a bare token; `filename*` is RFC 5987. Browsers percent-encode a
 * quote inside a quoted value (HTML form-data encoding) and send backslashes as they are (Windows paths).
 */
function parameter(header: string, name: string): string | undefined {
  const extended = new RegExp(`;\\s*${name}\\*\\s*=\\s*(?:UTF-8|utf-8)''([^;\\s]*)`).exec(header)
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1])
    } catch {
      throw new MultipartError(`The ${name} parameter is not valid percent-encoding.`)
    }
  }
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header)
  if (!match) return undefined
  return match[1] !== undefined ? match[1].replaceAll('%22', '"') : match[2]
}

function parseHeaders(raw: string): Omit<MultipartPart, 'data'> {
  const headers = new Map<string, string>()
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) throw new MultipartError('A part header line is malformed.')
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const disposition = headers.get('content-disposition')
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw new MultipartError('A part has no form-data Content-Disposition.')
  }
  const name = parameter(disposition, 'name')
  if (!name) throw new MultipartError('A part has no field name.')
  return {
    name,
    filename: parameter(disposition, 'filename'),
    contentType: headers.get('content-type')?.toLowerCase(),
  }
}

/**
 * Parses a multipart/form-data body. A preamble before the first boundary and an epilogue after the last are
 * ignored, as RFC 2046 says; everything else must be well formed.
 */
export function parseMultipart(
  body: Buffer,
  boundary: string,
  limits: MultipartLimits = {},
): MultipartPart[] {
  const maxParts = limits.maxParts ?? 10
  const maxHeaderBytes = limits.maxHeaderBytes ?? 8 * 1024
  const delimiter = Buffer.from(`--${boundary}`)
  const between = Buffer.concat([CRLF, delimiter])
  const first = body.indexOf(delimiter)
  if (first < 0 || (first > 0 && body.indexOf(between) !== first - 2)) {
    throw new MultipartError('The body does not start with the boundary.')
  }
  const parts: MultipartPart[] = []
  let at = first + delimiter.length
  for (;;) {
    if (body.subarray(at, at + 2).toString() === '--') return parts
    if (!body.subarray(at, at + 2).equals(CRLF)) throw new MultipartError('A boundary line is malformed.')
    at += 2
    if (parts.length >= maxParts) throw new MultipartError(`The body has more than ${maxParts} parts.`)
    const headerEnd = body.indexOf(HEADER_END, at)
    if (headerEnd < 0 || headerEnd - at > maxHeaderBytes) {
      throw new MultipartError('A part has no end of headers within the limit.')
    }
    const head = parseHeaders(body.subarray(at, headerEnd).toString('utf8'))
    const dataStart = headerEnd + HEADER_END.length
    const next = body.indexOf(between, dataStart)
    if (next < 0) throw new MultipartError('The body ends before its closing boundary.')
    parts.push({ ...head, data: body.subarray(dataStart, next) })
    at = next + between.length
  }
}
