/**
 * Reads the pages of a label PDF as a client sees them: the page tree's order, each page's MediaBox and the
 * strings it shows. An independent reader on purpose (the sandbox's own writer is not reused here), for the
 * uncompressed PDFs the label calls return.
 */

/** One page: its MediaBox and its shown strings, in order. */
export interface PdfPage {
  readonly mediaBox: readonly number[]
  readonly texts: readonly string[]
}

function objectBody(text: string, number: number): string {
  const start = text.indexOf(`\n${number} 0 obj\n`)
  if (start < 0) throw new Error(`object ${number} is missing`)
  const end = text.indexOf('\nendobj', start)
  return text.slice(start, end)
}

function reference(body: string, key: string): number {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(body)
  if (!found) throw new Error(`no /${key}`)
  return Number(found[1])
}

function unescapeLiteral(literal: string): string {
  return literal.replace(/\\([\\()])/g, '$1')
}

/** The file's header line, e.g. '%PDF-1.4'. */
export function pdfHeader(bytes: Uint8Array): string {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 16))
  return text.slice(0, text.indexOf('\n'))
}

/** The pages of `bytes`, in page-tree order. */
export function pdfPages(bytes: Uint8Array): PdfPage[] {
  const text = new TextDecoder('latin1').decode(bytes)
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF')
  const trailer = text.slice(text.lastIndexOf('trailer'))
  const catalog = objectBody(text, reference(trailer, 'Root'))
  const tree = objectBody(text, reference(catalog, 'Pages'))
  const kids = /\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? ''
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => {
    const page = objectBody(text, Number(kid[1]))
    const box = /\/MediaBox \[([^\]]*)\]/.exec(page)?.[1] ?? ''
    const content = objectBody(text, reference(page, 'Contents'))
    const texts = [...content.matchAll(/\(((?:\\.|[^\\()])*)\) Tj/g)].map((shown) =>
      unescapeLiteral(shown[1] ?? ''),
    )
    return { mediaBox: box.trim().split(/\s+/).map(Number), texts }
  })
}
