import type { ParseResult } from 'papaparse'
import { csvLineBreak } from './csvLineBreak.ts'
import { STEP_BYTES } from './csvText.ts'
import type { RowSink } from './rowSink.ts'
import type { BatchTextEncoding } from './types.ts'

/** Delimiters guessed from the first rows: comma, semicolon (French-Canadian Excel), tab (Excel's 'Unicode text'). */
const DELIMITERS = [',', ';', '\t']
/** Rows and bytes the delimiter is guessed from; a row counts up to the template's 12 columns. */
const GUESS_ROWS = 12
const GUESS_BYTES = 1 << 16
const COLUMNS = 12
/** Byte-order marks in front: the decoder drops one; a file saved twice with one has more, hiding a first quote. */
const LEADING_MARKS = /^\uFEFF+/

type PapaModule = typeof import('papaparse')

/** The delimiter and line break of a CSV text. */
export interface Dialect {
  readonly delimiter: string
  readonly newline: '\n' | '\r'
}

/**
 * The delimiter that splits the first rows into the most template columns (up to 12 a row; a row it does not split
 * counts nothing), the title row left out: papaparse's own guess wants equal field counts, which a one-cell title
 * row defeats. Rows from the first whose quotation marks the delimiter leaves unpaired count nothing: a quote opens
 * a cell only right after a delimiter, so a tab file's '\t"a\nb"' splits its rows with tabs and merges them with
 * semicolons. Comma on a tie. Each delimiter is tried with the line break {@link csvLineBreak} finds
 * outside its quoted cells. Exported for the property tests only.
 */
export function guessDialect(papa: PapaModule, head: string): Dialect {
  let dialect: Dialect = { delimiter: ',', newline: '\n' }
  let bestScore = -1
  for (const candidate of DELIMITERS) {
    const newline = csvLineBreak(head, candidate)
    const { data, errors } = papa.parse<string[]>(head, {
      delimiter: candidate,
      newline,
      preview: GUESS_ROWS,
    })
    let counted = data.length
    for (const error of errors) {
      if (error.type === 'Quotes' && error.row !== undefined) counted = Math.min(counted, error.row)
    }
    let score = 0
    for (let i = 1; i < counted; i++) {
      const fields = data[i]?.length ?? 0
      if (fields > 1) score += Math.min(fields, COLUMNS)
    }
    if (score > bestScore) {
      dialect = { delimiter: candidate, newline }
      bestScore = score
    }
  }
  return dialect
}

/**
 * Feeds a CSV file's records to `sink` in order (part 2 §3.8), parsed by papaparse (loaded on first use): the
 * delimiter guessed (comma, semicolon or tab), quoted fields with delimiters and line breaks of any kind, CRLF, LF
 * (mixed too) or CR line ends. The bytes are decoded and parsed a megabyte at a time, a record cut at a step's end
 * carried into the next, so the memory held is the rows, not copies of the file. A row whose quotation marks are
 * not paired is marked, since papaparse then reads the rest of the file into its last cell. The empty record
 * papaparse reports after a final line break is not a row.
 */
export async function readCsv(bytes: Uint8Array, encoding: BatchTextEncoding, sink: RowSink): Promise<void> {
  const { default: Papa } = await import('papaparse')
  const head = new TextDecoder(encoding).decode(bytes.subarray(0, GUESS_BYTES)).replace(LEADING_MARKS, '')
  const parser = new Papa.Parser(guessDialect(Papa, head))
  const decoder = new TextDecoder(encoding)
  let index = 0
  let held: string[] | undefined
  let heldBroken = false
  let partial = ''
  let lastChar = 0
  let offset = 0
  for (;;) {
    // A record longer than a step (an unpaired quote) grows the next step, so re-reading it stays linear.
    const end = Math.min(bytes.length, offset + Math.max(STEP_BYTES, 2 * partial.length))
    const last = end === bytes.length
    const decoded = decoder.decode(bytes.subarray(offset, end), { stream: !last })
    const piece = offset === 0 ? decoded.replace(LEADING_MARKS, '') : decoded
    if (piece.length > 0) lastChar = piece.charCodeAt(piece.length - 1)
    offset = end
    const input = partial + piece
    const results = parser.parse(input, 0, !last) as ParseResult<string[]>
    const broken = new Set<number>()
    for (const error of results.errors) {
      if (error.type === 'Quotes' && error.row !== undefined) broken.add(error.row)
    }
    const records = results.data
    for (let i = 0; i < records.length; i++) {
      if (held !== undefined) sink.add(index - 1, held, heldBroken)
      held = records[i]
      heldBroken = broken.has(i)
      index++
    }
    if (last) break
    partial = input.substring(results.meta.cursor)
  }
  if (held === undefined) return
  const artifact = held.length === 1 && held[0] === '' && (lastChar === 10 || lastChar === 13)
  if (!artifact) sink.add(index - 1, held, heldBroken)
}
