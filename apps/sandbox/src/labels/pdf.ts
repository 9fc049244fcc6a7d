import {
  beginText,
  endText,
  fill,
  lineTo,
  moveText,
  moveTo,
  PDFContentStream,
  PDFDocument,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  rectangle,
  setFontAndSize,
  setLineWidth,
  stroke,
} from 'pdf-lib'
import { FONT_NAMES, type PdfFont, toWinAnsi } from './fonts.ts'

/**
 * Label PDFs with pdf-lib: pages of text (Helvetica, Helvetica-Bold), lines and rectangles. The page content is
 * written as plain operators with literal strings, uncompressed, so that a client (and a test) can read the texts
 * back without a PDF library.
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
  /** The page's operators so far. */
  readonly operators: readonly PDFOperator[]
}

/** Font resource names in content streams. */
const RESOURCE: Readonly<Record<PdfFont, string>> = { regular: 'F1', bold: 'F2' }

/** A length as the file writes it: hundredths of a point (small files, the same bytes for the same labels). */
export function num(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite PDF number: ${value}`)
  return Math.round(value * 100) / 100 || 0
}

/** A PDF literal string: WinAnsi text with `\`, `(` and `)` escaped. */
export function pdfString(text: string): PDFString {
  return PDFString.of(toWinAnsi(text).replace(/[\\()]/g, (char) => `\\${char}`))
}

/** Starts an empty page of the given size in points. */
export function createPage(width: number, height: number): PdfPage {
  if (!(width > 0 && height > 0)) throw new RangeError(`A page needs a positive size, got ${width}x${height}`)
  const operators: PDFOperator[] = []
  return {
    width,
    height,
    operators,
    text(x, y, text, { size, font = 'regular' }) {
      const show = PDFOperator.of(PDFOperatorNames.ShowText, [pdfString(text)])
      operators.push(
        beginText(),
        setFontAndSize(RESOURCE[font], num(size)),
        moveText(num(x), num(y)),
        show,
        endText(),
      )
    },
    line(x1, y1, x2, y2, lineWidth = 1) {
      operators.push(
        setLineWidth(num(lineWidth)),
        moveTo(num(x1), num(y1)),
        lineTo(num(x2), num(y2)),
        stroke(),
      )
    },
    rect(x, y, w, h, { fill: filled = false, lineWidth = 1 } = {}) {
      const path = rectangle(num(x), num(y), num(w), num(h))
      operators.push(...(filled ? [path, fill()] : [setLineWidth(num(lineWidth)), path, stroke()]))
    },
  }
}

/** Metadata of the document's Info dictionary. */
export interface PdfInfo {
  /** Shown as the window title by most readers. */
  readonly title?: string
}

/** The producer, creator and dates of every label file: fixed, so that the same labels give the same bytes. */
const PRODUCER = 'Waybill sandbox'
const FILE_DATE = new Date('2026-01-01T00:00:00Z')

/**
 * pdf-lib writes a PDF 1.7 header whatever the file uses; a label file uses nothing after PDF 1.4 (no object or
 * cross-reference streams), and says so, as labels always have.
 */
const HEADER = new TextEncoder().encode('%PDF-1.4')

/**
 * The PDF file of `pages`, in order: Helvetica and Helvetica-Bold as base-14 fonts (nothing embedded), one
 * uncompressed content stream per page, a classic cross-reference table. Deterministic: the same pages give the
 * same bytes.
 */
export async function renderPdf(pages: readonly PdfPage[], info: PdfInfo = {}): Promise<Uint8Array> {
  if (pages.length === 0) throw new RangeError('A PDF needs at least one page')
  const doc = await PDFDocument.create({ updateMetadata: false })
  const regular = await doc.embedFont(FONT_NAMES.regular)
  const bold = await doc.embedFont(FONT_NAMES.bold)
  for (const page of pages) {
    const leaf = doc.addPage([page.width, page.height]).node
    leaf.setFontDictionary(PDFName.of(RESOURCE.regular), regular.ref)
    leaf.setFontDictionary(PDFName.of(RESOURCE.bold), bold.ref)
    const content = PDFContentStream.of(doc.context.obj({}), [...page.operators], false)
    leaf.set(PDFName.of('Contents'), doc.context.register(content))
  }
  if (info.title !== undefined) doc.setTitle(info.title)
  doc.setProducer(PRODUCER)
  doc.setCreator(PRODUCER)
  doc.setCreationDate(FILE_DATE)
  doc.setModificationDate(FILE_DATE)
  const bytes = await doc.save({ useObjectStreams: false })
  bytes.set(HEADER, 0)
  return bytes
}
