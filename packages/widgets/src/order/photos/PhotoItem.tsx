import { fillText, messages } from '@waybill/sdk-core'
import { isStoredPhoto } from '@waybill/sdk-core/internal'
import type { DraftPhoto } from '@waybill/sdk-core/rules'
import type { PhotoUploadStatus } from './photoUploads.ts'

/** Props of {@link PhotoItem}. */
export interface PhotoItemProps {
  photo: DraftPhoto
  /** The upload's status; undefined for an uploaded photo, or a local one this page can no longer send. */
  status: PhotoUploadStatus | undefined
  onRetry: (url: string) => void
  onRemove: (url: string) => void
}

function statusText(stored: boolean, status: PhotoUploadStatus | undefined): string {
  if (stored) return messages.photoUploaded
  if (!status) return messages.photoNotUploaded
  if (status.state === 'uploading') return messages.photoUploading
  return fillText(messages.photoUploadFailed, { reason: status.message })
}

/**
 * One attached photo: a preview (the image, or a file tile for a pdf or a photo this page can no longer show), its
 * name (a link to the uploaded file, in a new tab), the upload's status (announced as it changes), 'Try again'
 * after a failure and a remove button.
 */
export function PhotoItem({ photo, status, onRetry, onRemove }: PhotoItemProps) {
  const stored = isStoredPhoto(photo)
  // A local photo without a status lost its file (its object URL may be revoked): no preview to show.
  const previewable = photo.type !== 'application/pdf' && (stored || status !== undefined)
  const failed = !stored && status?.state === 'failed'
  return (
    <li className={`wb-photos__item${failed || (!stored && !status) ? ' wb-photos__item--failed' : ''}`}>
      {previewable ? (
        <img className="wb-photos__preview" src={photo.url} alt={photo.name} />
      ) : (
        <span className="wb-photos__tile" aria-hidden="true">
          {photo.type === 'application/pdf' ? 'PDF' : 'IMG'}
        </span>
      )}
      <span className="wb-photos__name">
        {stored ? (
          <a className="wb-link" href={photo.url} target="_blank" rel="noopener noreferrer">
            {photo.name}
          </a>
        ) : (
          photo.name
        )}
      </span>
      <span className="wb-photos__status" aria-live="polite">
        {statusText(stored, status)}
      </span>
      <span className="wb-photos__actions">
        {failed && (
          <button type="button" className="wb-button" onClick={() => onRetry(photo.url)}>
            {messages.tryAgain}
          </button>
        )}
        <button
          type="button"
          className="wb-button"
          aria-label={fillText(messages.photoRemove, { name: photo.name })}
          onClick={() => onRemove(photo.url)}
        >
          Remove
        </button>
      </span>
    </li>
  )
}
