import * as XLSX from '@e965/xlsx'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_FIELDS, CUSTOMER_HEADER, CUSTOMER_HEADER_FR } from '../../../test/batchFileFixtures.ts'
import { BATCH_COLUMN_HEADERS } from './batchColumns.ts'
import { BATCH_FIELDS } from './batchFields.ts'
import { type BatchColumnMapping, proposeColumnMapping } from './columnMapping.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import type { BatchParseOptions } from './types.ts'

// Issue 25: the importer takes the customer's spreadsheet as it is. Part 2 §3.8 keeps its rules: the keep rule, the
// field limits, rows in = kept + rejected, each rejected row with its reason.

const ENGLISH = CUSTOMER_HEADER.join(',')
const FRENCH = CUSTOMER_HEADER_FR.join(',')
const ROWS = [
  '2,Dana Smith,780-555-0101,dana@example.com,10220 104 Ave NW,1204,Edmonton,AB,T5J 0K1,A-1001,Leave at door,',
  '1,Lee Chan,7805550102,,10150 Jasper Ave NW,,Edmonton,AB,,A-1002,,',
  '3 boxes,Ana Roy,,,,,,,,A-1003,,filled.count.soap',
  ',Ben Ode,,,10220 104 Ave NW,,Edmonton,AB,,A-1004,,',
  '1,Cy West,7.81E+09,,10220 104 Ave NW,,Edmonton,AB,,A-1005,,',
]
const csv = (lines: readonly string[]) => new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
const options: BatchParseOptions = { randomUUID: () => 'generated', insuranceValue: 100 }
const parse = (data: Uint8Array, more: BatchParseOptions = {}) =>
  parseBatchFile({ data, name: 'orders.csv' }, { ...options, ...more })

