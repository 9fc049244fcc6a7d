import { BASE_FONTS, type PdfFont, toWinAnsi } from './fonts.ts'

/**
 * A small PDF 1.4 writer with no dependencies: pages of text (Helvetica, Helvetica-Bold), lines and
 * rectangles, written uncompressed with an exact cross-reference table. Enough for shipping labels.
 *
 * Coordinates are PDF points (1/72 in) from the bottom-left corner of the page.
 */

/** A page being drawn. */
export interface PdfPage {
  /** Page width in points. */
  readonly width: number
  /** Page height in points. */
  readonly height: number
  /** Writes `text` with its baseline starting at (x, y); characters outside Latin-1 are replaced. */
  text(x: number, y: number, text: string, options: { size: number; font?: PdfFont }): void
  /** A straight line from (x1, y1) to (x2, y2). */
  line(x1: number, y1: number, x2: number, y2: number, lineWidth?: number): void
  /** A rectangle with its bottom-left corner at (x, y): outlined, or filled black with `fill`. */
  rect(
    x: number,
    y: number,
    width: number,
    height: number,
    options?: { fill?: boolean; lineWidth?: number },
  ): void
  /** The page's content stream so far (PDF operators). */
  content(): string
}

/** Font resource names in content streams. */
const RESOURCE: Readonly<Record<PdfFont, string>> = { regular: 'F1', bold: 'F2' }

/** A number as PDF writes it: at most two decimals, no trailing zeros, never '-0'. */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite PDF number: ${value}`)
  const text = value.toFixed(2).replace(/\.?0+$/, '')
  return text === '-0' ? '0' : text
}

/** A PDF literal string: WinAnsi text with `\`, `(` and `)` escaped. */
export function pdfString(text: string): string {
  return `(${toWinAnsi(text).replace(/[\\()]/g, (char) => `\\${char}`)})`
}

/** Starts an empty page of the given size in points. */
export function createPage(width: number, height: number): PdfPage {
  if (!(width > 0 && height > 0)) throw new RangeError(`A page needs a positive size, got ${width}x${height}`)
  const ops: string[] = []
  return {
    width,
    height,
    text(x, y, text, { size, font = 'regular' }) {
      ops.push(`BT /${RESOURCE[font]} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`)
    },
    line(x1, y1, x2, y2, lineWidth = 1) {
      ops.push(`${num(lineWidth)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`)
    },
    rect(x, y, w, h, { fill = false, lineWidth = 1 } = {}) {
      const path = `${num(x)} ${num(y)} ${num(w)} ${num(h)} re`
      ops.push(fill ? `${path} f` : `${num(lineWidth)} w ${path} S`)
    },
    content: () => ops.join('\n'),
  }
}

/** Metadata of the document's Info dictionary. */
export interface PdfInfo {
  /** Shown as the window title by most readers. */
  readonly title?: string
}

/**
 * The PDF file of `pages`, in order: `%PDF-1.4`, the objects (catalog, page tree, the two fonts, then a
 * page and its content stream per page, then the info dictionary), the cross-reference table, the trailer
 * and `%%EOF`. The output is deterministic: the same pages give the same bytes (no creation date).
 */
export function renderPdf(pages: readonly PdfPage[], info: PdfInfo = {}): Uint8Array {
  if (pages.length === 0) throw new RangeError('A PDF needs at least one page')
  const objects: string[] = []
  const add = (body: string): number => objects.push(body)
  const catalog = add('')
  const tree = add('')
  const regular = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.regular} /Encoding /WinAnsiEncoding >>`,
  )
  const bold = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.bold} /Encoding /WinAnsiEncoding >>`,
  )
  const kids: number[] = []
  for (const page of pages) {
    const stream = page.content()
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
    kids.push(
      add(
        `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    )
  }
  const title = info.title === undefined ? '' : ` /Title ${pdfString(info.title)}`
  const infoObject = add(`<< /Producer (Waybill sandbox)${title} >>`)
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`
  objects[tree - 1] =
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`

  // The header's second line marks the file as binary (bytes above 127) for transfer tools.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(file.length)
    file += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = file.length
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObject} 0 R >>\n`
  file += `startxref\n${xref}\n%%EOF\n`
  return latin1Bytes(file)
}

/** One byte per character: the writer only ever produces characters below 256. */
function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code > 0xff) throw new RangeError(`A PDF byte above 255 at ${index}`)
    bytes[index] = code
  }
  return bytes
}
