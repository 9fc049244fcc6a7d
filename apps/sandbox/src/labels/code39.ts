import type { PdfPage } from './pdf.ts'

/**
 * Code 39 barcodes of order ids: each character is nine elements (bar, space, bar, … bar), three of them
 * wide, and the code starts and ends with '*'. Only the characters an order id can hold are encoded.
 */

/** Element widths per character, bar first: '1' wide, '0' narrow (the standard Code 39 table). */
const PATTERNS: Readonly<Record<string, string>> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  '-': '010000101',
  '*': '010010100',
}

/** A wide element is this many narrow ones. */
export const WIDE_RATIO = 2.5

/** Width of one character, in narrow units, with the narrow gap that follows it. */
const UNITS_PER_CHAR = 6 + 3 * WIDE_RATIO + 1

/** The characters a Code 39 label of the sandbox can encode. */
export const CODE39_CHARS = Object.keys(PATTERNS).filter((char) => char !== '*')

/** The element pattern of each character of `*value*`; throws on a character the table lacks. */
export function code39Patterns(value: string): string[] {
  return [...`*${value}*`].map((char, index) => {
    const pattern = PATTERNS[char]
    if (pattern === undefined || (char === '*' && index > 0 && index <= value.length)) {
      throw new RangeError(`Code 39 cannot encode '${char}' here`)
    }
    return pattern
  })
}

/** Width in narrow units of the barcode of `value` (start and stop characters included). */
export function code39Units(value: string): number {
  return (value.length + 2) * UNITS_PER_CHAR - 1
}

/**
 * Draws the barcode of `value` with its left edge at `x` and its bottom at `y`, `height` tall, each narrow
 * element `narrow` points wide. Returns the drawn width.
 */
export function drawCode39(
  page: PdfPage,
  value: string,
  box: { x: number; y: number; height: number; narrow: number },
): number {
  let cursor = box.x
  for (const pattern of code39Patterns(value)) {
    for (let element = 0; element < pattern.length; element++) {
      const width = (pattern[element] === '1' ? WIDE_RATIO : 1) * box.narrow
      if (element % 2 === 0) page.rect(cursor, box.y, width, box.height, { fill: true })
      cursor += width
    }
    cursor += box.narrow
  }
  return cursor - box.narrow - box.x
}
