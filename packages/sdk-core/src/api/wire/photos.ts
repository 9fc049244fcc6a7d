import { nonempty, object, pattern, string, type } from 'superstruct'
import type { WireNames } from './names.ts'

/**
 * Paths of the photo calls. Part 1 §6 names an "image upload" request and part 1 §3 'Images' jpeg, png or pdf files
 * with a preview URL, but no path: ours, see docs/contract/photos.md.
 */
export function photoPaths({ product }: WireNames) {
  return {
    /** POST (multipart `file` and `api_code`): stores one photo, answers its `url`. */
    photoUpload: `/api/web/${product}/image`,
    /** GET `?token`: the stored photo's bytes; `{name}` is its file name, the token its 128-bit key. */
    photoFile: `/api/web/${product}/image/{name}`,
  } as const
}

/** POST `/api/web/{product}/image`: the text fields of the multipart body, beside the `file` part. */
export const PhotoUploadFields = object({ api_code: nonempty(string()) })

/** POST `/api/web/{product}/image`: the answer, where the photo is served (an absolute http(s) URL). */
export const PhotoUploadResponse = type({ url: nonempty(string()) })

/** GET `/api/web/{product}/image/{name}`: the query, the photo's token (32 lower-case hex digits). */
export const PhotoFileQuery = object({ token: pattern(string(), /^[0-9a-f]{32}$/) })
