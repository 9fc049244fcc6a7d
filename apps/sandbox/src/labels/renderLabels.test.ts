import { describe, expect, it } from 'vitest'
import { inspectPdf } from '../../test/pdfInspect.ts'
import { fitText, textWidth, wrapText } from './fonts.ts'
import { formatPhone, LABEL_SIZES, type LabelOrder } from './label.ts'
import { labelPageCount, MAX_LABEL_PAGES, renderLabels, sortLabelOrders } from './renderLabels.ts'

function order(id: number, name: string, packageCount = 1): LabelOrder {
  return {
    id,
    name,
    reference: `Ref ${id}`,
    pickup: { name: 'Prairie Parcel Co.', address: '10150 100 St NW, Edmonton, AB T5J 0P6' },
    dropoff: {
      name: 'Dana (Front desk)',
      address: '9855 62 Ave NW, Edmonton, AB T6E 0E3',
      unit: '4B',
      phone: '7805550142',
    },
    pickupDate: '2026-11-23',
    pickupTime: '09:00-11:00',
    packageCount,
  }
}

const names = (orders: readonly LabelOrder[]) => orders.map((o) => o.name)

describe('sortLabelOrders (part 2 §9 label order: name ascending or descending)', () => {
  const orders = [
    order(3, 'bob'),
    order(1, 'Álvaro'),
    order(2, 'Carla'),
    order(4, 'Bob'),
    order(5, 'item 10'),
    order(6, 'item 9'),
  ]

  it('sorts by order name ascending, ignoring case and accents, numbers numerically', () => {
    expect(names(sortLabelOrders(orders, 'asc'))).toEqual([
      'Álvaro',
      'bob',
      'Bob',
      'Carla',
      'item 9',
      'item 10',
    ])
  })

  it('sorts descending, keeping ascending ids for equal names', () => {
    const sorted = sortLabelOrders(orders, 'desc')
    expect(names(sorted)).toEqual(['item 10', 'item 9', 'Carla', 'bob', 'Bob', 'Álvaro'])
    expect(sorted.slice(3, 5).map((o) => o.id)).toEqual([3, 4])
  })

  it('does not reorder its input', () => {
    const copy = [...orders]
    sortLabelOrders(orders, 'desc')
    expect(orders).toEqual(copy)
  })
})

describe('renderLabels', () => {
  it('prints one A6 page per package, numbered n of N (part 2 §9 default size)', async () => {
    const pdf = inspectPdf(await renderLabels([order(7, 'Ann', 3), order(8, 'Ben')], { brand: 'waybill' }))
    expect(pdf.pages).toHaveLength(4)
    for (const page of pdf.pages)
      expect(page.mediaBox).toEqual([0, 0, LABEL_SIZES.A6.width, LABEL_SIZES.A6.height])
    expect(pdf.pages.map((page) => page.texts.slice(0, 2))).toEqual([
      ['1 of 3', '#7'],
      ['2 of 3', '#7'],
      ['3 of 3', '#7'],
      ['1 of 1', '#8'],
    ])
  })

  it('prints A7 pages for small labels (part 2 §9)', async () => {
    const pdf = inspectPdf(await renderLabels([order(7, 'Ann')], { brand: 'waybill', size: 'A7' }))
    expect(pdf.pages.map((page) => page.mediaBox)).toEqual([[0, 0, 209.76, 297.64]])
  })

  it('shows reference, pickup, drop-off with unit, phone, pickup date and window, id and brand', async () => {
    const [page] = inspectPdf(await renderLabels([order(42, 'PO-42 (rush)')], { brand: 'waybill' })).pages
    expect(page?.texts).toEqual([
      '1 of 1',
      '#42',
      'PO-42 (rush) - Ref 42',
      'FROM',
      'Prairie Parcel Co.',
      '10150 100 St NW, Edmonton, AB T5J 0P6',
      'TO',
      'Dana (Front desk)',
      'Unit 4B, 9855 62 Ave NW, Edmonton, AB T6E 0E3',
      'Phone: 780-555-0142',
      'PICKUP',
      '2026-11-23  09:00-11:00',
      '42',
      'WAYBILL',
    ])
  })

  it('keeps every line inside the label, even for long names on the small size', async () => {
    const long = { ...order(9, 'R'.repeat(200)), dropoff: { ...order(9, '').dropoff, name: 'A'.repeat(80) } }
    const [page] = inspectPdf(await renderLabels([long], { brand: 'waybill', size: 'A7' })).pages
    const tds = [
      ...(page?.content ?? '').matchAll(
        /\/F(\d) ([\d.]+) Tf\s+([\d.]+) ([\d.]+) Td\s+\(((?:\\.|[^\\()])*)\) Tj/g,
      ),
    ]
    expect(tds.length).toBeGreaterThan(10)
    for (const [, font, size, x, y, text] of tds) {
      const width = textWidth(text ?? '', font === '2' ? 'bold' : 'regular', Number(size))
      expect(Number(x) + width).toBeLessThanOrEqual(LABEL_SIZES.A7.width - 8)
      expect(Number(y)).toBeGreaterThan(8)
    }
    expect(page?.texts).toContainEqual(expect.stringMatching(/^A{10,}\.\.\.$/))
    expect(page?.texts).toContainEqual(expect.stringMatching(/^R{10,}\.\.\.$/))
  })

  it('refuses no orders and more than the page limit', async () => {
    await expect(renderLabels([], { brand: 'waybill' })).rejects.toThrow(RangeError)
    expect(labelPageCount([order(1, 'x', MAX_LABEL_PAGES), order(2, 'y')])).toBe(MAX_LABEL_PAGES + 1)
    await expect(
      renderLabels([order(1, 'x', MAX_LABEL_PAGES), order(2, 'y')], { brand: 'b' }),
    ).rejects.toThrow(RangeError)
  })
})

describe('text fitting', () => {
  it('cuts text that is too wide with ...', () => {
    expect(fitText('Hello world', 'regular', 10, 1000)).toBe('Hello world')
    const cut = fitText('Hello world', 'regular', 10, 30)
    expect(cut.endsWith('...')).toBe(true)
    expect(textWidth(cut, 'regular', 10)).toBeLessThanOrEqual(30)
  })

  it('wraps at spaces and ends an overflowing last line with ...', () => {
    expect(wrapText('aaa bbb ccc', 'regular', 10, textWidth('aaa bbb', 'regular', 10), 3)).toEqual([
      'aaa bbb',
      'ccc',
    ])
    const lines = wrapText(
      'one two three four five six',
      'regular',
      10,
      textWidth('one two', 'regular', 10),
      2,
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]?.endsWith('...')).toBe(true)
  })
})

describe('formatPhone', () => {
  it.each([
    ['7805550142', '780-555-0142'],
    ['+1 (780) 555-0142', '780-555-0142'],
    ['12345', '12345'],
    ['7805550142, 403 555 0199', '780-555-0142, 403-555-0199'],
  ])('%s → %s', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown)
  })
})
