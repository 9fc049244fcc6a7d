import { messages } from '../../domain/messages.ts'
import { cellText, type RawCell } from './cellText.ts'

/** Rows at the top of every batch file that are no order: the template's title and column headers (part 2 §3.8). */
export const BATCH_HEADER_ROWS = 2
/** Columns of a batch row, A to L (part 2 §3.8): a rejected or header row keeps no cell after them. */
export const BATCH_ROW_COLUMNS = 12

/** The template's column headers, its row 2, in the order of part 2 §3.8: 0 name … 11 package count. */
export const BATCH_COLUMN_HEADERS: readonly string[] = [
  messages.batchTemplateName,
  messages.batchTemplateUnit,
  messages.batchTemplateAddress,
  messages.batchTemplateCity,
  messages.batchTemplateProvince,
  messages.batchTemplatePostal,
  messages.batchTemplateEmail,
  messages.batchTemplatePhone,
  messages.batchTemplateW3w,
  messages.batchTemplateOrderNumber,
  messages.batchTemplateItemDescription,
  messages.batchTemplatePackageCount,
]

/** A header as compared: spaces collapsed, lower case ('Street  address' is 'street address'). */
function headerKey(cell: RawCell): string {
  return cellText(cell).replace(/\s+/g, ' ').toLowerCase()
}

const HEADER_KEYS = BATCH_COLUMN_HEADERS.map(headerKey)

/**
 * Whether a row is the template's header row (part 2 §3.8): columns A to L hold its twelve headers in order,
 * whatever their case and spacing; cells after L do not matter.
 */
export function isBatchHeaderRow(cells: readonly RawCell[] | undefined): boolean {
  if (cells === undefined) return false
  return HEADER_KEYS.every((key, i) => headerKey(cells[i]) === key)
}
