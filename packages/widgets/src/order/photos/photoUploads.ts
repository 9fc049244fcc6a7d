import { messages, ValidationError, type WaybillClient, WaybillError } from '@waybill/sdk-core'
import { isStoredPhoto, photoProblem } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { DraftPhoto } from '@waybill/sdk-core/rules'

/** Where one photo attached from this device stands: on its way, or refused by the server (with why). */
export type PhotoUploadStatus =
  | { readonly state: 'uploading' }
  | { readonly state: 'failed'; readonly message: string }

/** A file the user chose that was not attached, and why. */
export interface RefusedFile {
  readonly name: string
  readonly reason: string
}

/** What the uploads need from the page: the client, the api code and the browser's object URLs. */
export interface PhotoUploadContext {
  readonly client: WaybillClient
  readonly apiCode: () => string | null
  readonly createObjectURL: (file: Blob) => string
  readonly revokeObjectURL: (url: string) => void
}

interface Entry {
  readonly file: File
  readonly status: PhotoUploadStatus
}

/**
 * The uploads of one draft's photos: the chosen files (for 'Try again') and their status, by the object URL the draft
 * holds until the upload answers. Kept per draft, not per mounted form, so that leaving the form and coming back
 * neither loses an upload on its way nor mistakes it for a lost one.
 */
export interface PhotoUploads {
  subscribe(listener: () => void): () => void
  getSnapshot(): ReadonlyMap<string, PhotoUploadStatus>
  /** Attaches the chosen files and starts their uploads; answers the files refused (type, size). */
  attach(files: readonly File[], ctx: PhotoUploadContext): RefusedFile[]
  /** Sends a failed photo again. */
  retry(localUrl: string, ctx: PhotoUploadContext): void
  /** Removes a photo from the draft; its object URL, if it had one, is revoked. */
  remove(url: string, ctx: PhotoUploadContext): void
  /** Forgets (and revokes) the object URLs the draft no longer holds and no upload is waiting on. */
  sweep(ctx: PhotoUploadContext): void
}

const registries = new WeakMap<OrderDraftStore, PhotoUploads>()

/** The upload state of `draft`'s photos, one per draft store. */
export function photoUploadsFor(draft: OrderDraftStore): PhotoUploads {
  let uploads = registries.get(draft)
  if (!uploads) {
    uploads = createPhotoUploads(draft)
    registries.set(draft, uploads)
  }
  return uploads
}

function failureText(error: unknown): string {
  if (error instanceof ValidationError) return error.sections[0]?.message ?? error.message
  return error instanceof WaybillError ? error.message : messages.requestFailed
}

function createPhotoUploads(draft: OrderDraftStore): PhotoUploads {
  const entries = new Map<string, Entry>()
  let snapshot: ReadonlyMap<string, PhotoUploadStatus> = new Map()
  const listeners = new Set<() => void>()
  const changed = () => {
    snapshot = new Map([...entries].map(([url, entry]) => [url, entry.status]))
    for (const listener of listeners) listener()
  }
  const inDraft = (url: string) => draft.getSnapshot().photos.some((photo) => photo.url === url)

  function forget(url: string, ctx: PhotoUploadContext) {
    if (!entries.delete(url)) return
    ctx.revokeObjectURL(url)
    changed()
  }

  function upload(localUrl: string, ctx: PhotoUploadContext) {
    const entry = entries.get(localUrl)
    if (!entry) return
    entries.set(localUrl, { file: entry.file, status: { state: 'uploading' } })
    changed()
    const apiCode = ctx.apiCode()
    const sent = apiCode
      ? ctx.client.photos.upload(apiCode, entry.file, entry.file.name)
      : Promise.reject(new Error('signed out'))
    sent.then(
      ({ url }) => {
        draft.photoUploaded(localUrl, url)
        forget(localUrl, ctx)
      },
      (error: unknown) => {
        ctx.client.logger.warn('Photo upload failed', error)
        if (!entries.has(localUrl)) return
        if (!inDraft(localUrl)) return forget(localUrl, ctx)
        entries.set(localUrl, { file: entry.file, status: { state: 'failed', message: failureText(error) } })
        changed()
      },
    )
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    attach(files, ctx) {
      const refused: RefusedFile[] = []
      const chosen: { photo: DraftPhoto; file: File }[] = []
      for (const file of files) {
        const reason = photoProblem(file)
        if (reason) refused.push({ name: file.name, reason })
        else
          chosen.push({ file, photo: { name: file.name, type: file.type, url: ctx.createObjectURL(file) } })
      }
      const { added } = draft.addPhotos(chosen.map(({ photo }) => photo))
      for (const { photo, file } of chosen) {
        if (!added.includes(photo)) {
          ctx.revokeObjectURL(photo.url)
          refused.push({ name: file.name, reason: messages.photoTypeInvalid })
          continue
        }
        entries.set(photo.url, { file, status: { state: 'uploading' } })
        upload(photo.url, ctx)
      }
      return refused
    },
    retry: upload,
    remove(url, ctx) {
      draft.removePhoto(url)
      if (entries.has(url)) forget(url, ctx)
      else if (!isStoredPhoto({ name: '', type: '', url })) ctx.revokeObjectURL(url)
    },
    sweep(ctx) {
      for (const [url, entry] of entries) {
        if (entry.status.state !== 'uploading' && !inDraft(url)) forget(url, ctx)
      }
    },
  }
}
