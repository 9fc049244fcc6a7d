import { describe, expect, it, vi } from 'vitest'
import { openPdfWindow, PDF_URL_LIFETIME_MS } from './openPdfWindow.ts'

const PDF = new TextEncoder().encode('%PDF-1.7\n')

/** A fake opener: `open` answers a fake window (or null, blocked); timers and blob URLs are spied on. */
function setup(blocked = false) {
  const popup = {
    opener: {} as unknown,
    closed: false,
    document: document.implementation.createHTMLDocument(''),
    location: { href: 'about:blank', replace: vi.fn((_url: string) => {}) },
  }
  const timers: { run: () => void; ms: number }[] = []
  const view = {
    open: vi.fn((_url?: string | URL, _target?: string) => (blocked ? null : (popup as unknown as Window))),
    setTimeout: vi.fn((run: () => void, ms: number) => timers.push({ run, ms })),
  }
  const urls = {
    createObjectURL: vi.fn((_blob: Blob) => 'blob:http://portal.test/1234'),
    revokeObjectURL: vi.fn((_url: string) => {}),
  }
  const logger = { error: vi.fn() }
  const texts = {
    title: 'Label',
    loading: 'Loading the label…',
    failed: 'There was a problem, please try again',
  }
  const options = { ...texts, logger, view: view as unknown as Window, urls }
  return { popup, view, urls, logger, timers, options }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('openPdfWindow (issue 21: a label opens with no api code in any address)', () => {
  it('opens a blank window at once, cut from the page, saying it loads; then replaces it with the PDF blob: URL', async () => {
    const { popup, view, urls, timers, options } = setup()
    let answer: (bytes: Uint8Array) => void = () => {}
    const opened = openPdfWindow(() => new Promise((resolve) => (answer = resolve)), options)
    expect(opened).toBe(true)
    expect(view.open).toHaveBeenCalledWith('about:blank', '_blank')
    expect(popup.opener).toBeNull()
    expect(popup.document.title).toBe('Label')
    expect(popup.document.body.textContent).toBe('Loading the label…')
    expect(popup.location.replace).not.toHaveBeenCalled()

    answer(PDF)
    await settle()
    const blob = urls.createObjectURL.mock.calls[0]?.[0] as Blob
    expect(blob.type).toBe('application/pdf')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PDF)
    expect(popup.location.replace).toHaveBeenCalledWith('blob:http://portal.test/1234')
    // The blob URL is let go, later: the viewer may read it again meanwhile.
    expect(timers.map((timer) => timer.ms)).toEqual([PDF_URL_LIFETIME_MS])
    expect(urls.revokeObjectURL).not.toHaveBeenCalled()
    timers[0]?.run()
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:http://portal.test/1234')
  })

  it('says the fetch failed in the window, as text, and logs it', async () => {
    const { popup, logger, options } = setup()
    openPdfWindow(() => Promise.reject(new Error('offline')), {
      ...options,
      failed: '<b>There was a problem</b>',
    })
    await settle()
    expect(popup.document.body.textContent).toBe('<b>There was a problem</b>')
    expect(popup.document.querySelector('b')).toBeNull()
    expect(popup.location.replace).not.toHaveBeenCalled()
    expect(logger.error).toHaveBeenCalledWith('The label could not be fetched', expect.any(Error))
  })

  it('makes no blob URL for a window closed before the PDF came', async () => {
    const { popup, urls, options } = setup()
    openPdfWindow(async () => PDF, options)
    popup.closed = true
    await settle()
    expect(urls.createObjectURL).not.toHaveBeenCalled()
    expect(popup.location.replace).not.toHaveBeenCalled()
  })

  it('leaves a window the user has sent elsewhere meanwhile where it is', async () => {
    const { popup, urls, options } = setup()
    openPdfWindow(async () => PDF, options)
    popup.location.href = 'https://example.com/'
    await settle()
    expect(urls.createObjectURL).not.toHaveBeenCalled()
    expect(popup.location.replace).not.toHaveBeenCalled()
  })

  it('returns false, fetching nothing, when no window opened (a popup blocker)', () => {
    const { options } = setup(true)
    const load = vi.fn(async () => PDF)
    expect(openPdfWindow(load, options)).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })
})
