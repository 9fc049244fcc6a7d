/** Signatures of the ZIP records read (APPNOTE.TXT 4.3). */
const END = 0x06054b50
const END64 = 0x06064b50
const END64_LOCATOR = 0x07064b50
const ENTRY = 0x02014b50
/** Sizes of the fixed parts of the end record and of a central directory entry. */
const END_SIZE = 22
const ENTRY_SIZE = 46
/** A 16- or 32-bit field that says "see the ZIP64 record". */
const FULL16 = 0xffff
const FULL32 = 0xffffffff
/** The ZIP64 extra field's id. */
const ZIP64_EXTRA = 0x0001

/** The offset of the end-of-central-directory record, searched back from the end past a comment; -1 if none. */
function endRecord(view: DataView): number {
  const stop = Math.max(0, view.byteLength - END_SIZE - FULL16)
  for (let at = view.byteLength - END_SIZE; at >= stop; at--) {
    if (view.getUint32(at, true) === END) return at
  }
  return -1
}

/** A 64-bit little-endian field as a number (exact up to 2^53, far past any limit checked here). */
function uint64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32
}

/** Where the central directory is and how many entries it has, ZIP64 records followed; null when damaged. */
function directory(view: DataView): { offset: number; entries: number } | null {
  const end = endRecord(view)
  if (end < 0) return null
  let entries = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  if (entries === FULL16 || offset === FULL32) {
    const locator = end - 20
    if (locator < 0 || view.getUint32(locator, true) !== END64_LOCATOR) return null
    const end64 = uint64(view, locator + 8)
    if (end64 + 56 > view.byteLength || view.getUint32(end64, true) !== END64) return null
    entries = uint64(view, end64 + 32)
    offset = uint64(view, end64 + 48)
  }
  return { offset, entries }
}

/**
 * The ZIP64 extra field's values (APPNOTE.TXT 4.5.3) between `extraAt` and `extraEnd`, in their order
 * (uncompressed size, compressed size, local header offset, each present only when its 32-bit field is full); empty
 * when there is no such field.
 */
function zip64Values(view: DataView, extraAt: number, extraEnd: number): number[] {
  for (let field = extraAt; field + 4 <= extraEnd; ) {
    const id = view.getUint16(field, true)
    const length = view.getUint16(field + 2, true)
    if (id === ZIP64_EXTRA) {
      const values: number[] = []
      for (let at = field + 4; at + 8 <= Math.min(extraEnd, field + 4 + length); at += 8)
        values.push(uint64(view, at))
      return values
    }
    field += 4 + length
  }
  return []
}

/** One entry of a ZIP's central directory, ZIP64 fields read. */
export interface ZipEntry {
  /** What the entry unpacks to, as declared. */
  readonly size: number
  /** What the entry's data takes in the archive, as declared. */
  readonly compressedSize: number
  /** Where the entry's local file header starts. */
  readonly localHeader: number
}

/**
 * Every entry of a ZIP archive's central directory (found from the end-of-central-directory record, ZIP64
 * included), in its order; null when the archive has no readable central directory.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const found = directory(view)
  if (found === null) return null
  const entries: ZipEntry[] = []
  let at = found.offset
  for (let i = 0; i < found.entries; i++) {
    if (at + ENTRY_SIZE > view.byteLength || view.getUint32(at, true) !== ENTRY) return null
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const extraAt = at + ENTRY_SIZE + nameLength
    const wide = zip64Values(view, extraAt, Math.min(view.byteLength, extraAt + extraLength))
    // Each full 32-bit field takes the next ZIP64 value, in this order.
    const fields = [at + 24, at + 20, at + 42].map((field) => {
      const value = view.getUint32(field, true)
      return value === FULL32 ? wide.shift() : value
    })
    const [size, compressedSize, localHeader] = fields
    if (size === undefined || compressedSize === undefined || localHeader === undefined) return null
    entries.push({ size, compressedSize, localHeader })
    at = extraAt + extraLength + commentLength
  }
  return entries
}

/**
 * What a ZIP archive's entries unpack to, all together, as its central directory declares (see `zipEntries`),
 * without unpacking anything; null when the archive has no readable central directory. Stops counting once past
 * `limit` (then returns a number over it). `zipInflatedSize` checks what the entries really unpack to.
 */
export function zipUnpackedSize(bytes: Uint8Array, limit: number): number | null {
  const entries = zipEntries(bytes)
  if (entries === null) return null
  let total = 0
  for (const entry of entries) {
    total += entry.size
    if (total > limit) return total
  }
  return total
}
