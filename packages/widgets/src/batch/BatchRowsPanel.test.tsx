import { screen, waitFor, within } from '@testing-library/react'
import { type AddressValidation, BatchFileError, type BatchRow, type WaybillClient } from '@waybill/sdk-core'
import {
  type BatchFileReader,
  type BatchList,
  createBatchList,
  parseBatchFile,
} from '@waybill/sdk-core/batch'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT, TEST_API_CODE } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { BatchRowsPanel } from './BatchRowsPanel.tsx'
import type { DownloadableFile } from './downloadFile.ts'

const HEAD = 'Batch\nName,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count\n'
const DANA = 'Dana Fox,,1 Main St,Edmonton,AB,T5J 0H6,dana@example.com,,,PO-1,,2\n'
const LEE = 'Lee Roy,4,9 Nowhere Rd,Edmonton,AB,,,,,PO-2,,1\n'
const NO_COUNT = 'Kim Park,12,5 Side St,Edmonton,AB,,kim@example.com,,,PO-3,,\n'

const UPLOAD_COMPLETE = 'Upload complete. Please click "Validate Addresses"'
const MISSING_DATA = 'Some of the rows in your file is missing address data, W3W code, or Package Count'
const PHONE_OR_EMAIL = 'Make sure all data has either phone number (10 digits) or email'

/** A reader in the page over `parseBatchFile` (no worker in happy-dom), in pages of one row. */
function pageReader() {
  return {
    read: ((input, { onPage, ...options }) =>
      parseBatchFile(input, { ...options, onPage, pageSize: 1 })) satisfies BatchFileReader['read'],
    close: vi.fn(() => {}),
  }
}

const csv = (text: string, name = 'rows.csv') => new File([text], name, { type: 'text/csv' })

const placed = (row: BatchRow): AddressValidation =>
  row.address?.includes('Nowhere')
    ? { valid: false, uuid: row.uuid ?? null }
    : {
        valid: true,
        formattedAddress: `${row.address}, Edmonton, AB`,
        lat: 53.54,
        lng: -113.49,
        city: 'Edmonton',
        zone: null,
        uuid: row.uuid ?? null,
      }

interface Setup {
  readonly validateAddress?: (apiCode: string, row: BatchRow) => Promise<AddressValidation>
  readonly reader?: BatchFileReader | (() => BatchFileReader)
}

async function renderPanel({ validateAddress, reader = pageReader() }: Setup = {}) {
  const { client: base, logger } = fakeClient({ account: ACCOUNT })
  const validate = vi.fn(validateAddress ?? (async (_apiCode: string, row: BatchRow) => placed(row)))
  const client: WaybillClient = { ...base, batch: { ...base.batch, validateAddress: validate } }
  const list: BatchList = createBatchList({
    kind: 'oneToMany',
    logger,
    randomUUID: () => crypto.randomUUID(),
  })
  const download = vi.fn((_file: DownloadableFile) => {})
  const view = await renderSignedIn(
    <BatchRowsPanel list={list} kind="oneToMany" reader={reader} insuranceValue={100} download={download} />,
    { client },
  )
  await settle()
  return { ...view, client, list, download, validate, logger }
}

