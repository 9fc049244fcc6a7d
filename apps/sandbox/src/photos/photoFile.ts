/**
 * What the sandbox accepts as a photo (part 1 §3 'Images', §5, §9 'Upload types: jpeg, png, pdf'): the kind is read
 * from the file's first bytes, never from its name or the declared content type, so what is served back is what
 * its content type says.
 */

/** Largest photo accepted: 10 MiB. */
export const PHOTO_FILE_LIMIT = 10 * 1024 * 1024

/** The kinds of photo accepted, with the content type they are served with and the extension they are named with. */
export const PHOTO_KINDS = {
  jpeg: { contentType: 'image/jpeg', extension: '.jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  png: {
    contentType: 'image/png',
    extension: '.png',
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  pdf: { contentType: 'application/pdf', extension: '.pdf', magic: Buffer.from('%PDF-') },
} as const

/** A kind of photo: 'jpeg', 'png' or 'pdf'. */
export type PhotoKind = keyof typeof PHOTO_KINDS

/** The kind of photo the bytes are, by their signature; undefined for anything else. */
export function photoKind(data: Buffer): PhotoKind | undefined {
  const kinds = Object.keys(PHOTO_KINDS) as PhotoKind[]
  return kinds.find((kind) => {
    const { magic } = PHOTO_KINDS[kind]
    return data.length > magic.length && data.subarray(0, magic.length).equals(magic)
  })
}

/** Longest stem kept in a photo's name (before the extension). */
const STEM_LIMIT = 60

/**
 * The name a photo is served under, safe in a URL path without encoding: the last path segment of the uploaded
 * name, its extension replaced by the kind's, every run of other characters than letters, digits, '_' and '-'
 * turned into one '-', at most 60 characters before the extension; 'photo' when nothing is left.
 *
 * @example
 * ```ts
 * photoFileName('C:\\shots\\Box 1 (front).JPEG', 'jpeg') // 'Box-1-front.jpg'
 * ```
 */
export function photoFileName(uploaded: string, kind: PhotoKind): string {
  const base = uploaded.split(/[\\/]/).at(-1) ?? ''
  const dot = base.lastIndexOf('.')
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STEM_LIMIT)
    .replace(/-+$/, '')
  return `${stem || 'photo'}${PHOTO_KINDS[kind].extension}`
}
