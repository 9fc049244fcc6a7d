import { fireEvent } from '@testing-library/react'
import type { OrderedLabelsOptions, WaybillClient } from '@waybill/sdk-core'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { dashboardClient, type RenderDashboardOptions } from './dashboardFixtures.ts'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'
import { renderSignedIn, settle } from './render.tsx'

/** The URL `orderedLabels` answers: a PDF on the API origin, no api code in it (docs/contract/labels.md). */
export const LABELS_PDF_URL =
  'http://127.0.0.1:1/api/web/delivery/orderedlabels/file?token=0123456789abcdef0123456789abcdef'

/** The bytes `labels.label` answers: the start of a PDF. */
export const LABEL_PDF = new TextEncoder().encode('%PDF-1.7\n')

/**
 * Stands in for the label window (`useLabelWindow`): `window.open` answers a fake window whose document is a real
 * one and whose `location.replace` is spied on. Restore with `open.mockRestore()`.
 */
export function stubLabelWindow() {
  const popup = {
    opener: window as Window | null,
    closed: false,
    document: document.implementation.createHTMLDocument(''),
    location: { href: 'about:blank', replace: vi.fn((_url: string) => {}) },
  }
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  return { open, popup }
}

/** The pickup windows `pickupTimesForLabels` answers for any date. */
export const LABEL_TIMES = ['09:00 - 11:00', '13:00 - 15:00']

/**
 * `client` with its label calls replaced, spied on: `orderedLabels` answers {@link LABELS_PDF_URL} at once unless
 * `hold()` made the next call wait for `answer` or `fail`, or `failWith` made it fail; `pickupTimesForLabels`
 * answers {@link LABEL_TIMES}.
 */
export function withLabels(client: WaybillClient) {
  let held: { resolve: (url: string) => void; reject: (error: unknown) => void } | null = null
  let holdNext = false
  let failNext: unknown = null
  const orderedLabels = vi.fn((_apiCode: string, _options: OrderedLabelsOptions): Promise<string> => {
    if (failNext) {
      const error = failNext
      failNext = null
      return Promise.reject(error)
    }
    if (holdNext) {
      holdNext = false
      return new Promise((resolve, reject) => {
        held = { resolve, reject }
      })
    }
    return Promise.resolve(LABELS_PDF_URL)
  })
  const pickupTimesForLabels = vi.fn(async (_apiCode: string, _date: string) => [...LABEL_TIMES])
  const label = vi.fn(async (_apiCode: string, _id: number) => LABEL_PDF.slice())
  return {
    client: { ...client, labels: { ...client.labels, orderedLabels, pickupTimesForLabels, label } },
    orderedLabels,
    pickupTimesForLabels,
    /** One order's label PDF (part 2 §7), fetched for the label window. */
    label,
    /** The next orderedLabels waits until `answer` or `fail`. */
    hold: () => {
      holdNext = true
    },
    /** The next orderedLabels fails with `error`. */
    failWith: (error: unknown) => {
      failNext = error
    },
    answer: (url = LABELS_PDF_URL) => held?.resolve(url),
    fail: (error: unknown) => held?.reject(error),
  }
}

/** The fake client of `fakeClient.ts` with {@link withLabels}' label calls. */
export function labelsClient() {
  const fake = fakeClient({ account: ACCOUNT })
  return { ...fake, ...withLabels(fake.client) }
}

/** Renders `ui` signed in over `dashboardClient` with {@link withLabels}' label calls, its first answers settled. */
export async function renderLabelsDashboard(ui: ReactNode, options: RenderDashboardOptions = {}) {
  globalThis.localStorage.clear()
  const dashboard = dashboardClient(options)
  const labels = withLabels(dashboard.client)
  const view = await renderSignedIn(ui, { client: labels.client, strict: options.strict })
  await settle()
  return { ...view, ...dashboard, ...labels }
}

/**
 * Clicks `link` and tells whether the browser would follow it (no handler cancelled the click). The test's window
 * does not open it: happy-dom would fetch the URL.
 */
export function clickFollows(link: HTMLElement): boolean {
  let followed = false
  const stop = (event: Event) => {
    followed = !event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', stop)
  try {
    fireEvent.click(link)
  } finally {
    window.removeEventListener('click', stop)
  }
  return followed
}
