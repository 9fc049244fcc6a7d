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

/** An entry's uncompressed size, from its ZIP64 extra field when the 32-bit one is full; null when damaged. */
function entrySize(view: DataView, at: number, extraAt: number, extraEnd: number): number | null {
  const size = view.getUint32(at + 24, true)
  if (size !== FULL32) return size
  for (let field = extraAt; field + 4 <= extraEnd; ) {
    const id = view.getUint16(field, true)
    const length = view.getUint16(field + 2, true)
    if (id === ZIP64_EXTRA && length >= 8 && field + 12 <= extraEnd) return uint64(view, field + 4)
    field += 4 + length
  }
  return null
}

/**
 * What a ZIP archive's entries unpack to, all together, as its central directory declares (read from the
 * end-of-central-directory record, ZIP64 included), without unpacking anything; null when the archive has no
 * readable central directory. Stops counting once past `limit` (then returns a number over it).
 */
export function zipUnpackedSize(bytes: Uint8Array, limit: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const found = directory(view)
  if (found === null) return null
  let at = found.offset
  let total = 0
  for (let i = 0; i < found.entries; i++) {
    if (at + ENTRY_SIZE > view.byteLength || view.getUint32(at, true) !== ENTRY) return null
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const extraAt = at + ENTRY_SIZE + nameLength
    const size = entrySize(view, at, extraAt, Math.min(view.byteLength, extraAt + extraLength))
    if (size === null) return null
    total += size
    if (total > limit) return total
    at = extraAt + extraLength + commentLength
  }
  return total
}
