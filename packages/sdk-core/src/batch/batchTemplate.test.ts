import { describe, expect, it } from 'vitest'
import { messages } from '../domain/messages.ts'
import { BATCH_TEMPLATE_TYPES, type BatchTemplateFormat, batchTemplate } from './batchTemplate.ts'
import { parseBatchFile } from './parse/parseBatchFile.ts'

const HEADERS = [
  'Name',
  'Unit',
  'Street Address',
  'City',
  'Province',
  'Postal Code',
  'Email',
  'Phone Number',
  'What3words',
  'Order Number / Details',
  'Item Description',
  'Package Count',
]

const FORMATS: BatchTemplateFormat[] = ['csv', 'xlsx']

/** The XLSX template with its example row's name changed, as a user would. */
async function renamedXlsx(data: Uint8Array): Promise<Uint8Array> {
  const XLSX = await import('@e965/xlsx')
  const book = XLSX.read(data, { type: 'array' })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  if (sheet) sheet.A3 = { t: 's', v: 'Front desk' }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }))
}

describe('batchTemplate', () => {
  it.each(FORMATS)(
    'makes a %s the import reads back: title and headers skipped, the example row rejected so it is never booked (part 2 §3.8)',
    async (format) => {
      const template = await batchTemplate(format)
      const result = await parseBatchFile(template, { insuranceValue: 100, randomUUID: () => 'generated' })
      expect(result.format).toBe(format)
      expect(result.headerRows[0]?.[0]).toBe(
        'Batch template: one delivery per row, from row 3 on (rows 1 and 2 are not read). Each row needs a street address, city and province, or a what3words address, and a package count.',
      )
      expect(result.headerRows[1]).toEqual(HEADERS)
      expect(result.counts).toEqual({ rowsIn: 1, kept: 0, rejected: 1, trailingEmpty: 0 })
      expect(result.rows).toEqual([])
      expect(result.rejected).toEqual([
        {
          rowNumber: 3,
          name: messages.batchTemplateExampleName,
          reason: "This is the template's example row: delete it.",
          cells: [
            messages.batchTemplateExampleName,
            '204',
            '10220 104 Ave NW',
            'Edmonton',
            'AB',
            'T5J 0H6',
            'front.desk@example.com',
            '(780) 555-0101',
            '',
            'PO-1001',
            'Flowers',
            '1',
          ],
        },
      ])
      expect(result.missingDataNotice).toBe(false)
    },
  )

  it.each(FORMATS)(
    'makes a %s whose example row, once renamed, is kept as the import reads it (part 2 §3.8)',
    async (format) => {
      const template = await batchTemplate(format)
      const renamed =
        format === 'csv'
          ? new TextEncoder().encode(
              new TextDecoder()
                .decode(template.data)
                .replace(messages.batchTemplateExampleName, 'Front desk'),
            )
          : await renamedXlsx(template.data)
      const result = await parseBatchFile(
        { ...template, data: renamed },
        { insuranceValue: 100, randomUUID: () => 'generated' },
      )
      expect(result.counts).toEqual({ rowsIn: 1, kept: 1, rejected: 0, trailingEmpty: 0 })
      expect(result.rows).toEqual([
        {
          rowNumber: 3,
          name: 'Front desk',
          unitNumber: '204',
          address: '10220 104 Ave NW',
          city: 'Edmonton',
          province: 'AB',
          postal: 'T5J 0H6',
          email: 'front.desk@example.com',
          phone: '7805550101',
          w3w: '',
          itemName: 'Front desk',
          details: 'PO-1001 Item description: Flowers',
          packageCount: 1,
          valid: false,
          uuid: 'PO-1001',
          orderNumber: 'PO-1001',
          insuranceValue: 100,
          latitude: null,
          longitude: null,
          zone: null,
          assignMyFleetDriver: null,
        },
      ])
    },
  )

  it.each(FORMATS)(
    'leaves the example out on request: only the two skipped rows (part 2 §3.8)',
    async (format) => {
      const result = await parseBatchFile(await batchTemplate(format, { example: false }))
      expect(result.headerRows[1]).toEqual(HEADERS)
      expect(result.counts).toEqual({ rowsIn: 0, kept: 0, rejected: 0, trailingEmpty: 0 })
    },
  )

  it('names the file after the brand and gives its MIME type', async () => {
    const names = { brand: 'parcelco', product: 'parcel' }
    const xlsx = await batchTemplate('xlsx', { names })
    expect(xlsx).toMatchObject({ name: 'parcelco-batch-template.xlsx', type: BATCH_TEMPLATE_TYPES.xlsx })
    expect(BATCH_TEMPLATE_TYPES.xlsx).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    // An XLSX is a ZIP archive.
    expect([...xlsx.data.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const csv = await batchTemplate('csv', { names })
    expect(csv).toMatchObject({ name: 'parcelco-batch-template.csv', type: 'text/csv;charset=utf-8' })
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.data)
    expect(text.startsWith('\uFEFF"Batch template: one parcel per row')).toBe(true)
  })

  it('writes the CSV as Excel reads it: UTF-8 with a byte-order mark, quoted fields, CRLF (part 2 §3.8)', async () => {
    const { data } = await batchTemplate('csv')
    expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(data).split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toBe(HEADERS.map((header) => `"${header}"`).join(','))
    expect(lines[2]?.endsWith(',"Flowers","1"')).toBe(true)
    expect(lines[3]).toBe('')
  })
})
