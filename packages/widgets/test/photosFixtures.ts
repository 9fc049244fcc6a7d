import type { UploadedPhoto, WaybillClient } from '@waybill/sdk-core'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'

/** One upload the fake server holds until the test answers it. */
export interface PendingUpload {
  readonly name: string
  readonly apiCode: string
  resolve(url?: string): void
  reject(error: unknown): void
}

/**
 * A signed-in client double whose `photos.upload` waits for the test: each call is queued in `uploads`, answered
 * with `resolve()` (by default `https://files.test/<name>`) or `reject(error)`.
 */
export function photosClient() {
  const fake = fakeClient({ account: ACCOUNT })
  const uploads: PendingUpload[] = []
  const upload = vi.fn(
    (apiCode: string, _file: Blob, name: string) =>
      new Promise<UploadedPhoto>((resolve, reject) => {
        uploads.push({
          name,
          apiCode,
          resolve: (url = `https://files.test/${name}`) => resolve({ url }),
          reject,
        })
      }),
  )
  const client: WaybillClient = { ...fake.client, photos: { upload } }
  return { ...fake, client, upload, uploads }
}

/** Object URLs a test can count: `blob:test/1`, `blob:test/2`…; revoked ones are listed in `revoked`. */
export function fakeObjectUrls() {
  let next = 0
  const revoked: string[] = []
  return {
    createObjectURL: vi.fn((_file: Blob) => `blob:test/${++next}`),
    revokeObjectURL: vi.fn((url: string) => {
      revoked.push(url)
    }),
    revoked,
  }
}

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0]

/** A chosen file: `size` bytes (a jpeg's first bytes, then zeros) of the given type. */
export function photoFile(name: string, type: string, size = 64): File {
  const bytes = new Uint8Array(size)
  bytes.set(JPEG_START.slice(0, size))
  return new File([bytes], name, { type })
}

/** The photos of a draft, as a short list of `name url` lines for readable assertions. */
export function photoLines(draft: OrderDraftStore): string[] {
  return draft.getSnapshot().photos.map((photo) => `${photo.name} ${photo.url}`)
}