const fileInput = () => screen.getByLabelText('Addresses file (CSV, XLSX or XLS)')
const table = () => screen.getByRole('table', { name: 'Uploaded addresses' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const rowOf = (name: string) => {
  const row = bodyRows().find((found) => within(found).queryByText(name))
  if (!row) throw new Error(`no row ${name}`)
  return row
}

describe('BatchRowsPanel (part 2 §2.4, §4.6 steps 1–3)', () => {
  it('offers the template as CSV and XLSX (part 2 §2.4, §3.8)', async () => {
    const { user, download } = await renderPanel()
    await user.click(screen.getByRole('button', { name: 'Download template (CSV)' }))
    await user.click(screen.getByRole('button', { name: 'Download template (Excel)' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2))
    expect(download.mock.calls.map(([file]) => file.name)).toEqual([
      'waybill-batch-template.csv',
      'waybill-batch-template.xlsx',
    ])
  })

  it('loads a file read in pages: all rows unchecked, the upload notice, per-cell messages (part 2 §4.6 step 1)', async () => {
    const { user, list } = await renderPanel()
    await user.upload(fileInput(), csv(HEAD + DANA + LEE))
    expect(await screen.findByText(UPLOAD_COMPLETE)).toBeTruthy()
    expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Dana Fox', 'Lee Roy'])
    expect(list.getSnapshot().rows.every((entry) => entry.address === 'unchecked')).toBe(true)
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      'Name',
      'Unit',
      'Street Address',
      'City',
      'Province',
      'Postal Code',
      'Email',
      'Phone Number',
      'Package Count',
      'Status',
      'Actions',
    ])
    expect(within(rowOf('Dana Fox')).getByText('Not validated')).toBeTruthy()
    // Lee has neither phone nor email: the cell says so, and the panel counts the rows that need attention.
    expect(within(rowOf('Lee Roy')).getByText(PHONE_OR_EMAIL)).toBeTruthy()
    expect(screen.getByText('1 row(s) need attention: see the messages in the table.')).toBeTruthy()
  })

  it('lists the rejected rows with the §8 notice and downloads them to repair (part 2 §8, issue 8)', async () => {
    const { user, download } = await renderPanel()
    await user.upload(fileInput(), csv(HEAD + DANA + NO_COUNT, 'june.csv'))
    expect((await screen.findByText(MISSING_DATA)).getAttribute('role')).toBe('alert')
    expect(screen.getByText(/1 row\(s\) of the file were not imported/)).toBeTruthy()
    expect(screen.getByText('Row 4: The row has no package count.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Download the rejected rows' }))
    const file = download.mock.calls[0]?.[0] as DownloadableFile
    expect(file.name).toBe('june-rejected.csv')
    const text = new TextDecoder().decode(file.data)
    expect(text).toContain('"Kim Park"')
    expect(text).toContain('"4","The row has no package count."')
  })

  it('says why a file was refused (issue 8)', async () => {
    const reader: BatchFileReader = {
      read: async () => {
        throw new BatchFileError(
          'tooLarge',
          'This file is larger than 20 MB. Please split it into smaller files and upload each one.',
        )
      },
      close: () => {},
    }
    const { user, list } = await renderPanel({ reader })
    await user.upload(fileInput(), csv(HEAD + DANA))
    expect((await screen.findByText(/This file is larger than 20 MB\./)).getAttribute('role')).toBe('alert')
    expect(list.getSnapshot().rows).toHaveLength(0)
    expect(fileInput().getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses a new file once the batch submit has begun (part 2 §4.6)', async () => {
    const { user, list } = await renderPanel()
    await user.upload(fileInput(), csv(HEAD + DANA))
    await screen.findByText(UPLOAD_COMPLETE)
    const key = list.getSnapshot().rows[0]?.key as string
    list.beginSend([key], 'create')
    await user.upload(fileInput(), csv(HEAD + LEE))
    expect(await screen.findByText(/This batch is being submitted/)).toBeTruthy()
    expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Dana Fox'])
    // A row that may be booked is locked.
    expect(screen.getByRole('button', { name: 'Edit Dana Fox' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Remove Dana Fox' }).hasAttribute('disabled')).toBe(true)
  })

  it('offers the sheets of a workbook of several and reads the one chosen (issue 8 several sheets)', async () => {
    // A workbook stand-in: the same CSV text, but read as a workbook whose sheets hold different rows.
    const read = vi.fn<BatchFileReader['read']>(async (_input, { sheet, onPage, ...options }) => {
      const chosen = sheet ?? 'June'
      const text = HEAD + (chosen === 'June' ? DANA : LEE)
      const result = await parseBatchFile(
        { data: new TextEncoder().encode(text), name: 'rows.csv' },
        { ...options, onPage },
      )
      return { ...result, format: 'xlsx', encoding: null, sheetNames: ['June', 'July'], sheet: chosen }
    })
    const { user, list } = await renderPanel({ reader: { read, close: () => {} } })
    await user.upload(fileInput(), csv(HEAD, 'summer.xlsx'))
    await screen.findByText(UPLOAD_COMPLETE)
    expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Dana Fox'])
    await user.selectOptions(screen.getByLabelText('Sheet to import'), 'July')
    await user.click(screen.getByRole('button', { name: 'Import this sheet' }))
    await waitFor(() => expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Lee Roy']))
    expect(read).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'summer.xlsx' }),
      expect.objectContaining({ sheet: 'July', insuranceValue: 100 }),
    )
  })

  it('makes the reader on the first file and closes it when the panel goes (issue 8 Web Worker)', async () => {
    const made = pageReader()
    const factory = vi.fn(() => made)
    const { user, unmount } = await renderPanel({ reader: factory })
    expect(factory).not.toHaveBeenCalled()
    await user.upload(fileInput(), csv(HEAD + DANA))
    await screen.findByText(UPLOAD_COMPLETE)
    unmount()
    expect(factory).toHaveBeenCalledTimes(1)
    expect(made.close).toHaveBeenCalledTimes(1)
  })

  it('validates the rows in a progress modal with sent and received counts, then flags the invalid (part 2 §4.6 step 2)', async () => {
    const answers: Array<() => void> = []
    const { user, validate } = await renderPanel({
      validateAddress: (_apiCode, row) =>
        new Promise((resolve) => {
          answers.push(() => resolve(placed(row)))
        }),
    })
    await user.upload(fileInput(), csv(HEAD + DANA + LEE))
    await screen.findByText(UPLOAD_COMPLETE)
    await user.click(screen.getByRole('button', { name: 'Validate Addresses' }))
    const dialog = await screen.findByRole('dialog', { name: 'Validating addresses' })
    await waitFor(() => expect(within(dialog).getByText('Sent: 2 / 2')).toBeTruthy())
    expect(within(dialog).getByText('Received: 0 / 2')).toBeTruthy()
    expect(validate).toHaveBeenCalledWith(TEST_API_CODE, expect.objectContaining({ name: 'Dana Fox' }))
    answers.shift()?.()
    await waitFor(() => expect(within(dialog).getByText('Received: 1 / 2')).toBeTruthy())
    answers.shift()?.()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('1 of 2 address(es) validated.')).toBeTruthy()
    expect(within(rowOf('Dana Fox')).getByText('Address validated')).toBeTruthy()
    expect(within(rowOf('Lee Roy')).getByText('Address not found. Use Edit to correct it.')).toBeTruthy()
  })

  it("shows the validated address's postal code beside it, not the file's (part 2 §4.6 step 2; issue 21)", async () => {
    const { user } = await renderPanel({
      validateAddress: async (_apiCode, row) => ({
        valid: true,
        formattedAddress: `${row.address}, Edmonton, AB T5J 1J4, Canada`,
        lat: 53.54,
        lng: -113.49,
        city: 'Edmonton',
        zone: null,
        uuid: row.uuid ?? null,
      }),
    })
    await user.upload(fileInput(), csv(HEAD + DANA))
    await screen.findByText(UPLOAD_COMPLETE)
    const postal = () => rowOf('Dana Fox').querySelector('[data-column="postal"]')?.textContent
    expect(postal()).toBe('T5J 0H6')
    await user.click(screen.getByRole('button', { name: 'Validate Addresses' }))
    await screen.findByText('1 of 1 address(es) validated.')
    expect(postal()).toBe('T5J 1J4')
  })

  it('cancels the validation from the modal: unanswered rows stay as they were (part 2 §4.6 step 2)', async () => {
    const { user, list } = await renderPanel({ validateAddress: () => new Promise(() => {}) })
    await user.upload(fileInput(), csv(HEAD + DANA))
    await screen.findByText(UPLOAD_COMPLETE)
    await user.click(screen.getByRole('button', { name: 'Validate Addresses' }))
    const dialog = await screen.findByRole('dialog', { name: 'Validating addresses' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(list.getSnapshot().rows[0]?.address).toBe('unchecked')
  })

  it('edits a row: notice, modal, §5.3 rules, Validate, then "Updated Succesfully." (part 2 §4.6 step 3, §5.3)', async () => {
    const { user, list, validate } = await renderPanel()
    await user.upload(fileInput(), csv(HEAD + LEE))
    await screen.findByText(UPLOAD_COMPLETE)
    await user.click(screen.getByRole('button', { name: 'Edit Lee Roy' }))
    const notice = await screen.findByRole('dialog', { name: 'Editing a row' })
    await user.click(within(notice).getByRole('button', { name: 'OK' }))
    const modal = await screen.findByRole('dialog', { name: 'Edit row' })
    const address = within(modal).getByLabelText('Street Address')
    expect((address as HTMLInputElement).value).toBe('9 Nowhere Rd')
    await user.click(within(modal).getByRole('button', { name: 'Update' }))
    expect(within(modal).getByText('Validate the address first').getAttribute('role')).toBe('alert')
    // The server cannot place it: the §8 zone text for the edit modal.
    await user.click(within(modal).getByRole('button', { name: 'Validate' }))
    await waitFor(() =>
      expect(
        within(modal).getByText('This location is not currently serviced by waybill').getAttribute('role'),
      ).toBe('alert'),
    )
    await user.clear(address)
    await user.type(address, '5 Main St')
    await user.clear(within(modal).getByLabelText('Package Count'))
    await user.type(within(modal).getByLabelText('Package Count'), '3')
    await user.click(within(modal).getByRole('button', { name: 'Validate' }))
    await waitFor(() =>
      expect(within(modal).getByText('Address found: 5 Main St, Edmonton, AB')).toBeTruthy(),
    )
    expect(validate).toHaveBeenLastCalledWith(
      TEST_API_CODE,
      expect.objectContaining({ address: '5 Main St' }),
    )
    await user.click(within(modal).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('Updated Succesfully.')).toBeTruthy()
    const [entry] = list.getSnapshot().rows
    expect(entry?.address).toBe('valid')
    expect(entry?.row).toMatchObject({
      address: '5 Main St, Edmonton, AB',
      packageCount: 3,
      latitude: 53.54,
      longitude: -113.49,
      valid: true,
      unitNumber: '4',
      orderNumber: 'PO-2',
    })
    expect(within(rowOf('Lee Roy')).getByText('Address validated')).toBeTruthy()
  })

  it('checks the name and the package count in the edit modal (part 2 §5.3 Edit row modal)', async () => {
    const { user } = await renderPanel()
    await user.upload(fileInput(), csv(HEAD + DANA))
    await screen.findByText(UPLOAD_COMPLETE)
    await user.click(screen.getByRole('button', { name: 'Edit Dana Fox' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }))
    const modal = await screen.findByRole('dialog', { name: 'Edit row' })
    await user.clear(within(modal).getByLabelText('Name'))
    await user.clear(within(modal).getByLabelText('Package Count'))
    await user.type(within(modal).getByLabelText('Package Count'), 'two')
    await user.click(within(modal).getByRole('button', { name: 'Update' }))
    expect(within(modal).getByText('Name is required')).toBeTruthy()
    expect(within(modal).getByText('Please enter a valid package count')).toBeTruthy()
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('removes a row (part 2 §2.4)', async () => {
    const { user, list } = await renderPanel()
    await user.upload(fileInput(), csv(HEAD + DANA + LEE))
    await screen.findByText(UPLOAD_COMPLETE)
    await user.click(screen.getByRole('button', { name: 'Remove Dana Fox' }))
    expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Lee Roy'])
    expect(bodyRows()).toHaveLength(1)
  })

  it('asks before removing a paid row: its charge would pay for nothing (part 2 §4.5)', async () => {
    const { user, list } = await renderPanel()
    await user.upload(fileInput(), csv(HEAD + DANA + LEE))
    await screen.findByText(UPLOAD_COMPLETE)
    const dana = list.getSnapshot().rows[0]
    list.charges.begin([dana?.row.uuid ?? ''], 1050)
    list.markPriced() // the list publishes again, the paid row with it
    await user.click(await screen.findByRole('button', { name: 'Remove Dana Fox' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dana Fox' })
    expect(document.activeElement?.textContent).toBe('Cancel')
    expect(dialog.textContent).toContain('This row is paid.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(list.getSnapshot().rows).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Remove Dana Fox' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Dana Fox' })).getByRole('button', {
        name: 'Remove',
      }),
    )
    expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Lee Roy'])
  })
})
