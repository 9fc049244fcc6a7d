import { MAX_PACKAGES } from '../../api/wire/orderPayload.ts'

/** A cell as a reader hands it over: CSV text, or a workbook's raw value (dates already made text). */
export type RawCell = string | number | boolean | null | undefined

/** An apostrophe the rejected-rows download put before = + - @ tab or CR (OWASP CSV injection rule). */
const NEUTRALISED = /^'[=+\-@\t\r]/

/** Digits of a number as Excel's General format writes them: whole numbers in full, never as 7.8E+09. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return ''
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return value.toFixed(0)
  return String(Number(value.toPrecision(15)))
}

/**
 * A cell's text (part 2 §3.8): trimmed; a number as Excel shows it in General format; a boolean as TRUE or FALSE;
 * an apostrophe our rejected-rows download put before = + - @ tab or CR is taken off again.
 */
export function cellText(cell: RawCell): string {
  if (typeof cell === 'string') {
    const text = cell.trim()
    return text.charCodeAt(0) === 39 && NEUTRALISED.test(text) ? text.slice(1).trim() : text
  }
  if (typeof cell === 'number') return numberText(cell)
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  return ''
}

/**
 * What a phone number loses (part 2 §3.8): dots, dashes (hyphen, Unicode dashes, minus), brackets, spaces of every
 * kind and the direction marks U+200E, U+200F, U+202A–U+202E and U+2066–U+2069.
 */
const PHONE_NOISE = /[.\-\u2010-\u2015\u2212()[\]{}\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** A phone Excel wrote in scientific notation into a CSV, e.g. '7.805550141E+09': mantissa digits, exponent. */
const SCIENTIFIC = /^(\d)(?:\.(\d+))?e\+?(\d+)$/i

/**
 * Whether a phone cell is in scientific notation with fewer digits than the number has: '7.81E+09', as a CSV
 * keeps what Excel showed of 7805550141. Its digits are lost: the row is rejected rather than booked with a
 * wrong number (issue 25).
 */
export function isShortenedPhone(cell: RawCell): boolean {
  if (typeof cell !== 'string') return false
  const scientific = SCIENTIFIC.exec(cell.trim())
  if (scientific === null) return false
  const digits = 1 + (scientific[2]?.length ?? 0)
  return digits < Number(scientific[3]) + 1
}

/**
 * A phone cell's text (part 2 §3.8): stripped of dots, dashes, brackets, spaces and direction marks. A phone
 * stored as a number (7805550141) keeps all its digits, and so does one in scientific notation that kept them all
 * ('7.805550141E+09'); see {@link isShortenedPhone} for one that did not.
 */
export function phoneText(cell: RawCell): string {
  const text = cellText(cell)
  if (text === '') return text
  const digits = SCIENTIFIC.test(text) ? numberText(Number(text)) : text
  return digits.replace(PHONE_NOISE, '')
}

/**
 * A whole number written as '3', '3.0' or '3,0' (a semicolon CSV's decimal comma), maybe followed by what is
 * counted, in English or French ('3 boxes', '2 pkgs', '4 colis', '1 boîte').
 */
const WHOLE =
  /^\d{1,15}(?:[.,]0*)?(?:\s*(?:x\s*)?(?:box(?:es)?|boxs|packages?|pkgs?|parcels?|pcs|pieces?|items?|bags?|colis|bo[iî]tes?|caisses?|paquets?|sacs?))?\.?$/i

/**
 * A package count (part 2 §3.8): a whole number from 1 to 999, written 3, '3', '3.0', '3,0' or '3 boxes'; null
 * for anything else (a fraction, zero, a negative number, words).
 */
export function packageCountOf(cell: RawCell): number | null {
  let count: number
  if (typeof cell === 'number') count = cell
  else {
    const text = cellText(cell)
    if (!WHOLE.test(text)) return null
    count = Number.parseInt(text, 10)
  }
  return Number.isInteger(count) && count >= 1 && count <= MAX_PACKAGES ? count : null
}
