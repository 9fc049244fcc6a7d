import { messages } from '../domain/messages.ts'
import { isAcceptedPhotoType } from '../draft/draftRules.ts'
import { ContractError, ValidationError } from '../http/errors.ts'
import type { Transport } from '../http/transport.ts'
import type { ApiPaths } from './wire/names.ts'
import { PhotoUploadResponse } from './wire/photos.ts'

/** The largest photo the API takes: 10 MiB (our limit; the sandbox answers 413 above it). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024

/** An uploaded photo: where the API serves it (an absolute http(s) URL), to preview and to send as `images`. */
export interface UploadedPhoto {
  /** The photo's URL; what `OrderDraftStore.photoUploaded` takes. */
  readonly url: string
}

/** Photo uploads (part 1 §3 'Images', §6 'image upload'; docs/contract/photos.md). */
export interface PhotosApi {
  /**
   * Uploads one jpeg, png or pdf file (multipart `file` and `api_code`) and answers where it is served. Never
   * retried: a resend would only store a second copy, but the user decides (the widget's 'Try again'). A file over
   * `PHOTO_MAX_BYTES` is refused before anything is sent (`ValidationError`, section 'photos'); the server
   * checks the type by the file's first bytes (422 for anything else).
   */
  upload(apiCode: string, file: Blob, name: string): Promise<UploadedPhoto>
}

/**
 * Why a chosen file cannot be attached as a photo, or null when it can (part 1 §5, §9: jpeg, png and pdf only; our
 * 10 MB limit). `type` is the file's MIME type as the browser reports it.
 *
 * @internal
 *
 * @example
 * ```ts
 * photoProblem({ type: 'image/gif', size: 10 }) // 'Only jpeg, png and pdf files can be uploaded'
 * ```
 */
export function photoProblem(file: { readonly type: string; readonly size: number }): string | null {
  if (!isAcceptedPhotoType(file.type)) return messages.photoTypeInvalid
  if (file.size > PHOTO_MAX_BYTES) return messages.photoTooLarge
  return null
}

/** An upload may take long on a slow line: 10 MiB at 1 Mbit/s is 84 s. */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * The answer's URL as an absolute http(s) URL: a path is taken on the API base; anything else (`javascript:`,
 * `data:`) breaks the contract, since the URL becomes an image source and a link.
 */
function photoUrl(url: string, baseUrl: string): string {
  let parsed: URL
  try {
    parsed = url.startsWith('/') && !url.startsWith('//') ? new URL(url, baseUrl) : new URL(url)
  } catch {
    throw new ContractError('photos.upload', 'url', 'not a URL')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ContractError('photos.upload', 'url', 'not an http(s) URL')
  }
  return parsed.href
}

/** Builds the photo calls; `baseUrl` resolves an answer that gives a path. */
export function createPhotosApi(transport: Transport, paths: ApiPaths, baseUrl: string): PhotosApi {
  return {
    async upload(apiCode, file, name) {
      if (file.size > PHOTO_MAX_BYTES) {
        throw new ValidationError('photos.upload', [
          { key: 'photos', label: messages.sectionPhotos, message: messages.photoTooLarge },
        ])
      }
      const form = new FormData()
      form.append('file', file, name)
      form.append('api_code', apiCode)
      const answer = await transport.request({
        call: 'photos.upload',
        method: 'POST',
        path: paths.photoUpload,
        body: form,
        response: PhotoUploadResponse,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      })
      return { url: photoUrl(answer.url, baseUrl) }
    },
  }
}
