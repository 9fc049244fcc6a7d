import type { Logger } from '@waybill/sdk-core'

/** How long a label's blob URL lives after the window was sent to it: the PDF viewer may read it again. */
export const PDF_URL_LIFETIME_MS = 10 * 60_000

/** Options of {@link openPdfWindow}. */
export interface OpenPdfWindowOptions {
  /** The new window's title while the PDF loads. */
  readonly title: string
  /** The new window's text while the PDF loads. */
  readonly loading: string
  /** The new window's text when the PDF could not be fetched. */
  readonly failed: string
  /** Where a failed fetch is logged. */
  readonly logger: Pick<Logger, 'error'>
  /** The window that opens the new one; `globalThis` by default (a test passes a fake). */
  readonly view?: Pick<Window, 'open' | 'setTimeout'>
  /** Makes and revokes blob URLs; the global `URL` by default. */
  readonly urls?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>
}

/** Whether the window still shows our blank page: one the user has since sent elsewhere is left alone. */
function stillBlank(popup: Window): boolean {
  try {
    return popup.location.href === 'about:blank'
  } catch {
    // Another origin's page now: not ours to send anywhere.
    return false
  }
}

/** Shows `text` as the new window's only content (a text node: nothing of it is read as HTML). */
function show(popup: Window, title: string, text: string): void {
  try {
    const { document } = popup
    document.title = title
    const paragraph = document.createElement('p')
    paragraph.textContent = text
    ;(document.body ?? document.documentElement).replaceChildren(paragraph)
  } catch {
    // A window that is gone, or no longer ours, is left as it is.
  }
}

/**
 * Opens a PDF in a new window from bytes fetched after the click (issue 21: a label opens without the api code in the
 * new window's address bar or history). The window opens at once, inside the user's click (so no popup blocker
 * stops it), on 'about:blank' and cut from this page (`opener = null`, as `noopener` would, which would leave no
 * handle on it); once `load` answers it is sent to a blob: URL of the PDF, replacing its blank entry. A failed load
 * says so in the window. Returns false when no window opened (blocked), so that the caller may fall back.
 */
export function openPdfWindow(load: () => Promise<Uint8Array>, options: OpenPdfWindowOptions): boolean {
  const view = options.view ?? globalThis
  const urls = options.urls ?? URL
  const popup = view.open('about:blank', '_blank')
  if (!popup) return false
  try {
    popup.opener = null
  } catch {
    // Some browsers refuse the write; the page's own links are noopener anyway.
  }
  show(popup, options.title, options.loading)
  load().then(
    (bytes) => {
      if (popup.closed || !stillBlank(popup)) return
      const url = urls.createObjectURL(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      )
      popup.location.replace(url)
      view.setTimeout(() => urls.revokeObjectURL(url), PDF_URL_LIFETIME_MS)
    },
    (error: unknown) => {
      options.logger.error('The label could not be fetched', error)
      if (!popup.closed) show(popup, options.title, options.failed)
    },
  )
  return true
}
