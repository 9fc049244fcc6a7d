/**
 * Reads back the PDFs the sandbox writes, strictly, for tests: every cross-reference offset must point at
 * its `n 0 obj` line, every stream must be as long as its /Length says, and the page tree is walked from
 * the trailer's /Root. Only the subset of PDF the label writer produces is understood (uncompressed content, a
 * classic cross-reference table), whitespace between dictionary entries as pdf-lib writes it.
 */

/** One page of an inspected PDF. */
export interface InspectedPage {
  /** [x0, y0, x1, y1] in points. */
  readonly mediaBox: readonly number[]
  /** The page's literal strings in content-stream order, unescaped. */
  readonly texts: readonly string[]
  /** The raw content stream. */
  readonly content: string
}

/** What a PDF holds, as the tests check it. */
export interface InspectedPdf {
  readonly header: string
  readonly objects: ReadonlyMap<number, string>
  readonly pages: readonly InspectedPage[]
  /** The trailer dictionary's text. */
  readonly trailer: string
}

function fail(message: string): never {
  throw new Error(`invalid PDF: ${message}`)
}

/** Unescapes the body of a PDF literal string (without its parentheses). */
export function unescapePdfString(body: string): string {
  return body.replace(/\\([\\()nrtbf]|[0-7]{1,3})/g, (_, escaped: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
    if (/^[0-7]/.test(escaped)) return String.fromCharCode(Number.parseInt(escaped, 8))
    return named[escaped] ?? escaped
  })
}

/** Literal strings shown with Tj, in order; parentheses inside must be escaped, as the writer does. */
export function showTexts(content: string): string[] {
  return [...content.matchAll(/\(((?:\\.|[^\\()])*)\)\s*Tj/g)].map((match) =>
    unescapePdfString(match[1] ?? ''),
  )
}

function ref(dictionary: string, key: string): number {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)
  if (!found?.[1]) fail(`no /${key} reference in ${dictionary.slice(0, 80)}`)
  return Number(found[1])
}

/** Parses `bytes` and checks its structure; throws an Error naming the first defect. */
export function inspectPdf(bytes: Uint8Array): InspectedPdf {
  const text = Buffer.from(bytes).toString('latin1')
  const header = text.slice(0, text.indexOf('\n'))
  if (!/^%PDF-1\.\d$/.test(header)) fail(`header ${JSON.stringify(header)}`)
  if (text.trimEnd().slice(-5) !== '%%EOF') fail('no %%EOF at the end')
  const start = /startxref\n(\d+)\n%%EOF\s*$/.exec(text)
  if (!start?.[1]) fail('no startxref')
  const xrefAt = Number(start[1])
  const xref = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt))
  if (!xref?.[1]) fail(`startxref ${xrefAt} does not point at 'xref'`)
  const size = Number(xref[1])
  const entriesAt = xrefAt + xref[0].length
  const objects = new Map<number, string>()
  for (let number = 0; number < size; number++) {
    const entry = text.slice(entriesAt + number * 20, entriesAt + (number + 1) * 20)
    const parsed = /^(\d{10}) (\d{5}) ([nf])(?: \n|\r\n)$/.exec(entry)
    if (!parsed) fail(`xref entry ${number} is ${JSON.stringify(entry)}`)
    if (parsed[3] === 'f') continue
    const offset = Number(parsed[1])
    const prefix = `${number} 0 obj\n`
    if (text.slice(offset, offset + prefix.length) !== prefix)
      fail(`xref offset of object ${number} is wrong`)
    const end = text.indexOf('\nendobj', offset)
    objects.set(number, text.slice(offset + prefix.length, end))
  }
  const trailer = /trailer\n(<<[\s\S]*?>>)\s*startxref/.exec(text)?.[1] ?? fail('no trailer')
  if (!trailer.includes(`/Size ${size}`)) fail(`trailer /Size is not ${size}`)
  const get = (number: number) => objects.get(number) ?? fail(`object ${number} is missing`)
  const catalog = get(ref(trailer, 'Root'))
  const tree = get(ref(catalog, 'Pages'))
  const kids = /\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? fail('no /Kids')
  const pageNumbers = [...kids.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]))
  if (!tree.includes(`/Count ${pageNumbers.length}`)) fail('/Count does not match /Kids')
  const pages = pageNumbers.map((number) => {
    const page = get(number)
    if (!/\/Type \/Page\s/.test(page)) fail(`object ${number} is not a page`)
    const box = /\/MediaBox \[([^\]]*)\]/.exec(page)?.[1] ?? fail('no /MediaBox')
    const stream = get(ref(page, 'Contents'))
    const parts = /^<<\s*\/Length (\d+)\s*>>\nstream\n([\s\S]*)\nendstream$/.exec(stream)
    if (!parts?.[1]) fail(`content of page ${number} is not a stream`)
    const content = parts[2] ?? ''
    if (content.length !== Number(parts[1])) fail(`stream /Length ${parts[1]} is not ${content.length}`)
    return { mediaBox: box.trim().split(/\s+/).map(Number), texts: showTexts(content), content }
  })
  return { header, objects, pages, trailer }
}
