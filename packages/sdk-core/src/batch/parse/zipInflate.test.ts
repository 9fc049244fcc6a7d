import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { deflateRaw, zipArchive } from '../../../test/zipFixtures.ts'
import { zipInflatedSize } from './zipInflate.ts'
import { zipEntries, zipUnpackedSize } from './zipSize.ts'

const MIB = 1024 * 1024
const text = (value: string) => new TextEncoder().encode(value)

/** A real XLSX, deflated as Excel writes it. */
function compressedWorkbook(): Uint8Array {
  const book = XLSX.utils.book_new()
  const rows = Array.from({ length: 200 }, (_, i) => [`Recipient ${i}`, '10234 104 St NW', 'Edmonton', i])
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Orders')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }))
}

describe('zipInflatedSize', () => {
  it('counts what a sound workbook declares, part by part (issue 8)', async () => {
    const bytes = compressedWorkbook()
    const declared = zipUnpackedSize(bytes, Number.POSITIVE_INFINITY)
    expect(declared).toBeGreaterThan(bytes.length)
    expect(await zipInflatedSize(bytes, Number.POSITIVE_INFINITY)).toBe(declared)
    expect(zipEntries(bytes)?.length).toBeGreaterThan(3)
  })

  it('catches a deflate bomb declaring 10 bytes and stops soon after the limit (issue 8: files over a documented size are refused)', async () => {
    const kernel = await deflateRaw(new Uint8Array(64 * MIB))
    expect(kernel.length).toBeLessThan(128 * 1024)
    const bomb = zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: kernel, declaredSize: 10 }])
    expect(zipUnpackedSize(bomb, MIB)).toBe(10)
    const counted = await zipInflatedSize(bomb, MIB)
    expect(counted).toBeGreaterThan(MIB)
    // Stopped within a few of the inflater's chunks, far from the 64 MiB the part holds.
    expect(counted).toBeLessThan(2 * MIB)
  })

  it('counts every central directory entry, overlapping ones too (issue 8)', async () => {
    const kernel = await deflateRaw(new Uint8Array(64 * 1024))
    const overlapping = zipArchive([{ name: 'a.xml', data: kernel, declaredSize: 10 }], 20)
    expect(zipUnpackedSize(overlapping, MIB)).toBe(21 * 10)
    expect(await zipInflatedSize(overlapping, Number.POSITIVE_INFINITY)).toBe(21 * 64 * 1024)
    // Past the limit within the 11th entry: the rest is not inflated.
    const counted = await zipInflatedSize(overlapping, 10 * 64 * 1024)
    expect(counted).toBeGreaterThan(10 * 64 * 1024)
    expect(counted).toBeLessThanOrEqual(11 * 64 * 1024)
  })

  it('counts a stored part by the longer of its two declared lengths (issue 8)', async () => {
    const data = text('<x/>'.repeat(100))
    expect(await zipInflatedSize(zipArchive([{ name: 'a.xml', data, method: 0 }]), MIB)).toBe(400)
    const lying = zipArchive([{ name: 'a.xml', data, method: 0, localCompressedSize: 4000 }], 2)
    // The local header claims 4,000 bytes; only what follows the data start exists.
    const counted = await zipInflatedSize(lying, MIB)
    expect(counted).toBeGreaterThan(3 * 400)
    expect(counted).toBeLessThan(3 * lying.length)
  })

  it('says a damaged archive or deflate stream is unreadable (null), never throws (issue 8)', async () => {
    const sound = await deflateRaw(text('<worksheet/>'))
    const reserved = new Uint8Array([0x07, 0x01, 0x02, 0x03])
    const cases = [
      zipArchive([{ name: 'a.xml', data: reserved }]),
      zipArchive([{ name: 'a.xml', data: sound.subarray(0, sound.length - 2) }]),
      zipArchive([{ name: 'a.xml', data: new Uint8Array([...sound, 0, 0, 0]) }]),
      zipArchive([{ name: 'a.xml', data: new Uint8Array(0) }]),
      zipArchive([{ name: 'a.xml', data: sound, method: 12 }]),
      zipArchive([{ name: 'a.xml', data: sound }]).subarray(4),
      text('PK not a zip at all'),
    ]
    for (const bytes of cases) expect(await zipInflatedSize(bytes, MIB)).toBeNull()
    expect(await zipInflatedSize(zipArchive([{ name: 'a.xml', data: sound }]), MIB)).toBe(12)
  })
})
