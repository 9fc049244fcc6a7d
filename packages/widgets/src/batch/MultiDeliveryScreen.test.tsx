import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, type CookieJar, type MultiDelivery, type WaybillClient } from '@waybill/sdk-core'
import { parseBatchFile } from '@waybill/sdk-core/batch'
import { HINTS, memoryCookieJar } from '@waybill/sdk-core/internal'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT, TEST_API_CODE } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import type { DownloadableFile } from './downloadFile.ts'
import { downloadFile } from './downloadFile.ts'
import { MultiDeliveryScreen } from './MultiDeliveryScreen.tsx'

const SUCCESS =
  'Thank you for submitting your Multi-delivery batch file. A delivery Team Member will be in touch. Thank you.'
const HINT =
  'Please note: Multi-delivery batch files must be submitted at least 12 hours before pickup, ideally the day before.'

/** `count` uploaded files, newest (highest id) first, as the sandbox lists them. */
const records = (count: number): MultiDelivery[] =>
  Array.from({ length: count }, (_, index) => ({
    id: count - index,
    fileName: `batch-${count - index}.xlsx`,
    validateStatus: index % 2 === 0 ? 'Validated' : 'Invalid',
  }))

/** The fake client with an in-memory multi-delivery server: an upload is listed (validated) on the next list. */
function multiClient(initial: readonly MultiDelivery[]) {
  const { client: base, logger } = fakeClient({ account: ACCOUNT })
  let server = [...initial]
  const multiDeliveries = vi.fn(async (_apiCode: string) => [...server])
  const uploadMultiDelivery = vi.fn(async (_apiCode: string, _file: Blob, fileName: string) => {
    const record = { id: server.length + 1, fileName, validateStatus: 'Pending' }
    server = [{ ...record, validateStatus: 'Validated' }, ...server]
    return record
  })
  const client: WaybillClient = { ...base, batch: { ...base.batch, multiDeliveries, uploadMultiDelivery } }
  return { client, logger, multiDeliveries, uploadMultiDelivery }
}

interface Setup {
  readonly initial?: readonly MultiDelivery[]
  readonly jar?: CookieJar
  readonly prepare?: (fake: ReturnType<typeof multiClient>) => void
}

async function renderScreen({ initial = records(3), jar = memoryCookieJar(), prepare }: Setup = {}) {
  const fake = multiClient(initial)
  prepare?.(fake)
  const download = vi.fn((_file: DownloadableFile) => {})
  const view = await renderSignedIn(
    <MultiDeliveryScreen dashboardHref="/dashboard" cookieJar={jar} download={download} />,
    { client: fake.client, strict: true },
  )
  await settle()
  return { ...view, ...fake, download, jar }
}