describe('parseBatchFile with a customer header row (issue 25)', () => {
  it.each([
    ['English', ENGLISH],
    ['French', FRENCH],
  ])(
    'imports nothing from a %s header row before a mapping is accepted, and proposes one with a preview',
    async (_language, header) => {
      const result = await parse(csv([header, ...ROWS]))
      expect(result.columns.layout).toBe('needsMapping')
      expect(result.columns.headerRowNumber).toBe(1)
      expect(result.columns.mapping?.fields).toEqual(CUSTOMER_FIELDS)
      // The first data row is not skipped as the template's second row: it heads the preview.
      expect(result.columns.preview[0]?.[1]).toBe('Dana Smith')
      expect(result.columns.preview).toHaveLength(5)
      expect(result.rows).toEqual([])
      expect(result.counts).toEqual({ rowsIn: 0, kept: 0, rejected: 0, trailingEmpty: 0 })
      expect(result.noRowsNotice).toBeNull()
    },
  )

  it.each([
    ['English', ENGLISH],
    ['French', FRENCH],
  ])(
    'reads every row of a %s file through the accepted mapping: kept or rejected with a reason',
    async (_language, header) => {
      const first = await parse(csv([header, ...ROWS]))
      const mapping = first.columns.mapping as BatchColumnMapping
      const result = await parse(csv([header, ...ROWS]), { mappings: [mapping] })
      expect(result.columns).toMatchObject({ layout: 'mapped', headerRowNumber: 1, mapping })
      expect(result.counts).toEqual({ rowsIn: 5, kept: 3, rejected: 2, trailingEmpty: 0 })
      expect(result.rows.map((row) => [row.rowNumber, row.name, row.packageCount])).toEqual([
        [2, 'Dana Smith', 2],
        [3, 'Lee Chan', 1],
        [4, 'Ana Roy', 3],
      ])
      expect(result.rows[0]).toMatchObject({
        unitNumber: '1204',
        address: '10220 104 Ave NW',
        city: 'Edmonton',
        province: 'AB',
        postal: 'T5J 0K1',
        email: 'dana@example.com',
        phone: '7805550101',
        orderNumber: 'A-1001',
        uuid: 'A-1001',
        details: 'A-1001 Item description: Leave at door',
        insuranceValue: 100,
      })
      expect(result.rows[2]).toMatchObject({ w3w: 'filled.count.soap', address: '' })
      expect(result.rejected.map((row) => [row.rowNumber, row.name, row.reason])).toEqual([
        [5, 'Ben Ode', 'The row has no package count.'],
        [
          6,
          'Cy West',
          'The phone number 7.81E+09 lost its digits in the spreadsheet. Please format the phone column as text, type the numbers again and upload the file again.',
        ],
      ])
      // A rejected row keeps the file's own columns, for the rejected-rows download.
      expect(result.rejected[0]?.cells.slice(0, 2)).toEqual(['', 'Ben Ode'])
    },
  )

  it('finds the header row under a title and notes, and reads a later file of the same headers by the saved mapping', async () => {
    const headers = ENGLISH.split(',')
    const saved = proposeColumnMapping(headers.map((text) => text.toUpperCase()))
    const result = await parse(csv(['December orders', 'Call before noon', ENGLISH, ...ROWS]), {
      mappings: [{ headers: ['Other'], fields: [null] }, saved],
    })
    expect(result.columns).toMatchObject({ layout: 'mapped', headerRowNumber: 3, mapping: saved })
    expect(result.headerRows).toHaveLength(3)
    expect(result.rows[0]).toMatchObject({ rowNumber: 4, name: 'Dana Smith' })
  })

  it('names the file’s own columns in the reasons that name a column', async () => {
    const long = 'x'.repeat(192)
    const header = 'Customer,Qty,Street,Town,Prov,Order #,Notes'
    const first = await parse(csv([header]))
    const mapping = first.columns.mapping as BatchColumnMapping
    const result = await parse(
      csv([
        header,
        `${long},1,1 Main St,Edmonton,AB,,`,
        `Dana,1,1 Main St,Edmonton,AB,${'o'.repeat(100)},${'n'.repeat(80)}`,
      ]),
      { mappings: [mapping] },
    )
    expect(result.rejected.map((row) => row.reason)).toEqual([
      'Column A is longer than 191 characters.',
      'Columns F and G together are longer than 191 characters (order number and item description).',
    ])
  })

  it('reads the template as before: a title and its header row, no mapping step (part 2 §3.8)', async () => {
    const result = await parse(
      csv(['Batch template', BATCH_COLUMN_HEADERS.join(','), 'Dana,,1 Main St,Edmonton,AB,,,,,,,2']),
    )
    expect(result.columns).toEqual({
      layout: 'template',
      headerRowNumber: 2,
      headers: [...BATCH_COLUMN_HEADERS],
      mapping: null,
      preview: [],
    })
    expect(result.rows).toHaveLength(1)
  })

  it('reads a file with no header row as the spec does: the first two rows skipped', async () => {
    const result = await parse(csv(['x', 'y', 'Dana,,1 Main St,Edmonton,AB,,,,,,,2']))
    expect(result.columns.layout).toBe('template')
    expect(result.rows.map((row) => row.rowNumber)).toEqual([3])
  })

  it('reads a workbook’s zero-padded numbers as they show: order 00123, postal code 01234 (issue 25 item 6)', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Batch template'],
      [...BATCH_COLUMN_HEADERS],
      ['Dana', '', '1 Main St', 'Edmonton', 'AB', 1234, '', 7805550101, '', 123, '', 2],
    ])
    for (const [address, format] of [
      ['F3', '00000'],
      ['J3', '00000'],
    ] as const) {
      const cell = sheet[address] as XLSX.CellObject
      cell.z = format
    }
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, sheet, 'Orders')
    const data = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }))
    const result = await parseBatchFile({ data, name: 'orders.xlsx' }, options)
    expect(result.rows[0]).toMatchObject({
      postal: '01234',
      orderNumber: '00123',
      uuid: '00123',
      phone: '7805550101',
    })
  })
})

