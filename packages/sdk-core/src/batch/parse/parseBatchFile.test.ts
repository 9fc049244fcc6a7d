import { describe, expect, it } from 'vitest'
import { messages } from '../../domain/messages.ts'
import { BatchFileError } from './batchFileError.ts'
import { BATCH_FILE_MAX_BYTES } from './limits.ts'
import { parseBatchFile } from './parseBatchFile.ts'

const CSV =
  'Title\nName,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count\nDana,,1 Main St,Edmonton,AB,,,,,,,2\n'

async function refusal(promise: Promise<unknown>): Promise<BatchFileError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof BatchFileError)) throw new Error(`expected a BatchFileError, got ${String(error)}`)
  return error
}

describe('parseBatchFile', () => {
  it('refuses a file over 20 MB before reading it, with the catalogue text (issue 8)', async () => {
    expect(BATCH_FILE_MAX_BYTES).toBe(20 * 1024 * 1024)
    const error = await refusal(
      parseBatchFile({ data: new Uint8Array(BATCH_FILE_MAX_BYTES + 1), name: 'big.csv' }),
    )
    expect(error.code).toBe('tooLarge')
    expect(error.message).toBe(
      'This file is larger than 20 MB. Please split it into smaller files and upload each one.',
    )
    expect(error.call).toBe('batch.parseFile')
  })

  it('reads a file of exactly the limit (issue 8)', async () => {
    const data = new Uint8Array(BATCH_FILE_MAX_BYTES).fill(0x20)
    data.set(new TextEncoder().encode(CSV))
    const result = await parseBatchFile({ data, name: 'limit.csv' })
    expect(result.counts.kept).toBe(1)
  })

  it('takes an ArrayBuffer or a Uint8Array view alike, browser File and Node Buffer (issue 8)', async () => {
    const encoded = new TextEncoder().encode(`xx${CSV}`)
    const view = encoded.subarray(2)
    const buffer = encoded.slice(2).buffer
    const fromView = await parseBatchFile({ data: view, name: 'a.csv' }, { randomUUID: () => 'id' })
    const fromBuffer = await parseBatchFile({ data: buffer, type: 'text/csv' }, { randomUUID: () => 'id' })
    expect(fromView.rows).toEqual(fromBuffer.rows)
    expect(fromView.rows[0]?.address).toBe('1 Main St')
  })

  it('refuses a file that is neither CSV text nor a workbook (issue 8)', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])
    expect((await refusal(parseBatchFile({ data: png, name: 'photo.csv' }))).code).toBe('unreadable')
    const notAWorkbook = new TextEncoder().encode(CSV)
    const error = await refusal(parseBatchFile({ data: notAWorkbook, name: 'orders.xlsx' }))
    expect(error.message).toBe(messages.importFileUnreadable)
  })

  it('refuses an OLE2 file that is no workbook as unreadable (issue 8)', async () => {
    const ole2 = new Uint8Array(1024)
    ole2.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect((await refusal(parseBatchFile({ data: ole2, name: 'orders.xls' }))).code).toBe('unreadable')
  })

  it('gives every row the default insured value and a uuid from the generator (part 2 §3.8)', async () => {
    const result = await parseBatchFile(
      { data: new TextEncoder().encode(CSV), name: 'a.csv' },
      { insuranceValue: 250, randomUUID: () => 'fixed-uuid' },
    )
    expect(result.rows[0]).toMatchObject({ insuranceValue: 250, uuid: 'fixed-uuid', valid: false })
  })

  it('generates a real uuid by default (part 2 §3.8)', async () => {
    const result = await parseBatchFile({ data: new TextEncoder().encode(CSV), name: 'a.csv' })
    expect(result.rows[0]?.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})
