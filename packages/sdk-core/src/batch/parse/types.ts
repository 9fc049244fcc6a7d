import type { BatchRow } from '@waybill/sdk-core'
import type { BatchColumnMapping } from './columnMapping.ts'

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
 * A batch row kept from a file (part 2 §3.8), with the spreadsheet row it was read from, so that what becomes of
 * it (validated, booked, failed) can be matched to the customer's line.
 */
export interface KeptBatchRow extends BatchRow {
  /**
   * The row's number as the spreadsheet shows it, 1-based, the title and header rows counted (the first data row
   * of a template is 3); in a CSV, one per record, a quoted line break staying inside its row.
   */
  readonly rowNumber: number
}

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
  /** The row's name: its first column's text (part 2 §3.8 column 0, name), trimmed; empty for an empty row. */
  readonly name: string
  /** Why the row was not kept: a catalogue text. */
  readonly reason: string
  /** The row's cells as text, trimmed, in columns A to L only (the import reads no further); empty for empty rows. */
  readonly cells: readonly string[]
}

/** One page of a file's rows, in file order: the kept rows and the rejected ones among a page of rows read. */
export interface BatchParsePage {
  /** Rows kept in this page. */
  readonly rows: readonly KeptBatchRow[]
  /** Rows rejected in this page. */
  readonly rejected: readonly RejectedBatchRow[]
}

/** What `parseBatchFile` reads besides the file. */
export interface BatchParseOptions {
  /**
   * The workbook sheet to read, by name (one of `sheetNames`). By default the sheet whose header row is the
   * template's and that has rows under it, else the first sheet with rows, else the first. Ignored for CSV.
   */
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
  /**
   * Mappings the customer accepted for header rows of their own (issue 25): a file whose header row is one of
   * theirs (same headers, whatever the case, spacing or accents) is read through it. A file with a header row of its
   * own that none reads is not imported: `columns.layout` is 'needsMapping', with a proposal.
   */
  readonly mappings?: readonly BatchColumnMapping[]
}

/** How a file's columns were read (issue 25); see `batchFileLayout`. */
export interface BatchFileColumns {
  /**
   * 'template': in the template's order (part 2 §3.8); 'mapped': a header row of the customer's, read through one
   * of `mappings`; 'needsMapping': a header row of the customer's that no mapping reads: nothing was imported.
   */
  readonly layout: 'template' | 'mapped' | 'needsMapping'
  /** The header row's number, 1-based: the rows down to it were skipped (2 in the template). */
  readonly headerRowNumber: number
  /** The header row's cells, as text. */
  readonly headers: readonly string[]
  /** The mapping the rows were read with ('mapped') or the one the headers propose ('needsMapping'); else null. */
  readonly mapping: BatchColumnMapping | null
  /** For 'needsMapping': the first rows under the header row (at most 5), as text, to preview the mapping. */
  readonly preview: readonly (readonly string[])[]
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
  /** The sheet read, by name: the one asked for, or the one chosen (see `BatchParseOptions.sheet`); null for a CSV. */
  readonly sheet: string | null
  /**
   * The skipped rows, the header row last, as text: the template's title and column headers (part 2 §3.8, columns
   * A to L), or the rows down to a customer's header row.
   */
  readonly headerRows: readonly (readonly string[])[]
  /** How the columns were read: the template's order, a customer's mapping, or not yet (issue 25). */
  readonly columns: BatchFileColumns
  /** The kept rows, all invalid until validated (part 2 §4.6 step 1); empty when `onPage` took them. */
  readonly rows: readonly KeptBatchRow[]
  /** The rejected rows with their reasons; empty when `onPage` took them. */
  readonly rejected: readonly RejectedBatchRow[]
  /** Row counts. */
  readonly counts: BatchParseCounts
  /**
   * Whether to show `messages.rowsMissingData`: a row was dropped by the keep rule while its unit column was set
   * (part 2 §3.8, §8 'Upload with missing data').
   */
  readonly missingDataNotice: boolean
  /**
   * What to show in place of 'Upload complete…' (part 2 §4.6 step 1) when the file, or the sheet read, has no row
   * under its two header rows, kept or rejected: that nothing was imported, and why (`emptyBatchFileMessage`).
   * Null when there is a row.
   */
  readonly noRowsNotice: string | null
}

/** A spreadsheet's cells, as `readSpreadsheetCells` reads them from a CSV, XLSX or XLS file. */
export interface SpreadsheetCells {
  /** The format the bytes were read as. */
  readonly format: BatchFileFormat
  /** The CSV's encoding; null for a workbook. */
  readonly encoding: BatchTextEncoding | null
  /** The workbook's sheet names; empty for a CSV. */
  readonly sheetNames: readonly string[]
  /** The sheet read, by name: the one asked for, or the one chosen (see `BatchParseOptions.sheet`); null for a CSV. */
  readonly sheet: string | null
  /**
   * The rows from row 1 (`rows[0]`) to the last one holding text, each as its cells' texts from column A to its last
   * cell holding text; an empty row is `[]`. A cell's text is trimmed, a number written as Excel's General format
   * shows it, a date as yyyy-mm-dd, a boolean as TRUE or FALSE.
   */
  readonly rows: readonly (readonly string[])[]
  /**
   * The numbers (1-based) of the CSV rows whose quotation marks are not paired: papaparse read on past the row's end,
   * so its last cell may hold the lines after it. Empty for a workbook.
   */
  readonly unpairedQuoteRows: readonly number[]
}
