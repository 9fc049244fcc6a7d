/**
 * Largest batch file read, in bytes (20 MiB): about 170,000 rows of a typical CSV, more of XLSX, and a bound on the
 * memory and time one upload can take (docs/decisions/batch-import.md#limits).
 */
export const BATCH_FILE_MAX_BYTES = 20 * 1024 * 1024

/**
 * Most data rows (rows with a cell set, after the two skipped header rows) a batch file may hold: 200,000, above
 * the 100,000 rows the budgets are measured on. A file with more is refused as `tooManyRows`; empty rows
 * do not count (docs/decisions/batch-import.md#limits).
 */
export const BATCH_MAX_ROWS = 200_000

/**
 * Most bytes an XLSX workbook's parts may unpack to, all together (256 MiB): a 20 MB deflate bomb could otherwise
 * unpack to gigabytes. Checked before SheetJS reads the workbook, from the sizes its ZIP declares and then by
 * inflating each part and only counting, stopped once past it (a ZIP may lie about its sizes); a workbook over it is
 * refused as `tooLarge` (docs/decisions/batch-import.md#limits).
 */
export const BATCH_XLSX_MAX_UNZIPPED_BYTES = 256 * 1024 * 1024
