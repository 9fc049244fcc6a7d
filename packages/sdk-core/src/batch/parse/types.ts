import type { BatchRow } from '../../domain/batch.ts'

/**
 * A batch spreadsheet as the user picked it: its bytes plus its name and/or MIME type. In a browser,
 * `{ data: await file.arrayBuffer(), name: file.name, type: file.type }`; in Node, `readFileSync(path)` and the
 * path's base name. The bytes decide the format; the name and type are hints.
 */
export interface BatchFileInput {
  /** The file's bytes. */
  readonly data: ArrayBuffer | Uint8Array
  /** The file name, e.g. 'orders.xlsx'. */
  readonly name?: string
  /** The MIME type, e.g. 'text/csv'. */
  readonly type?: string
}

/** The file formats a batch can be read from: a CSV text, an XLSX (zip) or an XLS (OLE2) workbook. */
export type BatchFileFormat = 'csv' | 'xlsx' | 'xls'

/** The character encodings a batch CSV is read in: UTF-8 (with or without BOM), UTF-16 with BOM, or Windows-1252. */
export type BatchTextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

/**
 * A spreadsheet row that was read but not kept, with the reason to show (part 2 §3.8: nothing vanishes silently).
 * A run of consecutive empty rows followed by data is one entry, from `rowNumber` to `lastRowNumber`.
 */
export interface RejectedBatchRow {
  /** The row's number as the spreadsheet shows it, 1-based (the first data row of a template is 3). */
  readonly rowNumber: number
  /**
   * For a run of empty rows reported as one entry: the number of its last row; absent for a single row. The entry
   * stands for `lastRowNumber - rowNumber + 1` rows in `BatchParseCounts.rejected`.
   */
  readonly lastRowNumber?: number
  /** Why the row was not kept: a catalogue text. */
  readonly reason: string
  /** The row's cells as text, trimmed, in columns A to L only (the import reads no further); empty for empty rows. */
  readonly cells: readonly string[]
}

/** One page of a file's rows, in file order: the kept rows and the rejected ones among a page of rows read. */
export interface BatchParsePage {
  /** Rows kept in this page. */
  readonly rows: readonly BatchRow[]
  /** Rows rejected in this page. */
  readonly rejected: readonly RejectedBatchRow[]
}

/** What `parseBatchFile` reads besides the file. */
export interface BatchParseOptions {
  /** The workbook sheet to read, by name (one of `sheetNames`); the first sheet by default. Ignored for CSV. */
  readonly sheet?: string
  /** Every row's insured value: the user's default (part 2 §3.8 insurance_value); null by default. */
  readonly insuranceValue?: number | null
  /** Source of the uuid of a row without an order number; `globalThis.crypto.randomUUID` by default. */
  readonly randomUUID?: () => string
  /**
   * Receives the rows page by page, in file order (a Web Worker posts each page). When set, the result's
   * `rows` and `rejected` stay empty: every row went through here.
   */
  readonly onPage?: (page: BatchParsePage) => void
  /** Entries per page, kept rows plus rejected entries (a run of empty rows is one); 1000 by default. */
  readonly pageSize?: number
}

/**
 * How many rows a file held. Invariant: `rowsIn === kept + rejected`, counting rows, not entries: a run of empty
 * rows is one `RejectedBatchRow` but counts each of its rows.
 */
export interface BatchParseCounts {
  /** Rows read after the two skipped header rows, up to the last row with data (part 2 §3.8). */
  readonly rowsIn: number
  /** Rows kept. */
  readonly kept: number
  /** Rows rejected, each with a reason (a run of empty rows counts all its rows). */
  readonly rejected: number
  /** Empty rows after the last row with data: ignored, neither kept nor rejected. */
  readonly trailingEmpty: number
}

/** A batch file read into rows (part 2 §3.8). */
export interface BatchParseResult {
  /** The format the bytes were read as. */
  readonly format: BatchFileFormat
  /** The CSV's encoding; null for a workbook. */
  readonly encoding: BatchTextEncoding | null
  /** The workbook's sheet names, for the user to choose one; empty for a CSV. */
  readonly sheetNames: readonly string[]
  /** The sheet read; null for a CSV. */
  readonly sheet: string | null
  /** The two skipped rows (part 2 §3.8), as text, columns A to L: the template's title and column headers. */
  readonly headerRows: readonly (readonly string[])[]
  /** The kept rows, all invalid until validated (part 2 §4.6 step 1); empty when `onPage` took them. */
  readonly rows: readonly BatchRow[]
  /** The rejected rows with their reasons; empty when `onPage` took them. */
  readonly rejected: readonly RejectedBatchRow[]
  /** Row counts. */
  readonly counts: BatchParseCounts
  /**
   * Whether to show `messages.rowsMissingData`: a row was dropped by the keep rule while its unit column was set
   * (part 2 §3.8, §8 'Upload with missing data').
   */
  readonly missingDataNotice: boolean
}
