// A 100,000-row batch file imported in Chromium (issue 8 'In Chromium, importing 100k rows never blocks the main
// thread for more than 50 ms'): sdk-core's batch worker reads it and posts the rows back page by page. The page
// (packages/widgets/test/bench/batchImportBench.ts) and the worker entry are bundled from source; CSV and XLSX
// files are made here. Skipped with a note without Chromium.

import { FILE_HEADER } from '../packages/sdk-core/test/batchFileFixtures.ts'
import { bundlePages, launchChromium, openPage, PAGES, type ServedFile } from './browser.ts'
import type { BenchLine } from './timeWindows.ts'

const ROWS = 100_000
const LONG_TASK_MS = 50

/** What the page's `importFile` reports. */
interface ImportResult {
  ms: number
  kept: number
  rowsIn: number
  pages: number
  longTasksMs: number[]
  longestGapMs: number
}

/** The template's two header rows, then `ROWS` rows of the §3.8 columns. */
function table(): (string | number)[][] {
  const rows: (string | number)[][] = [['Batch upload'], [...FILE_HEADER]]
  for (let index = 1; index <= ROWS; index++) {
    rows.push([
      `Customer ${index}`,
      index % 7 === 0 ? `${index % 300}` : '',
      `${100 + (index % 9000)} 104 Ave NW`,
      'Edmonton',
      'AB',
      'T5J 0K1',
      `customer${index}@example.com`,
      '(780) 555-0101',
      '',
      `ORD-${index}`,
      'Books',
      1 + (index % 3),
    ])
  }
  return rows
}

async function files(): Promise<Map<string, ServedFile>> {
  const rows = table()
  // As Excel writes a CSV: quotes only around cells that need them.
  const quote = (cell: string | number) =>
    /[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : cell
  const csv = rows.map((row) => row.map(quote).join(',')).join('\r\n')
  const XLSX = await import('@e965/xlsx')
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { dense: true }), 'Orders')
  const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
  const served = await bundlePages([
    `${PAGES}/batchImportBench.ts`,
    'packages/sdk-core/src/batch/parse/batchWorker.ts',
  ])
  served.set('/rows.csv', { body: csv, contentType: 'text/csv' })
  served.set('/rows.xlsx', { body: xlsx, contentType: 'application/octet-stream' })
  return served
}

/** Prints, for a CSV and an XLSX of 100,000 rows, the longest main-thread task beside its budget. */
export async function benchBatchImport(line: BenchLine): Promise<void> {
  console.info('\nA batch import in Chromium (sdk-core from source, read in its Web Worker)')
  const browser = await launchChromium('batch import')
  if (!browser) return
  try {
    const served = await files()
    for (const name of ['rows.csv', 'rows.xlsx']) {
      const page = await openPage(browser, served, 'batchImportBench.js')
      const result = await page.evaluate(
        (file) =>
          (
            globalThis as unknown as { waybillBench: { importFile(name: string): Promise<ImportResult> } }
          ).waybillBench.importFile(file),
        name,
      )
      const longest = Math.max(0, ...result.longTasksMs)
      line(
        `${name}: ${result.kept.toLocaleString('en')} of ${result.rowsIn.toLocaleString('en')} rows in ${result.pages} pages, longest task`,
        result.longTasksMs.length === 0 ? 'none' : `${longest.toFixed(0)} ms`,
        `≤ ${LONG_TASK_MS} ms`,
        longest <= LONG_TASK_MS && result.kept === ROWS,
      )
      line(`  …longest gap between frames`, `${result.longestGapMs.toFixed(1)} ms`, 'report only', true)
      line(
        `  …import time, worker start to last row`,
        `${(result.ms / 1000).toFixed(2)} s`,
        'report only',
        true,
      )
      await page.close()
    }
  } finally {
    await browser.close()
  }
}
