import type { BatchParseResult } from '@waybill/sdk-core'

/** The spreadsheet number of a file's first data row: the first two rows are skipped (part 2 §3.8). */
const FIRST_DATA_ROW = 3

/**
 * The spreadsheet row number of each kept row of a parsed file, in the order of `result.rows`. The parser numbers
 * only the rejected rows; every row it read from row 3 on is either kept or rejected (a run of empty rows is one
 * rejected entry from `rowNumber` to `lastRowNumber`), so the kept rows take the numbers left, in file order.
 *
 * @example
 * ```ts
 * keptRowNumbers(await parseBatchFile(input)) // [3, 5, 6] when row 4 was rejected
 * ```
 */
export function keptRowNumbers(result: Pick<BatchParseResult, 'rows' | 'rejected'>): number[] {
  const numbers: number[] = []
  let next = FIRST_DATA_ROW
  for (const rejected of result.rejected) {
    for (; next < rejected.rowNumber && numbers.length < result.rows.length; next++) numbers.push(next)
    next = Math.max(next, (rejected.lastRowNumber ?? rejected.rowNumber) + 1)
  }
  while (numbers.length < result.rows.length) numbers.push(next++)
  return numbers
}

/** A row as the script names it: 'row N: name' with its spreadsheet number when known, else its name alone. */
export function rowLabel(name: string, rowNumber: number | null): string {
  return rowNumber === null ? name : `row ${rowNumber}: ${name}`
}
