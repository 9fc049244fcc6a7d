import { StandardFontEmbedder, StandardFonts } from 'pdf-lib'

/**
 * The two base-14 fonts the labels use, Helvetica and Helvetica-Bold, in WinAnsiEncoding: how text becomes
 * bytes they can show, and how wide it is (pdf-lib's copy of Adobe's font metrics). Base-14 fonts are built into
 * every PDF reader, so nothing is embedded.
 */

/** The fonts of a label: Helvetica (`regular`) and Helvetica-Bold (`bold`). */
export type PdfFont = 'regular' | 'bold'

/** Each font as pdf-lib names it. */
export const FONT_NAMES: Readonly<Record<PdfFont, StandardFonts>> = {
  regular: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
}

/** pdf-lib's own name for a base-14 font: the same text as {@link StandardFonts}, in another enum. */
type FontName = Parameters<typeof StandardFontEmbedder.for>[0]

/** Each font's metrics, without a document: pdf-lib's embedder of the font. */
const METRICS: Readonly<Record<PdfFont, StandardFontEmbedder>> = {
  regular: StandardFontEmbedder.for(FONT_NAMES.regular as string as FontName),
  bold: StandardFontEmbedder.for(FONT_NAMES.bold as string as FontName),
}

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

/** Width in points of `text`, in its WinAnsi form, set in `font` at `size` points. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  return METRICS[font].widthOfTextAtSize(toWinAnsi(text), size)
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
