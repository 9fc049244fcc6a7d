import { screen } from '@testing-library/react'
import { memoryStorage } from '@waybill/sdk-core'
import {
  type BatchFileReader,
  createBatchList,
  createSavedColumnMappings,
  parseBatchFile,
} from '@waybill/sdk-core/batch'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { BatchRowsUpload } from './BatchRowsUpload.tsx'

const TITLE = 'Batch\n'
const HEAD = 'Name,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count\n'
const DANA = 'Dana Fox,,1 Main St,Edmonton,AB,T5J 0H6,dana@example.com,,,PO-1,,2\n'
const NO_ROWS =
  'This file has no rows to import. Please add one row per address under the two header rows, then upload it again.'

/** A reader in the page over `parseBatchFile` (no worker in happy-dom). */
const reader: BatchFileReader = {
  read: (input, { onPage, ...options }) => parseBatchFile(input, { ...options, onPage }),
  close: () => {},
}

async function renderUpload() {
  const { client, logger } = fakeClient({ account: ACCOUNT })
  const list = createBatchList({ kind: 'oneToMany', logger })
  const mappings = createSavedColumnMappings({ storage: memoryStorage(), account: ACCOUNT.email, logger })
  const onLoaded = vi.fn()
  const view = await renderSignedIn(
    <BatchRowsUpload
      list={list}
      reader={reader}
      download={() => {}}
      onLoaded={onLoaded}
      mappings={mappings}
    />,
    { client },
  )
  await settle()
  return { ...view, list, onLoaded, mappings }
}

const fileInput = () => screen.getByLabelText('Addresses file (CSV, XLSX or XLS)')
const csv = (text: string) => new File([text], 'rows.csv', { type: 'text/csv' })

describe('BatchRowsUpload (part 2 §3.8, §4.6 step 1; issue 21)', () => {
  it.each([
    ['a blank (0-byte) file', ''],
    ['a file of the header rows only', TITLE + HEAD],
  ])('says that %s has no rows, and imports nothing: no "Upload complete"', async (_name, text) => {
    const { user, list, onLoaded } = await renderUpload()
    await user.upload(fileInput(), csv(text))
    await screen.findByText(NO_ROWS)
    expect(onLoaded).not.toHaveBeenCalled()
    expect(list.getSnapshot().rows).toEqual([])
    expect(document.activeElement).toBe(fileInput())
  })

  it('keeps the rows already loaded when a blank file follows, and clears the message with the next good file', async () => {
    const { user, list, onLoaded } = await renderUpload()
    await user.upload(fileInput(), csv(TITLE + HEAD + DANA))
    await settle()
    expect(onLoaded).toHaveBeenCalledTimes(1)
    await user.upload(fileInput(), csv(''))
    await screen.findByText(NO_ROWS)
    expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Dana Fox'])
    await settle()
    await user.upload(fileInput(), csv(TITLE + HEAD + DANA))
    await settle()
    expect(onLoaded).toHaveBeenCalledTimes(2)
    expect(screen.queryByText(NO_ROWS)).toBeNull()
  })

  it("keeps the loaded file's rejected rows and their download when a blank file follows", async () => {
    const { user } = await renderUpload()
    // A name longer than 191 characters is rejected rather than cut (part 2 §9).
    const tooLong = `${'N'.repeat(200)},,2 Main St,Edmonton,AB,T5J 0H6,,,,PO-2,,1\n`
    await user.upload(fileInput(), csv(TITLE + HEAD + DANA + tooLong))
    await settle()
    const download = await screen.findByRole('button', { name: 'Download the rejected rows' })
    expect(download).toBeTruthy()
    await user.upload(fileInput(), csv(''))
    await screen.findByText(NO_ROWS)
    expect(screen.getByRole('button', { name: 'Download the rejected rows' })).toBeTruthy()
  })
})

describe("BatchRowsUpload with a spreadsheet of the customer's own layout (issue 25)", () => {
  const OWN = 'Qty,Customer,Street,Town,Prov,Notes\n2,Dana Fox,1 Main St,Edmonton,AB,Back door\n'

  it('asks for the mapping before importing anything, imports once accepted, and saves it for the next file', async () => {
    const { user, list, onLoaded, mappings } = await renderUpload()
    await user.upload(fileInput(), csv(OWN))
    await screen.findByRole('heading', { name: 'Match your columns' })
    expect(list.getSnapshot().rows).toEqual([])
    expect(onLoaded).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Import With These Columns' }))
    await settle()
    expect(list.getSnapshot().rows.map((entry) => [entry.row.name, entry.row.packageCount])).toEqual([
      ['Dana Fox', 2],
    ])
    expect(onLoaded).toHaveBeenCalledTimes(1)
    expect(mappings.list()).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Match your columns' })).toBeNull()

    await user.upload(fileInput(), csv(OWN.replace('Dana Fox', 'Lee Chan')))
    await settle()
    expect(list.getSnapshot().rows.map((entry) => entry.row.name)).toEqual(['Lee Chan'])
    expect(
      screen.getByText(
        'Read with the columns you matched before for Qty, Customer, Street, Town, Prov, Notes.',
      ),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Change Columns' }))
    await screen.findByRole('heading', { name: 'Match your columns' })
  })

  it('imports nothing when the customer chooses another file instead', async () => {
    const { user, list } = await renderUpload()
    await user.upload(fileInput(), csv(OWN))
    await user.click(await screen.findByRole('button', { name: 'Choose Another File' }))
    expect(screen.queryByRole('heading', { name: 'Match your columns' })).toBeNull()
    expect(list.getSnapshot().rows).toEqual([])
    expect(document.activeElement).toBe(fileInput())
  })
})