/** A template row of twelve cells, as the model writes it. */
const templateRow = fc.tuple(
  fc.constantFrom('Dana', 'Lee', ''),
  fc.constantFrom('', '12'),
  fc.constantFrom('1 Main St', ''),
  fc.constantFrom('Edmonton', ''),
  fc.constantFrom('AB', ''),
  fc.constantFrom('', 'T5J 0K1'),
  fc.constantFrom('', 'a@example.com'),
  fc.constantFrom('', '780-555-0101', '7.81E+09'),
  fc.constantFrom('', 'filled.count.soap'),
  fc.constantFrom('', 'A-1'),
  fc.constantFrom('', 'roses'),
  fc.constantFrom('', '1', '3 boxes', 'x'),
)

/** Headers a customer writes for each field, one of them per file. */
const ALIASES: Readonly<Record<(typeof BATCH_FIELDS)[number], readonly string[]>> = {
  name: ['Customer', 'Nom', 'Recipient'],
  unitNumber: ['Suite', 'App.', 'Apt'],
  address: ['Street', 'Adresse'],
  city: ['Town', 'Ville'],
  province: ['Prov', 'Province'],
  postal: ['Postal Code', 'Code postal', 'ZIP'],
  email: ['E-mail', 'Courriel'],
  phone: ['Phone', 'Téléphone'],
  w3w: ['what3words', 'W3W'],
  orderNumber: ['Order #', 'Référence'],
  itemDescription: ['Notes', 'Détails'],
  packageCount: ['Qty', 'Colis', 'Quantity'],
}

describe('parseBatchFile with a mapping, properties (issue 25 item 5)', () => {
  it('reads 300 files of the template’s rows with their columns shuffled and renamed into exactly the template’s rows', async () => {
    let mappedFiles = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(templateRow, { minLength: 1, maxLength: 12 }),
        fc.shuffledSubarray([...BATCH_FIELDS.keys()], { minLength: 12, maxLength: 12 }),
        fc.array(fc.nat(2), { minLength: 12, maxLength: 12 }),
        async (rows, order, pick) => {
          const template = await parse(
            csv(['Title', BATCH_COLUMN_HEADERS.join(','), ...rows.map((row) => row.join(','))]),
          )
          const headers = order.map((field, i) => {
            const names = ALIASES[BATCH_FIELDS[field] as (typeof BATCH_FIELDS)[number]]
            return names[(pick[i] ?? 0) % names.length] as string
          })
          const shuffled = rows.map((row) => order.map((field) => row[field]).join(','))
          const first = await parse(csv([headers.join(','), ...shuffled]))
          const mapping = first.columns.mapping as BatchColumnMapping
          if (first.columns.layout === 'template') return // the shuffle kept the template's order
          expect(first.columns.layout).toBe('needsMapping')
          const mapped = await parse(csv([headers.join(','), ...shuffled]), { mappings: [mapping] })
          mappedFiles++
          expect(mapped.counts.rowsIn).toBe(mapped.counts.kept + mapped.counts.rejected)
          expect(mapped.counts).toEqual(template.counts)
          const withoutNumbers = <T extends { rowNumber: number }>(list: readonly T[]) =>
            list.map(({ rowNumber, ...rest }) => ({ ...rest, rowNumber: rowNumber - 1 }))
          expect(mapped.rows).toEqual(withoutNumbers(template.rows))
          // The same reasons, but for the column letters and row numbers they name.
          const reason = (text: string) => text.replace(/Columns? [A-L](?: and [A-L])?|\d+ to \d+/g, '')
          expect(mapped.rejected.map((row) => [row.rowNumber + 1, row.name, reason(row.reason)])).toEqual(
            template.rejected.map((row) => [row.rowNumber, row.name, reason(row.reason)]),
          )
        },
      ),
      { numRuns: 300 },
    )
    expect(mappedFiles).toBeGreaterThan(290)
  })
})
