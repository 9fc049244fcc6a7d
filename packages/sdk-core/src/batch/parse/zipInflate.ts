import { zipEntries } from './zipSize.ts'

/** The local file header's signature and the size of its fixed part (APPNOTE.TXT 4.3.7). */
const LOCAL = 0x04034b50
const LOCAL_SIZE = 30
/** A 32-bit field that says "see the ZIP64 extra field". */
const FULL32 = 0xffffffff
/** The compression methods a workbook may use; SheetJS reads no other. */
const STORED = 0
const DEFLATED = 8
/**
 * Compressed bytes handed to the inflater at a time. Deflate unpacks at most about 1,032 times, so one step makes at
 * most about 16 MiB even where the inflater does not wait for its reader.
 */
const FEED = 16 * 1024

/**
 * What one raw deflate stream unpacks to, counted as it streams through `DecompressionStream('deflate-raw')`
 * and dropped at once; stops once past `budget` (then returns a number over it). Null when the stream is damaged,
 * ends before `data` does or runs past it, or the platform has no such inflater.
 */
async function inflatedSize(data: Uint8Array, budget: number): Promise<number | null> {
  let fed = 0
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (fed >= data.byteLength) return controller.close()
        controller.enqueue(data.slice(fed, fed + FEED))
        fed += FEED
      },
    },
    { highWaterMark: 0 },
  )
  let size = 0
  try {
    // Inside the try: a browser without 'deflate-raw' (before Safari 16.4, Firefox 113) reads no workbook.
    const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return size
      size += value.byteLength
      if (size > budget) {
        await reader.cancel()
        return size
      }
    }
  } catch {
    return null
  }
}

/**
 * What a ZIP archive's entries really unpack to, all together, whatever its headers declare (a deflate bomb
 * declares a few bytes): each deflated entry is inflated as a stream and only counted, a stored one counts its
 * bytes. Entries are found from the central directory (see `zipEntries`); each one's data starts after its local
 * header and takes the central directory's compressed size, which its deflate stream must fill exactly, so what is
 * counted is what SheetJS unpacks. Stops once past `limit` (then returns a number over it). Null when the archive
 * has no readable central directory, a local header is missing, an entry uses another method, or a deflate stream
 * is damaged. Uses the web-standard `DecompressionStream` (browsers, workers, Node).
 */
export async function zipInflatedSize(bytes: Uint8Array, limit: number): Promise<number | null> {
  const entries = zipEntries(bytes)
  if (entries === null) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let total = 0
  for (const entry of entries) {
    const at = entry.localHeader
    if (at + LOCAL_SIZE > view.byteLength || view.getUint32(at, true) !== LOCAL) return null
    const start = at + LOCAL_SIZE + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
    const end = start + entry.compressedSize
    if (end > view.byteLength) return null
    const method = view.getUint16(at + 8, true)
    if (method === STORED) {
      // SheetJS takes a stored entry's length from its local header: count the longer of the two.
      const local = view.getUint32(at + 18, true)
      const rest = view.byteLength - start
      total += Math.max(entry.compressedSize, local === FULL32 ? rest : Math.min(local, rest))
    } else if (method === DEFLATED) {
      const size = await inflatedSize(bytes.subarray(start, end), limit - total)
      if (size === null) return null
      total += size
    } else {
      return null
    }
    if (total > limit) return total
  }
  return total
}
