import { describe, expect, it } from 'vitest'
import { acceptedExtension, csvFields, safeFileName, verdictOf } from './multiDeliveryFile.ts'

const HEADER =
  'Multi-delivery template\nname,unit,address,city,province,postal,email,phone,w3w,order,item,count\n'

describe('multi-{product} files (part 2 §2.5, §3.8, §3.13)', () => {
  it('accepts .csv, .xlsx and .xls by name, any letter case', () => {
    expect(['a.csv', 'B.XLSX', 'c.Xls', 'd.pdf', 'csv', 'e.csv.exe'].map(acceptedExtension)).toEqual([
      '.csv',
      '.xlsx',
      '.xls',
      undefined,
      undefined,
      undefined,
    ])
  })

  it('keeps only the last path segment of a name, without control characters, at most 191 characters', () => {
    expect(safeFileName('C:\\Users\\me\\orders.csv')).toBe('orders.csv')
    expect(safeFileName('../../etc/x\u0000y.csv')).toBe('xy.csv')
    expect(safeFileName(`${'a'.repeat(300)}.csv`)).toHaveLength(191)
  })

  it('splits CSV lines with quoted commas and doubled quotes', () => {
    expect(csvFields('a, "b, c" ,"say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', ''])
  })

  it('validates a CSV whose data rows all have an address (or w3w) and a package count; first two rows skipped', () => {
    const good = `${HEADER}Ann,,10220 Jasper Ave NW,Edmonton,AB,,,,,,,2\nBob,,,,,,,,filled.count.soap,,,1\n\n`
    expect(verdictOf('.csv', Buffer.from(good))).toBe('Validated')
    expect(verdictOf('.csv', Buffer.from(`${HEADER}Cy,,10220 Jasper Ave NW,Edmonton,,,,,,,,2\n`))).toBe(
      'Invalid',
    )
    expect(verdictOf('.csv', Buffer.from(`${HEADER}Di,,10220 Jasper Ave NW,Edmonton,AB,,,,,,,\n`))).toBe(
      'Invalid',
    )
    expect(verdictOf('.csv', Buffer.from(HEADER))).toBe('Invalid')
    expect(verdictOf('.csv', Buffer.from([0xff, 0xfe, 0x00]))).toBe('Invalid')
  })

  it('validates spreadsheets by their signature: zip for .xlsx, OLE for .xls', () => {
    expect(verdictOf('.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1]))).toBe('Validated')
    expect(verdictOf('.xlsx', Buffer.from('not a zip'))).toBe('Invalid')
    expect(verdictOf('.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      'Validated',
    )
    expect(verdictOf('.xls', Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe('Invalid')
  })
})
