const QUOTE = 34
const LF = 10
const CR = 13
const SPACE = 32
const TAB = 9

/**
 * The line break of a CSV text cut with `delimiter`, from its first characters (`head`), counting only the line
 * breaks outside quoted cells: a quoted cell may hold any line break (Excel writes Alt+Enter as LF, whatever
 * the file's own line ends). LF when a line feed ends a line (LF or CRLF files, and files mixing both: the CR
 * left at a line's end is trimmed off its last cell); CR when only carriage returns do (older Mac Excel); LF when
 * no line ends in `head`.
 *
 * A quote opens a quoted cell only at a cell's start, as papaparse reads it (elsewhere it is text); inside, two
 * quotes are one, and a quote closes the cell when what follows it, past spaces and tabs, is the delimiter, a
 * line break or the end (papaparse reads on past any other quote, and so does this).
 */
export function csvLineBreak(head: string, delimiter: string): '\n' | '\r' {
  const delimiterCode = delimiter.charCodeAt(0)
  let carriageReturn = false
  let cellStart = true
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i)
    if (cellStart && code === QUOTE) {
      i = closingQuote(head, i + 1, delimiterCode)
      cellStart = false
      continue
    }
    if (code === LF) return '\n'
    cellStart = code === CR || code === delimiterCode
    if (code === CR) carriageReturn = true
  }
  return carriageReturn ? '\r' : '\n'
}

/** The index of the quote closing the quoted cell whose text starts at `from`; the text's length when none does. */
function closingQuote(text: string, from: number, delimiterCode: number): number {
  for (let i = text.indexOf('"', from); i !== -1; i = text.indexOf('"', i + 1)) {
    if (text.charCodeAt(i + 1) === QUOTE) {
      i++
      continue
    }
    for (let next = i + 1; ; next++) {
      const after = text.charCodeAt(next)
      if (next >= text.length || after === delimiterCode || after === LF || after === CR) return i
      if (after !== SPACE && after !== TAB) break
    }
  }
  return text.length
}
