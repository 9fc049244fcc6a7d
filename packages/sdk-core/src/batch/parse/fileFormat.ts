import { STEP_BYTES } from './csvText.ts'
import type { BatchFileFormat, BatchTextEncoding } from './types.ts'

/** A ZIP container: XLSX (and XLSM, XLSB, ODS) workbooks. An empty ZIP starts with its end record. */
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06]
/** An OLE2 compound file: XLS workbooks (BIFF). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** File names that say "workbook": bytes that are not one are refused rather than read as text. */
const WORKBOOK_NAME = /\.(?:xlsx|xlsm|xlsb|xls|ods)$/i
/**
 * MIME types that say "workbook" when there is no name. Not 'application/vnd.ms-excel': Windows gives .csv files
 * that type wherever Excel is installed.
 */
const WORKBOOK_TYPE = /spreadsheetml|opendocument\.spreadsheet/i

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)
}

/**
 * The format of a batch file's bytes: a ZIP is an XLSX workbook, an OLE2 file an XLS one, anything else a CSV
 * text; the name (or, without one, the MIME type) is a hint only. Null when the bytes cannot be a batch file: a
 * name or type that says workbook on bytes that are not one, or text with NUL bytes in it (a binary file) that is
 * not UTF-16.
 */
export function detectFormat(
  bytes: Uint8Array,
  name: string | undefined,
  type?: string | undefined,
): BatchFileFormat | null {
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return 'xlsx'
  if (startsWith(bytes, OLE2)) return 'xls'
  const saysWorkbook = name ? WORKBOOK_NAME.test(name) : type !== undefined && WORKBOOK_TYPE.test(type)
  if (saysWorkbook) return null
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'csv'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'csv'
  return bytes.indexOf(0) === -1 ? 'csv' : null
}

/** Whether the bytes are valid UTF-8, checked a step at a time: each step's text is dropped at once. */
function isUtf8(bytes: Uint8Array): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for (let offset = 0; offset < bytes.length; offset += STEP_BYTES) {
      const end = Math.min(bytes.length, offset + STEP_BYTES)
      decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length })
    }
    return true
  } catch {
    return false
  }
}

/**
 * The encoding of a CSV file's bytes: UTF-16 when it has that byte-order mark (Excel's 'Unicode text'); UTF-8 when
 * it has the UTF-8 mark or is valid UTF-8; otherwise Windows-1252 (Excel's 'CSV' on a Windows machine in Canada),
 * so that French accents come out right either way. A `TextDecoder` of that encoding drops the mark.
 */
export function textEncoding(bytes: Uint8Array): BatchTextEncoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252'
}
