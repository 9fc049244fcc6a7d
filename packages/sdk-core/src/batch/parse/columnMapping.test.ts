import { describe, expect, it } from 'vitest'
import { CUSTOMER_FIELDS, CUSTOMER_HEADER, CUSTOMER_HEADER_FR } from '../../../test/batchFileFixtures.ts'
import { matchHeader, normalizeHeader } from './batchFields.ts'
import {
  columnMappingFromNames,
  headerRowKey,
  isCompleteMapping,
  isHeaderRow,
  isTemplateOrder,
  missingBatchFields,
  missingBatchFieldsMessages,
  proposeColumnMapping,
  withColumnField,
} from './columnMapping.ts'

// Issue 25: the customer's own spreadsheet, matched to the batch fields of part 2 §3.8.
describe('normalizeHeader and matchHeader (issue 25 item 2)', () => {
  it.each([
    ['  Code   Postal ', 'code postal'],
    ['Téléphone', 'telephone'],
    ['Order #', 'order number'],
    ['E-MAIL', 'e mail'],
    ['App.', 'app'],
  ])('reads %j as %j: case, spacing, punctuation and accents do not matter', (header, normalized) => {
    expect(normalizeHeader(header)).toBe(normalized)
  })

  it.each([
    ['Qty', 'packageCount', 3],
    ['Quantité', 'packageCount', 3],
    ['Customer', 'name', 3],
    ['Recipient Name', 'name', 3],
    ['Street address', 'address', 3],
    ['Unit', 'unitNumber', 3],
    ['Apt', 'unitNumber', 3],
    ['Town', 'city', 3],
    ['PROV', 'province', 3],
    ['Postal Code', 'postal', 3],
    ['w3w', 'w3w', 3],
    ['Reference', 'orderNumber', 3],
    ['Details', 'itemDescription', 3],
    ['Recipient E-mail', 'email', 2],
    ['Customer Phone', 'phone', 2],
    ['Shipping City', 'city', 2],
    ['Phone (mobile)', 'phone', 2],
    ['Delivery phone no', 'phone', 1],
  ] as const)('matches %j to %s (score %d)', (header, field, score) => {
    expect(matchHeader(header)).toEqual({ field, score })
  })

  it.each([['Weight'], ['Colour'], [''], ['   '], ['Date']])('matches %j to no field', (header) => {
    expect(matchHeader(header)).toBeNull()
  })
})

describe('proposeColumnMapping (issue 25 items 2 and 5)', () => {
  it.each([
    ['English', CUSTOMER_HEADER],
    ['French', CUSTOMER_HEADER_FR],
  ])('maps every column of the %s example file to its field', (_language, headers) => {
    expect(proposeColumnMapping(headers)).toEqual({ headers, fields: CUSTOMER_FIELDS })
  })

  it('gives each field one column, the surest match first, then the leftmost; the rest are ignored', () => {
    const headers = ['Customer Phone', 'Phone', 'Notes', 'Comments', 'Weight']
    expect(proposeColumnMapping(headers).fields).toEqual([null, 'phone', 'itemDescription', null, null])
  })

  it('reads the template header in the template order (part 2 §3.8)', () => {
    const template = proposeColumnMapping([
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
    ])
    expect(isTemplateOrder(template)).toBe(true)
    expect(isTemplateOrder(proposeColumnMapping(CUSTOMER_HEADER))).toBe(false)
  })
})

describe('isHeaderRow (issue 25 item 2)', () => {
  it.each([
    ['the English example', CUSTOMER_HEADER, true],
    ['the French example', CUSTOMER_HEADER_FR, true],
    ['three fields and a note', ['Name', 'Street', 'City', 'Remarks'], true],
    ['a data row', ['3', 'Dana Smith', '780-555-0101', 'dana@example.com', '10220 104 Ave NW'], false],
    ['a title', ['Orders for December'], false],
    ['one field three times', ['Name', 'Name', 'Name'], false],
    ['mostly other words', ['Name', 'City', 'Qty', 'a', 'b', 'c', 'd'], false],
  ])('finds %s %s', (_name, cells, header) => {
    expect(isHeaderRow(cells)).toBe(header)
  })
})

describe('missingBatchFields (part 2 §3.8 keep rule; issue 25 item 3)', () => {
  const mapping = (fields: (string | null)[]) =>
    ({ headers: fields.map((field) => field ?? ''), fields }) as Parameters<typeof missingBatchFields>[0]

  it.each([
    ['address, city, province and count', ['address', 'city', 'province', 'packageCount'], [], false],
    ['w3w and count', ['w3w', 'packageCount'], [], false],
    ['an address without city and province', ['address', 'packageCount'], ['city', 'province'], false],
    ['no count', ['address', 'city', 'province', null], [], true],
    ['nothing', [null], ['address', 'city', 'province'], true],
  ] as const)('with %s: names what is missing', (_name, fields, location, packageCount) => {
    const given = mapping([...fields])
    expect(missingBatchFields(given)).toEqual({ location, packageCount })
    expect(isCompleteMapping(given)).toBe(location.length === 0 && !packageCount)
  })
})

describe('headerRowKey (issue 25 item 4)', () => {
  it('is the same for the same headers in another case, spacing or accents, and trailing blanks', () => {
    expect(headerRowKey(['Qty', 'Téléphone', 'Code  postal', ''])).toBe(
      headerRowKey(['QTY', 'telephone', 'code postal']),
    )
    expect(headerRowKey(['Qty', 'Phone'])).not.toBe(headerRowKey(['Phone', 'Qty']))
  })
})

describe("columnMappingFromNames (issue 25 item 4: the batch script's --mapping file)", () => {
  it('takes the named headers as written, in any case or accents, and proposes the others', () => {
    const mapping = columnMappingFromNames(['Qty', 'Client', 'Street', 'Ville', 'Notes'], {
      CLIENT: 'name',
      qty: null,
      Notes: 'orderNumber',
    })
    expect(mapping.fields).toEqual([null, 'name', 'address', 'city', 'orderNumber'])
  })

  it('never feeds one field twice: a named header takes it from the proposed one', () => {
    const mapping = columnMappingFromNames(['Street', 'Delivery address'], { 'Delivery address': 'address' })
    expect(mapping.fields).toEqual([null, 'address'])
  })
})

describe('withColumnField and missingBatchFieldsMessages (issue 25 item 3: the mapping step)', () => {
  it('moves a field to the column chosen: never two columns for one field', () => {
    const mapping = proposeColumnMapping(['Customer', 'Contact', 'Street'])
    expect(withColumnField(mapping, 1, 'name').fields).toEqual([null, 'name', 'address'])
    expect(withColumnField(mapping, 2, null).fields).toEqual(['name', null, null])
  })

  it('names what no column holds, as the template names it (part 2 §3.8 keep rule)', () => {
    expect(missingBatchFieldsMessages({ location: ['city', 'province'], packageCount: true })).toEqual([
      'No column holds City and Province (or What3words): no row can be imported without it.',
      'No column holds Package Count: no row can be imported without it.',
    ])
    expect(
      missingBatchFieldsMessages({ location: ['address', 'city', 'province'], packageCount: false }),
    ).toEqual([
      'No column holds Street Address, City and Province (or What3words): no row can be imported without it.',
    ])
    expect(missingBatchFieldsMessages({ location: [], packageCount: false })).toEqual([])
  })
})
