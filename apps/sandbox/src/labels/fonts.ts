/**
 * The two base-14 fonts the labels use, Helvetica and Helvetica-Bold, in WinAnsiEncoding: how text becomes
 * bytes they can show, and how wide it is. Base-14 fonts are built into every PDF reader, so nothing is embedded.
 */

/** The fonts of a label: Helvetica (`regular`) and Helvetica-Bold (`bold`). */
export type PdfFont = 'regular' | 'bold'

/** The PostScript name of each font, as the font dictionary names it. */
export const BASE_FONTS: Readonly<Record<PdfFont, string>> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
}

// Advance widths (1/1000 em) of WinAnsi codes 32–126, from Adobe's AFM files for the base-14 fonts.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
]

const WIDTHS: Readonly<Record<PdfFont, readonly number[]>> = { regular: REGULAR, bold: BOLD }

/** Width used for Latin-1 letters above 126 (accented letters are about as wide as their base letter). */
const UPPER_WIDTH = 600

/** Typographic characters outside Latin-1 that have a plain equivalent. */
const PLAIN: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u20ac': 'EUR',
}

/**
 * Text as the fonts can show it: one character per byte, Latin-1 only. Letters are composed first (NFC),
 * typographic quotes and dashes become plain ones, line breaks and tabs become spaces, other control
 * characters and every other character (CJK, emoji) become '?', except Latin letters with a mark Latin-1
 * lacks, which keep their letter ('ź' → 'z'). Leftover combining marks are dropped.
 */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0
    const plain = PLAIN[char]
    if (plain !== undefined) out += plain
    else if (code === 0x09 || code === 0x0a || code === 0x0d) out += ' '
    else if (code >= 0x0300 && code <= 0x036f) continue
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += '?'
    else if (code > 0xff) out += baseLetter(char)
    else out += char
  }
  return out
}

/** A Latin letter with a mark Latin-1 lacks ('ź', 'Č') loses the mark; any other character becomes '?'. */
function baseLetter(char: string): string {
  const [base = '', ...marks] = char.normalize('NFD')
  const code = base.codePointAt(0) ?? 0
  const onlyMarks = marks.every((mark) => /\p{M}/u.test(mark))
  return marks.length > 0 && onlyMarks && code >= 0x20 && code < 0x7f ? base : '?'
}

/** Width in points of `text` (already in WinAnsi form) set in `font` at `size` points. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const widths = WIDTHS[font]
  let units = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    units += code >= 32 && code <= 126 ? (widths[code - 32] ?? UPPER_WIDTH) : UPPER_WIDTH
  }
  return (units * size) / 1000
}

/** `text` in WinAnsi form, cut with '...' where needed so that it fits in `maxWidth` points. */
export function fitText(text: string, font: PdfFont, size: number, maxWidth: number): string {
  const plain = toWinAnsi(text).trim()
  if (textWidth(plain, font, size) <= maxWidth) return plain
  let cut = plain
  while (cut.length > 0 && textWidth(`${cut}...`, font, size) > maxWidth) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}...`
}

/**
 * `text` in WinAnsi form broken at spaces into lines of at most `maxWidth` points, at most `maxLines`
 * of them; a word longer than a line is cut, and text that does not fit ends the last line with '...'.
 */
export function wrapText(
  text: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = toWinAnsi(text).split(' ').filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (textWidth(candidate, font, size) <= maxWidth) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    current = word
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines.map((line) => fitText(line, font, size, maxWidth))
  const kept = lines.slice(0, maxLines - 1)
  kept.push(lines.slice(maxLines - 1).join(' '))
  return kept.map((line) => fitText(line, font, size, maxWidth))
}
