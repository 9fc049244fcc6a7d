import { MAX_FIELD_LENGTH } from '../../api/wire/fieldLimits.ts'
import { MAX_PACKAGES } from '../../api/wire/orderPayload.ts'
import { fillText, messages } from '../../domain/messages.ts'
import { cellText, isShortenedPhone, packageCountOf, phoneText, type RawCell } from './cellText.ts'
import type { KeptBatchRow } from './types.ts'

/** What a row needs besides its cells. */
export interface RowRuleContext {
  /** The user's default insured value (part 2 §3.8 insurance_value). */
  readonly insuranceValue: number | null
  /** Source of the uuid of a row without an order number. */
  readonly randomUUID: () => string
  /**
   * The file's column letter of each field, in the template's order, for the reasons that name a column: A to L
   * for the template; a customer's layout read through a mapping has its own.
   */
  readonly columnLetters?: readonly string[]
  /**
   * Where each field of the template's order is read in a customer's layout (`fieldColumns`; -1 for none): the row
   * is read through it in place, with no copy per row. The template's own order when absent.
   */
  readonly columns?: Int32Array
}

/** The template's order: field i is column i (part 2 §3.8). */
const TEMPLATE_COLUMNS = Int32Array.from({ length: 12 }, (_, i) => i)

/** A row the rules do not keep: the reason to show, and whether it counts for the missing-data notice. */
export interface RowRejection {
  /** Why the row was not kept: a catalogue text. */
  readonly reason: string
  /** The §3.8 keep rule dropped it while its unit column was set: show the §8 missing-data notice. */
  readonly notice: boolean
}

/** The template's column letters, A to L (part 2 §3.8). */
const TEMPLATE_LETTERS: readonly string[] = [...'ABCDEFGHIJKL']
const [ITEM_BEFORE = '', ITEM_AFTER = ''] = messages.importItemDescription.split('{description}')
const NO_ADDRESS: RowRejection = { reason: messages.importRowNoAddress, notice: false }
const NO_ADDRESS_NOTICE: RowRejection = { reason: messages.importRowNoAddress, notice: true }
const NO_COUNT: RowRejection = { reason: messages.importRowNoPackageCount, notice: false }
const NO_COUNT_NOTICE: RowRejection = { reason: messages.importRowNoPackageCount, notice: true }
const EXAMPLE: RowRejection = { reason: messages.importRowExample, notice: false }
const BAD_COUNT: RowRejection = {
  reason: fillText(messages.importRowBadPackageCount, { max: MAX_PACKAGES }),
  notice: false,
}

/** Whether every cell of a row is empty or blank (an empty row, part 2 §3.8). */
export function isEmptyRow(cells: readonly RawCell[] | undefined): boolean {
  if (cells === undefined) return true
  for (let i = 0; i < cells.length; i++) if (cellText(cells[i]) !== '') return false
  return true
}

function tooLong(letter: string): RowRejection {
  return {
    reason: fillText(messages.importRowTooLong, { column: letter, max: MAX_FIELD_LENGTH }),
    notice: false,
  }
}

function detailsTooLong(letters: readonly string[]): RowRejection {
  return {
    reason: fillText(messages.importRowDetailsTooLong, {
      order: letters[9] ?? 'J',
      item: letters[10] ?? 'K',
      max: MAX_FIELD_LENGTH,
    }),
    notice: false,
  }
}

/**
 * Spreadsheet row `rowNumber` (1-based, as the spreadsheet shows it) as a batch row (part 2 §3.8), or why it is
 * not kept. Columns: 0 name, 1 unit, 2 address,
 * 3 city, 4 province, 5 postal, 6 email, 7 phone, 8 w3w, 9 order number/details, 10 item description, 11 package
 * count. Kept when (address, city and province are all present, or w3w is) and the package count is; the count
 * must then be a whole number from 1 to 999 ('3 boxes' is 3), the phone not one the spreadsheet shortened
 * ('7.81E+09'), and no cell of A–L nor the details made of J and K may be longer
 * than 191 characters (part 2 §9: rejected rather than cut, so an address is never shortened into another one).
 * A row named as the template's example (`messages.batchTemplateExampleName`) is rejected: it is never booked.
 */
export function toBatchRow(
  cells: readonly RawCell[],
  ctx: RowRuleContext,
  rowNumber: number,
): KeptBatchRow | RowRejection {
  const at = ctx.columns ?? TEMPLATE_COLUMNS
  const cell = (field: number): RawCell => cells[at[field] as number]
  const name = cellText(cell(0))
  if (name === messages.batchTemplateExampleName) return EXAMPLE
  const unitNumber = cellText(cell(1))
  const address = cellText(cell(2))
  const city = cellText(cell(3))
  const province = cellText(cell(4))
  const w3w = cellText(cell(8))
  if (!((address !== '' && city !== '' && province !== '') || w3w !== ''))
    return unitNumber === '' ? NO_ADDRESS : NO_ADDRESS_NOTICE
  const count = cell(11)
  if (cellText(count) === '') return unitNumber === '' ? NO_COUNT : NO_COUNT_NOTICE
  const packageCount = packageCountOf(count)
  if (packageCount === null) return BAD_COUNT
  const phoneCell = cell(7)
  if (isShortenedPhone(phoneCell)) {
    return {
      reason: fillText(messages.importRowPhoneShortened, { text: cellText(phoneCell) }),
      notice: false,
    }
  }
  const postal = cellText(cell(5))
  const email = cellText(cell(6))
  const phone = phoneText(phoneCell)
  const orderNumber = cellText(cell(9))
  const description = cellText(cell(10))
  const texts = [
    name,
    unitNumber,
    address,
    city,
    province,
    postal,
    email,
    phone,
    w3w,
    orderNumber,
    description,
  ]
  const letters = ctx.columnLetters ?? TEMPLATE_LETTERS
  for (let i = 0; i < texts.length; i++) {
    if ((texts[i] as string).length > MAX_FIELD_LENGTH) return tooLong(letters[i] ?? '')
  }
  const item = description === '' ? '' : ITEM_BEFORE + description + ITEM_AFTER
  const details = orderNumber === '' ? item : item === '' ? orderNumber : `${orderNumber} ${item}`
  if (details.length > MAX_FIELD_LENGTH) return detailsTooLong(letters)
  return {
    rowNumber,
    name,
    unitNumber,
    address,
    city,
    province,
    postal,
    email,
    phone,
    w3w,
    itemName: name,
    details,
    packageCount,
    valid: false,
    uuid: orderNumber === '' ? ctx.randomUUID() : orderNumber,
    orderNumber,
    insuranceValue: ctx.insuranceValue,
    latitude: null,
    longitude: null,
    zone: null,
    assignMyFleetDriver: null,
  }
}

/** Whether {@link toBatchRow} rejected the row. */
export function isRejection(verdict: KeptBatchRow | RowRejection): verdict is RowRejection {
  return 'reason' in verdict
}