const table = () => screen.getByRole('table', { name: 'Uploaded Multi-delivery batch files' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('MultiDeliveryScreen (part 2 §2.5)', () => {
  it('lists the uploaded files: ID, File name and Validation Status, 10 a page (part 2 §2.5, §3.13, §9)', async () => {
    const { user, multiDeliveries } = await renderScreen({ initial: records(12) })
    expect(multiDeliveries).toHaveBeenCalledWith(TEST_API_CODE)
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['ID', 'File name', 'Validation Status'])
    expect(bodyRows()).toHaveLength(10)
    expect(cells(bodyRows()[0] as HTMLElement)).toEqual(['12', 'batch-12.xlsx', 'Validated'])
    expect(screen.getByText('1-10 of 12')).toBeTruthy()
    const previous = screen.getByRole('button', { name: 'Previous page' })
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(bodyRows().map((row) => cells(row)[0])).toEqual(['2', '1'])
    expect(screen.getByText('11-12 of 12')).toBeTruthy()
    // At the last page the button stays focusable and does nothing.
    const next = screen.getByRole('button', { name: 'Next page' })
    next.focus()
    await user.keyboard('{Enter}')
    expect(next.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(next)
    expect(screen.getByText('11-12 of 12')).toBeTruthy()
    await user.click(previous)
    expect(bodyRows()).toHaveLength(10)
  })

  it('uploads the chosen file once, announces the §8 success text and shows the new row (part 2 §2.5, §7, §8)', async () => {
    const { user, uploadMultiDelivery, multiDeliveries } = await renderScreen()
    const input = screen.getByLabelText('Batch file (CSV, XLSX or XLS)') as HTMLInputElement
    expect(input.getAttribute('accept')).toBe('.csv,.xlsx,.xls')
    const file = new File(['title\nheaders\n'], 'spring drops.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    await user.upload(input, file)
    await user.click(screen.getByRole('button', { name: 'Upload file' }))
    const success = await screen.findByText(SUCCESS)
    expect(success.getAttribute('role')).toBe('status')
    expect(uploadMultiDelivery).toHaveBeenCalledTimes(1)
    expect(uploadMultiDelivery).toHaveBeenCalledWith(TEST_API_CODE, file, 'spring drops.xlsx')
    // Listed again after the upload: the new file on top with the status the server gives it.
    await waitFor(() => expect(multiDeliveries.mock.calls.length).toBeGreaterThanOrEqual(2))
    await waitFor(() =>
      expect(cells(bodyRows()[0] as HTMLElement)).toEqual(['4', 'spring drops.xlsx', 'Validated']),
    )
    // The form is cleared for the next file.
    await waitFor(() => expect(input.value).toBe(''))
  })

  it('refuses, without sending, no file or a file of another kind, as an alert (part 2 §7)', async () => {
    const { uploadMultiDelivery } = await renderScreen()
    // The file dialog offers .csv, .xlsx and .xls only; a drop or 'All files' can still give another kind.
    const user = userEvent.setup({ delay: null, applyAccept: false })
    const input = screen.getByLabelText('Batch file (CSV, XLSX or XLS)')
    await user.click(screen.getByRole('button', { name: 'Upload file' }))
    const noFile = await screen.findByText('Choose a file to upload.')
    expect(noFile.getAttribute('role')).toBe('alert')
    expect(document.activeElement).toBe(input)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await user.upload(input, new File(['%PDF'], 'orders.pdf', { type: 'application/pdf' }))
    await user.click(screen.getByRole('button', { name: 'Upload file' }))
    expect(await screen.findByText('The file must be a CSV, XLSX or XLS file.')).toBeTruthy()
    expect(uploadMultiDelivery).not.toHaveBeenCalled()
  })

  it("shows the server's refusal as an alert, sent once (part 2 §7 'Only 200 accepted')", async () => {
    const { user, uploadMultiDelivery } = await renderScreen({
      prepare: (fake) =>
        fake.uploadMultiDelivery.mockRejectedValue(
          new ApiError('batch.uploadMultiDelivery', 422, 'The file is empty.'),
        ),
    })
    await user.upload(screen.getByLabelText('Batch file (CSV, XLSX or XLS)'), new File([''], 'empty.csv'))
    await user.click(screen.getByRole('button', { name: 'Upload file' }))
    const alert = await screen.findByText('The file is empty.')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(uploadMultiDelivery).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(SUCCESS)).toBeNull()
  })

  it("shows 'Error fetching multi-deliveries' when the list fails (part 2 §8 'Fetch failures')", async () => {
    const { logger } = await renderScreen({
      prepare: (fake) =>
        fake.multiDeliveries.mockRejectedValue(new ApiError('batch.multiDeliveries', 500, undefined)),
    })
    const error = await screen.findByText('Error fetching multi-deliveries')
    expect(error.getAttribute('role')).toBe('alert')
    expect(within(table()).getByText('No batch files uploaded yet.')).toBeTruthy()
    expect(logger.error).toHaveBeenCalled()
  })

  it('downloads the Excel template, an xlsx the import reads (part 2 §2.5, §3.8)', async () => {
    const { user, download } = await renderScreen()
    await user.click(screen.getByRole('button', { name: 'Download an Excel template' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1))
    const file = download.mock.calls[0]?.[0] as DownloadableFile
    expect(file.name).toBe('waybill-batch-template.xlsx')
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const read = await parseBatchFile(file)
    expect(read.format).toBe('xlsx')
    // Its example row must be deleted before the file is used (the import refuses it).
    expect(read.counts).toMatchObject({ kept: 0, rejected: 1 })
  })

  it('says so in an alert when the template cannot be made', async () => {
    const { user, download, logger } = await renderScreen()
    download.mockImplementationOnce(() => {
      throw new Error('chunk failed')
    })
    await user.click(screen.getByRole('button', { name: 'Download an Excel template' }))
    const alert = await screen.findByText('The template could not be made. Please try again.')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(logger.error).toHaveBeenCalledWith('Making the batch template failed', expect.any(Error))
  })

  it('shows the file-upload hint with the 12-hour rule on the first 2 visits only (part 2 §2.5, §9)', async () => {
    const jar = memoryCookieJar()
    const visit = async () => {
      const view = await renderScreen({ jar })
      const shown = screen.queryByText(HINT)
      view.unmount()
      return shown !== null
    }
    expect([await visit(), await visit(), await visit()]).toEqual([true, true, false])
    expect(jar.get(HINTS.multiUpload.cookie)).toBe('2')
  })

  it('dismisses the hint with its button, and Cancel links back to the dashboard (part 2 §2.5)', async () => {
    const { user } = await renderScreen()
    const hint = screen.getByText(HINT).closest('[role="status"]') as HTMLElement
    await user.click(within(hint).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(HINT)).toBeNull()
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard')
  })
})

describe('downloadFile', () => {
  it('saves through a Blob URL on an <a download>, then revokes the URL', () => {
    vi.useFakeTimers()
    try {
      const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template')
      const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
      const clicked: HTMLAnchorElement[] = []
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this)
      })
      downloadFile({ data: new Uint8Array([1, 2]), name: 'template.xlsx', type: 'application/x-test' })
      expect(create).toHaveBeenCalledWith(expect.any(Blob))
      expect(clicked[0]?.download).toBe('template.xlsx')
      expect(clicked[0]?.getAttribute('href')).toBe('blob:template')
      expect(clicked[0]?.isConnected).toBe(false)
      expect(revoke).not.toHaveBeenCalled()
      vi.runAllTimers()
      expect(revoke).toHaveBeenCalledWith('blob:template')
      click.mockRestore()
      create.mockRestore()
      revoke.mockRestore()
    } finally {
      vi.useRealTimers()
    }
  })
})
