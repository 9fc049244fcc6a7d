import { messages } from '@waybill/sdk-core'
import { PHOTO_FILE_ACCEPT } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useStore } from '../../provider/useStore.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { PhotoItem } from './PhotoItem.tsx'
import { type PhotoUploadContext, photoUploadsFor, type RefusedFile } from './photoUploads.ts'

/** Props of {@link PhotoUpload}. */
export interface PhotoUploadProps {
  /** The draft the photos are attached to. */
  draft: OrderDraftStore
  /** The browser's object URLs; `URL`'s by default (tests pass their own). */
  objectUrls?: {
    readonly createObjectURL: (file: Blob) => string
    readonly revokeObjectURL: (url: string) => void
  }
}

/**
 * Each item with a key: its name and how many items of that name come before it. A photo's key is not its URL, which
 * changes when the upload answers: the item (and its status live region) must stay, so that 'Uploaded' is announced.
 */
function keyedByName<T extends { readonly name: string }>(items: readonly T[]): { key: string; item: T }[] {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const before = seen.get(item.name) ?? 0
    seen.set(item.name, before + 1)
    return { key: `${item.name}#${before}`, item }
  })
}

/**
 * The photo upload of the single delivery form (part 1 §2, §3 'Images', §5, §9): choose jpeg, png or pdf files,
 * each previewed and uploaded at once (`client.photos.upload`); the draft keeps a photo across a reload once its
 * upload answered. Refused files are named with why; photos a reload lost are listed until dismissed.
 *
 * @example
 * ```tsx
 * <DeliveryDetailsForm photoSection={<PhotoUpload draft={draft} />} … />
 * ```
 */
export function PhotoUpload({ draft, objectUrls = URL }: PhotoUploadProps) {
  const { client, session } = useWaybill('PhotoUpload')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const photos = useStore(draft, (state) => state.photos)
  const uploads = photoUploadsFor(draft)
  const statuses = useStore(uploads)
  const [refused, setRefused] = useState<readonly RefusedFile[]>([])
  const [, setDismissed] = useState(0)
  const dropped = draft.droppedPhotos()
  const ctx = useMemo<PhotoUploadContext>(
    () => ({
      client,
      apiCode: () => session.apiCode(),
      createObjectURL: (file) => objectUrls.createObjectURL(file),
      revokeObjectURL: (url) => objectUrls.revokeObjectURL(url),
    }),
    [client, session, objectUrls],
  )
  // Leaving the form lets go of the object URLs the draft no longer holds.
  useEffect(() => () => uploads.sweep(ctx), [uploads, ctx])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    // Cleared, so that choosing the same file again (after removing it) is a change too.
    event.target.value = ''
    if (files.length === 0) return
    setRefused(uploads.attach(files, ctx))
  }

  function remove(url: string) {
    uploads.remove(url, ctx)
    input.current?.focus()
  }

  function dismissDropped() {
    draft.dismissDroppedPhotos()
    setDismissed((count) => count + 1)
    input.current?.focus()
  }

  return (
    <section className="wb-photos" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="wb-photos__title">
        {messages.sectionPhotos}
      </h3>
      {dropped.length > 0 && (
        <div className="wb-alert wb-alert--info wb-photos__dropped" role="status">
          <p>{messages.photosDropped}</p>
          <ul>
            {keyedByName(dropped).map(({ key, item }) => (
              <li key={key}>{item.name}</li>
            ))}
          </ul>
          <button type="button" className="wb-button" onClick={dismissDropped}>
            {messages.ok}
          </button>
        </div>
      )}
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={`${id}-input`}>
          {messages.photosAdd}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="wb-photos__input"
          type="file"
          accept={PHOTO_FILE_ACCEPT}
          multiple
          aria-describedby={`${id}-refused`}
          onChange={choose}
        />
      </div>
      <div id={`${id}-refused`} className="wb-photos__refused" role="alert">
        {refused.length > 0 && (
          <>
            <p>{messages.photosRefused}</p>
            <ul>
              {keyedByName(refused).map(({ key, item }) => (
                <li key={key}>
                  {item.name}: {item.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {photos.length > 0 && (
        <ul className="wb-photos__list" aria-labelledby={`${id}-title`}>
          {keyedByName(photos).map(({ key, item: photo }) => (
            <PhotoItem
              key={key}
              photo={photo}
              status={statuses.get(photo.url)}
              onRetry={(url) => uploads.retry(url, ctx)}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
