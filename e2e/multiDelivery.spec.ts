import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { parseBatchFile } from '../packages/sdk-core/src/batch/parse/parseBatchFile.ts'
import { freshAccount, logIn } from './accounts.ts'

const ROUTE = '/waybill/multiwaybill'
const HINT =
  'Please note: Multi-delivery batch files must be submitted at least 12 hours before pickup, ideally the day before.'
const SUCCESS =
  'Thank you for submitting your Multi-delivery batch file. A delivery Team Member will be in touch. Thank you.'
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

// Part 1 §2 route '/{brand}/multi{brand}'; part 2 §2.5, §3.13, §7 'Batch and bulk', §8 'Multi-batch success', §9.
test.describe('Multi-delivery batch files', () => {
  test('downloads the Excel template, uploads it and lists it with its status', async ({ page, request }) => {
    await logIn(page, await freshAccount(request, 'multi'))
    await page.goto(ROUTE)
    await expect(page.getByRole('heading', { name: 'Multi-delivery Batch Files' })).toBeVisible()
    await expect(page.getByText(HINT)).toBeVisible()
    const table = page.getByRole('table', { name: 'Uploaded Multi-delivery batch files' })
    await expect(table).toContainText('No batch files uploaded yet.')
    await expect(page.getByText('0-0 of 0')).toBeVisible()

    // The template is an XLSX the batch import reads: title and headers skipped, the example row refused (§3.8).
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download an Excel template' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('waybill-batch-template.xlsx')
    const bytes = await readFile(await download.path())
    const read = await parseBatchFile({ data: bytes, name: download.suggestedFilename() })
    expect(read.format).toBe('xlsx')
    expect(read.headerRows[1]?.[0]).toBe('Name')
    expect(read.counts).toMatchObject({ kept: 0, rejected: 1 })
    expect(read.rejected[0]?.reason).toBe("This is the template's example row: delete it.")

    await page.getByLabel('Batch file (CSV, XLSX or XLS)').setInputFiles({
      name: 'spring-drops.xlsx',
      mimeType: XLSX_TYPE,
      buffer: bytes,
    })
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible()
    // Listed again after the upload: the sandbox has looked at the file by then.
    const row = table.getByRole('row').filter({ hasText: 'spring-drops.xlsx' })
    await expect(row).toContainText('Validated')
    await expect(page.getByText('1-1 of 1')).toBeVisible()

    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('refuses a file of another kind and shows the upload hint only on the first 2 visits', async ({
    page,
    request,
  }) => {
    await logIn(page, await freshAccount(request, 'multi-hint'))
    await page.goto(ROUTE)
    await expect(page.getByText(HINT)).toBeVisible()
    await page.getByLabel('Batch file (CSV, XLSX or XLS)').setInputFiles({
      name: 'orders.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'The file must be a CSV, XLSX or XLS file.' }),
    ).toBeVisible()
    await expect(page.getByLabel('Batch file (CSV, XLSX or XLS)')).toBeFocused()

    await page.reload()
    await expect(page.getByText(HINT)).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Download an Excel template' })).toBeVisible()
    await expect(page.getByText(HINT)).toHaveCount(0)
  })
})
