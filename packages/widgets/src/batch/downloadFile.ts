/** A file made in the browser: its bytes, the name to save it under, its MIME type. */
export interface DownloadableFile {
  /** The file's bytes. */
  readonly data: Uint8Array<ArrayBuffer>
  /** The name the browser saves it under. */
  readonly name: string
  /** Its MIME type. */
  readonly type: string
}

/**
 * Saves a file made in the browser (a batch template): a Blob URL behind a hidden `<a download>`, clicked, then the
 * link removed and the URL revoked once the browser has taken the download.
 */
export function downloadFile(file: DownloadableFile): void {
  const url = URL.createObjectURL(new Blob([file.data], { type: file.type }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The download starts from the click; revoking on the next task leaves it the URL until then.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}
