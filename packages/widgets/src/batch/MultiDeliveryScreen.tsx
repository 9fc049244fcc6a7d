import { type CookieJar, fillNames, messages } from '@waybill/sdk-core'
import { batchTemplate } from '@waybill/sdk-core/batch'
import { HINTS, MULTI_DELIVERY_FILE_EXTENSIONS } from '@waybill/sdk-core/internal'
import { type FormEvent, useId, useRef, useState } from 'react'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { HintAlert } from '../primitives/HintAlert.tsx'
import { plainLink, type RenderLink } from '../primitives/plainLink.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'
import { type DownloadableFile, downloadFile } from './downloadFile.ts'
import { MultiDeliveryTable } from './MultiDeliveryTable.tsx'
import { useMultiDeliveryList } from './useMultiDeliveryList.ts'

// 'Download an Excel template' is the spec's caption (part 2 §2.5); every other text is sdk-core's.
/** Button caption of the `Multi-{product}` screen. */
export const MULTI_DELIVERY_SCREEN_TEXT = {
  template: 'Download an Excel template',
} as const

const ACCEPT = MULTI_DELIVERY_FILE_EXTENSIONS.join(',')

/** Props of {@link MultiDeliveryScreen}. */
export interface MultiDeliveryScreenProps {
  /** Where Cancel goes: the dashboard (part 2 §2.5). */
  dashboardHref: string
  /** Renders the Cancel link; a plain `<a>` by default, the portal passes its router's link. */
  renderLink?: RenderLink
  /** Where the file-upload hint's counter is kept; the page's cookies (`documentCookieJar`) by default. */
  cookieJar?: CookieJar
  /** Saves the template; a Blob URL behind `<a download>` by default. */
  download?: (file: DownloadableFile) => void
}

/**
 * The `Multi{product}` screen (part 2 §2.5, §3.13, §7 'Batch and bulk', §8, §9): the file-upload hint (up to 2
 * times), 'Download an Excel template' (sdk-core's `batchTemplate`), the upload of a .csv, .xlsx or .xls file
 * (sent once, never retried; success announced with the §8 text), Cancel back to the dashboard, and the table of
 * uploaded files, 10 a page, listed again after an upload; a failed list shows 'Error fetching `multi-{product}s'`.
 */
export function MultiDeliveryScreen({
  dashboardHref,
  renderLink = plainLink,
  cookieJar,
  download = downloadFile,
}: MultiDeliveryScreenProps) {
  const { client } = useWaybill('MultiDeliveryScreen')
  const { list, state } = useMultiDeliveryList('MultiDeliveryScreen')
  const [templateError, setTemplateError] = useState<string | null>(null)
  const [making, setMaking] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  async function onTemplate() {
    if (making) return
    setTemplateError(null)
    setMaking(true)
    try {
      download(await batchTemplate('xlsx', { names: client.config }))
    } catch (error) {
      client.logger.error('Making the batch template failed', error)
      setTemplateError(messages.batchTemplateFailed)
    } finally {
      setMaking(false)
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = input.current?.files?.[0] ?? null
    if (await list.upload(file, file?.name ?? '')) {
      // Cleared for the next file: an empty value empties a file input's list.
      if (input.current) input.current.value = ''
    }
    // Refused or failed: the error is announced, and the file input takes the focus to pick another file.
    else if (list.getSnapshot().uploadError) input.current?.focus()
  }

  return (
    <div className="wb-multi">
      {/* The file-upload hint (part 2 §2.5, §9): up to 2 showings, cookie 360 days. */}
      <HintAlert
        hint={HINTS.multiUpload}
        text={fillNames(messages.multiDeliveryHint, client.config)}
        jar={cookieJar}
      />
      <div className="wb-multi__template">
        <button type="button" className="wb-button" aria-disabled={making || undefined} onClick={onTemplate}>
          {MULTI_DELIVERY_SCREEN_TEXT.template}
        </button>
        <FormAlert message={templateError} />
      </div>
      <form className="wb-multi__upload" onSubmit={onSubmit} noValidate>
        <div className="wb-field">
          <label className="wb-field__label" htmlFor={`${id}-file`}>
            {messages.multiDeliveryFileLabel}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className="wb-field__input wb-multi__file-input"
            type="file"
            name="file"
            accept={ACCEPT}
            aria-describedby={`${id}-error`}
            aria-invalid={state.uploadError ? true : undefined}
          />
        </div>
        <div className="wb-multi__actions">
          <button
            type="submit"
            className="wb-button wb-button--primary"
            aria-disabled={state.uploading || undefined}
          >
            {state.uploading ? messages.multiDeliveryUploading : messages.multiDeliveryUpload}
          </button>
          {renderLink({
            href: dashboardHref,
            className: 'wb-button wb-multi__cancel',
            children: messages.cancel,
          })}
        </div>
        <div id={`${id}-error`}>
          <FormAlert message={state.uploadError} />
        </div>
        <FormAlert message={state.uploaded} tone="success" />
      </form>
      <FormAlert message={state.fetchError} />
      <MultiDeliveryTable state={state} onPage={(pageIndex) => list.setPage(pageIndex)} />
    </div>
  )
}
