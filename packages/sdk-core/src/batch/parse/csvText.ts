/** A cell a spreadsheet would run as a formula: = + - @ tab or CR first (OWASP 'CSV Injection'). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV field, always quoted, its quotes doubled. With `neutralise`, a text starting with = + - @ tab or CR gets
 * a single quote in front, so no spreadsheet runs it as a formula (OWASP CSV injection); the import takes that
 * quote off again (`cellText`).
 */
export function csvField(value: string | number, neutralise = false): string {
  const text = String(value)
  const safe = neutralise && FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/**
 * A CSV text as Excel reads it: a UTF-8 byte-order mark (accents read right), every field quoted, CRLF line ends,
 * one after the last line too. `neutralise` as for {@link csvField}.
 */
export function csvText(lines: readonly (readonly (string | number)[])[], neutralise = false): string {
  const body = lines.map((cells) => cells.map((cell) => csvField(cell, neutralise)).join(',')).join('\r\n')
  return `\uFEFF${body}\r\n`
}

/** {@link csvText} as UTF-8 bytes, ready to save. */
export function csvBytes(
  lines: readonly (readonly (string | number)[])[],
  neutralise = false,
): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(csvText(lines, neutralise))
}

/** Bytes decoded per step when a file is checked or parsed: the whole text never exists at once. */
export const STEP_BYTES = 1 << 20
