/** One part of a crafted ZIP archive. */
export interface ZipPart {
  readonly name: string
  /** The bytes stored: raw deflate data when `method` is 8. */
  readonly data: Uint8Array
  /** 0 stored, 8 deflated (the default). */
  readonly method?: number
  /** The uncompressed size both headers declare; the data's length by default. */
  readonly declaredSize?: number
  /** The compressed size the local header declares; the data's length by default. */
  readonly localCompressedSize?: number
}

/** `data` compressed as raw deflate with the web-standard `CompressionStream`. */
export async function deflateRaw(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/**
 * A ZIP archive of `parts`, written byte by byte so a test can make it lie (APPNOTE.TXT 4.3): each part a local
 * header and its data, then the central directory. `extraEntries` adds central directory entries that point again
 * at the first part's local header (overlapping entries).
 */
export function zipArchive(parts: readonly ZipPart[], extraEntries = 0): Uint8Array {
  const encoder = new TextEncoder()
  const chunks: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  const record = (size: number, fill: (view: DataView) => void, name: Uint8Array): Uint8Array => {
    const bytes = new Uint8Array(size + name.length)
    fill(new DataView(bytes.buffer))
    bytes.set(name, size)
    return bytes
  }
  const entry = (part: ZipPart, name: Uint8Array, at: number) =>
    record(
      46,
      (view) => {
        view.setUint32(0, 0x02014b50, true)
        view.setUint16(4, 20, true)
        view.setUint16(6, 20, true)
        view.setUint16(10, part.method ?? 8, true)
        view.setUint32(20, part.data.length, true)
        view.setUint32(24, part.declaredSize ?? part.data.length, true)
        view.setUint16(28, name.length, true)
        view.setUint32(42, at, true)
      },
      name,
    )
  for (const part of parts) {
    const name = encoder.encode(part.name)
    const local = record(
      30,
      (view) => {
        view.setUint32(0, 0x04034b50, true)
        view.setUint16(4, 20, true)
        view.setUint16(8, part.method ?? 8, true)
        view.setUint32(18, part.localCompressedSize ?? part.data.length, true)
        view.setUint32(22, part.declaredSize ?? part.data.length, true)
        view.setUint16(26, name.length, true)
      },
      name,
    )
    central.push(entry(part, name, offset))
    chunks.push(local, part.data)
    offset += local.length + part.data.length
  }
  const first = parts[0]
  for (let i = 0; first !== undefined && i < extraEntries; i++) {
    central.push(entry(first, encoder.encode(`${i}-${first.name}`), 0))
  }
  const directorySize = central.reduce((sum, bytes) => sum + bytes.length, 0)
  const end = record(
    22,
    (view) => {
      view.setUint32(0, 0x06054b50, true)
      view.setUint16(8, central.length, true)
      view.setUint16(10, central.length, true)
      view.setUint32(12, directorySize, true)
      view.setUint32(16, offset, true)
    },
    new Uint8Array(0),
  )
  const all = [...chunks, ...central, end]
  const out = new Uint8Array(all.reduce((sum, bytes) => sum + bytes.length, 0))
  let at = 0
  for (const bytes of all) {
    out.set(bytes, at)
    at += bytes.length
  }
  return out
}
