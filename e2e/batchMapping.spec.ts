import { expect, type Page, test } from '@playwright/test'
import { freshAccount, logIn } from './accounts.ts'

// Issue 25: the importer takes the customer's spreadsheet as it is. A file with a header row in the customer's own
// words and order goes from upload to validated rows through the mapping step; a second upload of the same layout
// needs no mapping.

const LAYOUTS = {
  English: 'Qty,Customer,Phone Number,E-mail,Street,Suite,Town,Prov,Postal Code,Order #,Notes,what3words',
  French: 'Colis,Nom,Téléphone,Courriel,Adresse,App.,Ville,Province,Code postal,Référence,Détails,W3W',
} as const

/** Three Edmonton rows the sandbox validates, in the customer's column order above. */
function customerCsv(header: string, tag: string): string {
  const rows = [
    `2,${tag} Ana,780-555-0101,ana@example.com,10220 Jasper Ave NW,,Edmonton,AB,,${tag}-1,Leave at door,`,
    `1,${tag} Ben,7805550102,,10150 Jasper Ave NW,12,Edmonton,AB,,${tag}-2,,`,
    `3 boxes,${tag} Cy,,cy@example.com,10220 104 Ave NW,,Edmonton,AB,,${tag}-3,,`,
  ]
  return `${[header, ...rows].join('\r\n')}\r\n`
}

async function upload(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('Addresses file (CSV, XLSX or XLS)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  })
}

for (const [language, header] of Object.entries(LAYOUTS)) {
  test(`a customer's own ${language} spreadsheet: mapped once, validated, and read by the saved mapping the next time`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const login = await freshAccount(request, `mapping-${language}`)
    await logIn(page, login)
    await page.goto('/waybill/createOneToMany')
    await expect(page.getByRole('heading', { name: 'Delivery Batch (Many Drop Offs)' })).toBeVisible()

    const tag = `M${Date.now() % 100_000}`
    await upload(page, 'orders.csv', customerCsv(header, tag))
    const step = page.getByRole('region', { name: 'Match your columns' })
    await expect(step).toBeVisible()
    await expect(step.getByRole('heading', { name: 'Match your columns' })).toBeFocused()
    // Nothing is imported before the customer accepts.
    await expect(page.getByText('Upload complete. Please click "Validate Addresses"')).toHaveCount(0)
    const first = header.split(',')
    await expect(step.getByRole('combobox', { name: first[0] })).toHaveValue('packageCount')
    await expect(step.getByRole('combobox', { name: first[6] })).toHaveValue('city')
    await expect(step.getByText(`${tag} Ana · ${tag} Ben · ${tag} Cy`)).toBeVisible()

    // Changed by keyboard: the notes column is not imported, then imported again.
    const notes = step.getByRole('combobox', { name: first[10] })
    await notes.focus()
    await notes.selectOption('')
    await notes.selectOption('itemDescription')
    await step.getByRole('button', { name: 'Import With These Columns' }).click()

    await expect(page.getByText('Upload complete. Please click "Validate Addresses"')).toBeVisible()
    await expect(step).toHaveCount(0)
    const table = page.getByRole('table')
    await expect(table).toContainText(`${tag} Ana`)
    await expect(table).toContainText('10150 Jasper Ave NW')
    await page.getByRole('button', { name: 'Validate Addresses' }).click()
    await expect(page.getByText('3 of 3 address(es) validated.')).toBeVisible({ timeout: 15_000 })

    // The same layout again: straight to the rows, saying which saved mapping it used, with a way to change it.
    await page.reload()
    const again = `${tag}b`
    await upload(page, 'orders-2.csv', customerCsv(header, again))
    await expect(page.getByText(/^Read with the columns you matched before for /)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Match your columns' })).toHaveCount(0)
    await expect(page.getByRole('table')).toContainText(`${again} Cy`)
    await page.getByRole('button', { name: 'Change Columns' }).click()
    await expect(page.getByRole('region', { name: 'Match your columns' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: first[10] })).toHaveValue('itemDescription')
  })
}
