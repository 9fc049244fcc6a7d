/**
 * Texts of the batch spreadsheet import (part 2 §3.8, §8, §9): refused files and the reason each rejected row
 * gives. The spec shows none of these but 'Item description: ...' (part 2 §3.8) and the missing-data notice (in
 * `batchMessages`); the rest are our words, see docs/decisions/batch-import.md.
 */
export const batchImportMessages = {
  /** Appended to a row's details from the item description column (part 2 §3.8); fill with `fillText`. */
  importItemDescription: 'Item description: {description}',
  /** A file over the size limit; `{mb}` is `BATCH_FILE_MAX_BYTES` in MB, fill with `fillText`. */
  importFileTooLarge:
    'This file is larger than {mb} MB. Please split it into smaller files and upload each one.',
  /** Neither a CSV text nor an XLSX or XLS workbook, or a damaged one. */
  importFileUnreadable: 'This file could not be read. Please upload a CSV, XLSX or XLS file.',
  /** A file with more data rows than `BATCH_MAX_ROWS`; fill `{max}` with `fillText`. */
  importFileTooManyRows:
    'This file has more than {max} rows. Please split it into smaller files and upload each one.',
  /** A workbook that would unpack to more than `BATCH_XLSX_MAX_UNZIPPED_BYTES`; fill `{mb}` (MB) with `fillText`. */
  importFileTooLargeUnzipped:
    'This workbook unpacks to more than {mb} MB. Please split it into smaller files or save it as CSV.',
  /**
   * A file with no row past the two header rows: blank (0 bytes) or headers only (issue 21; `emptyBatchFileMessage`).
   * Nothing is imported, the rows already loaded stay.
   */
  importFileNoRows:
    'This file has no rows to import. Please add one row per address under the two header rows, then upload it again.',
  /**
   * A workbook of several sheets, none with a row past the two header rows (issue 23; `emptyBatchFileMessage`).
   * Nothing is imported, the rows already loaded stay.
   */
  importWorkbookNoRows:
    'No sheet of this file has rows to import. Please add one row per address under the two header rows, then upload it again.',
  /**
   * The sheet the user chose has no row past the two header rows (issue 23; `emptyBatchFileMessage`); fill `{sheet}`
   * with `fillText`. Nothing is imported, the rows already loaded stay.
   */
  importSheetNoRows:
    'The sheet "{sheet}" has no rows to import. Please choose another sheet, or add one row per address under its two header rows.',
  /** The chosen sheet is not in the workbook; fill `{sheet}` with `fillText`. */
  importSheetMissing: 'There is no sheet named "{sheet}" in this file.',
  /** A row whose cells are all empty, with data after it (trailing empty rows are ignored). */
  importRowEmpty: 'The row is empty.',
  /** A run of empty rows with data after it, reported once; fill `{first}` and `{last}` with `fillText`. */
  importRowsEmpty: 'Rows {first} to {last} are empty.',
  /** A row named as the template's example (`batchTemplateExampleName`): it must not be booked. */
  importRowExample: "This is the template's example row: delete it.",
  /** The §3.8 keep rule: neither address, city and province nor a W3W code. */
  importRowNoAddress: 'The row needs an address, city and province, or a W3W code.',
  /** The §3.8 keep rule: no package count. */
  importRowNoPackageCount: 'The row has no package count.',
  /** A package count that is not a whole number from 1 to `{max}`; fill with `fillText`. */
  importRowBadPackageCount: 'The package count must be a whole number from 1 to {max}.',
  /** A cell over the §9 limit; `{column}` is the column letter, `{max}` the limit; fill with `fillText`. */
  importRowTooLong: 'Column {column} is longer than {max} characters.',
  /**
   * Order number and item description joined into the details (part 2 §3.8) over the §9 limit; fill `{order}` and
   * `{item}` (their column letters, J and K in the template) and `{max}`.
   */
  importRowDetailsTooLong:
    'Columns {order} and {item} together are longer than {max} characters (order number and item description).',
  /**
   * A phone number the spreadsheet wrote in scientific notation with digits lost (7.81E+09): it cannot be read
   * back (issue 25); fill `{text}` with `fillText`.
   */
  importRowPhoneShortened:
    'The phone number {text} lost its digits in the spreadsheet. Please format the phone column as text, type the numbers again and upload the file again.',
  /** A CSV row whose quotation marks are not paired: the rest of the file may have been read into it. */
  importRowQuotes: 'The quotation marks in this row are not paired.',
  /** Header of the rejected rows download: the row's number in the uploaded file. */
  importRowNumberHeader: 'Row number',
  /** Header of the rejected rows download: why the row was not imported. */
  importReasonHeader: 'Reason for rejection',
} as const
