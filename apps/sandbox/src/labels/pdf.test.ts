import { describe, expect, it } from 'vitest'
import { inspectPdf } from '../../test/pdfInspect.ts'
import { toWinAnsi } from './fonts.ts'
import { createPage, num, pdfString, renderPdf } from './pdf.ts'

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

function twoPages(): Promise<Uint8Array> {
  const first = createPage(297.64, 419.53)
  first.text(10, 400, 'First (page)', { size: 12, font: 'bold' })
  first.line(0, 0, 100, 100)
  first.rect(5, 5, 50, 20, { fill: true })
  const second = createPage(209.76, 297.64)
  second.text(10, 280, 'Second', { size: 9 })
  return renderPdf([first, second], { title: 'Labels' })
}

describe('renderPdf (label PDFs with pdf-lib, part 2 §9)', () => {
  it('starts with %PDF-1.4 and ends with %%EOF', async () => {
    const text = latin1(await twoPages())
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF')).toBe(true)
  })

  it('writes a cross-reference table whose offsets point at each `n 0 obj` line', async () => {
    const pdf = inspectPdf(await twoPages())
    // page tree, catalog, two fonts, a page and its content per page, info
    expect(pdf.objects.size).toBe(9)
    expect(pdf.trailer).toMatch(/\/Size 10\s+\/Root 2 0 R\s+\/Info 9 0 R/)
  })

  it('detects a wrong offset (the inspector is strict)', async () => {
    const text = latin1(await twoPages()).replace(/\n(\d{10}) 00000 n /, (_, offset: string) => {
      return `\n${String(Number(offset) + 1).padStart(10, '0')} 00000 n `
    })
    expect(() => inspectPdf(Buffer.from(text, 'latin1'))).toThrow(/xref offset of object 1/)
  })

  it('lists the pages in order with their MediaBox and text, the content uncompressed', async () => {
    const { pages } = inspectPdf(await twoPages())
    expect(pages.map((page) => page.mediaBox)).toEqual([
      [0, 0, 297.64, 419.53],
      [0, 0, 209.76, 297.64],
    ])
    expect(pages.map((page) => page.texts)).toEqual([['First (page)'], ['Second']])
    expect(pages[0]?.content).toContain('5 5 50 20 re\nf')
    expect(pages[0]?.content).toContain('/F2 12 Tf')
  })

  it('declares Helvetica and Helvetica-Bold in WinAnsiEncoding, nothing embedded', async () => {
    const text = latin1(await twoPages())
    expect(text).toMatch(/\/BaseFont \/Helvetica\s+\/Encoding \/WinAnsiEncoding/)
    expect(text).toMatch(/\/BaseFont \/Helvetica-Bold\s+\/Encoding \/WinAnsiEncoding/)
    expect(text).not.toContain('/FontFile')
  })

  it('gives the same bytes for the same pages: fixed dates, producer and creator', async () => {
    expect(await twoPages()).toEqual(await twoPages())
    const text = latin1(await twoPages())
    expect(text).toContain('/CreationDate (D:20260101000000Z)')
    expect(text).toContain('/ModDate (D:20260101000000Z)')
    expect(text).not.toContain('pdf-lib')
  })

  it('refuses an empty document and a page without size', async () => {
    await expect(renderPdf([])).rejects.toThrow(RangeError)
    expect(() => createPage(0, 10)).toThrow(RangeError)
  })
})

describe('pdfString', () => {
  it.each([
    ['a (b) c', '(a \\(b\\) c)'],
    ['C:\\path', '(C:\\\\path)'],
    ['))((', '(\\)\\)\\(\\()'],
    ['\\)', '(\\\\\\))'],
  ])('escapes %j as %s', (text, literal) => {
    expect(pdfString(text).toString()).toBe(literal)
  })

  it('round-trips escaped text through a page', async () => {
    const page = createPage(100, 100)
    const nasty = "O'Brien (Unit 4) \\ back\\slash ) ( \\("
    page.text(1, 1, nasty, { size: 8 })
    expect(inspectPdf(await renderPdf([page])).pages[0]?.texts).toEqual([nasty])
  })
})

describe('toWinAnsi (non-Latin-1 text replaced safely)', () => {
  it.each([
    ['Café Crème', 'Café Crème'],
    ['Cafe\u0301', 'Café'],
    ['Zoë’s “shop” – open…', 'Zoë\'s "shop" - open...'],
    ['北京 Road', '?? Road'],
    ['Box 📦 7', 'Box ? 7'],
    ['line\nbreak\ttab', 'line break tab'],
    ['bell\u0007 \u0085', 'bell? ?'],
    ['Łódź', '?ódz'],
  ])('%j → %j', (input, output) => {
    expect(toWinAnsi(input)).toBe(output)
  })

  it('never writes a byte the fonts cannot show into the file', async () => {
    const page = createPage(100, 100)
    page.text(1, 1, '東京 📦 Ünïcødé ĸ', { size: 8 })
    const bytes = await renderPdf([page])
    const content = inspectPdf(bytes).pages[0]?.content ?? ''
    expect(content).toContain('(?? ? Ünïcødé ?) Tj')
  })
})

describe('num', () => {
  it.each([
    [297.64, 297.64],
    [10, 10],
    [1.5, 1.5],
    [1 / 3, 0.33],
    [-0.001, 0],
  ])('writes %d as %d', (value, rounded) => {
    expect(Object.is(num(value), rounded)).toBe(true)
  })

  it('refuses NaN and Infinity', () => {
    expect(() => num(Number.NaN)).toThrow(RangeError)
    expect(() => num(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
