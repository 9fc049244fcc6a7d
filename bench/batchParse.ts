// Batch import's budgets (issue 8 'Performance'): a CSV is parsed and normalised into batch rows at ≥ 300,000
// rows/s in Node (10k rows ≤ 35 ms, 100k ≤ 350 ms) with a heap ≤ 5× the file; an XLSX of 10k rows in ≤ 500 ms and
// of 100k in ≤ 5 s (SheetJS dense mode). The files are generated in memory, like a customer's: one row in 20
// rejected, addresses with commas quoted, an order number on most rows. The heap figure is the peak of V8's live
// heap over the parse (collected and sampled at each page of 1,000 rows, every row kept alive as the caller would,
// so garbage not yet collected does not count) minus the heap before, over the file's size.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import * as XLSX from '@e965/xlsx'
import type { BatchRow } from '@waybill/sdk-core'
import { type BatchParseOptions, parseBatchFile, proposeColumnMapping } from '@waybill/sdk-core/batch'
import { CUSTOMER_HEADER, FILE_HEADER } from '../packages/sdk-core/test/batchFileFixtures.ts'
import type { BenchLine } from './timeWindows.ts'

const CSV_ROWS_PER_S = 300_000
const CSV_BUDGET_MS: Record<number, number> = { 10000: 35, 100000: 350 }
const XLSX_BUDGET_MS: Record<number, number> = { 10000: 500, 100000: 5000 }
const HEAP_RATIO = 5
const HEADER = [...FILE_HEADER]

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** One template row; one in 20 has no package count (rejected), one in 7 has a unit and a quoted address. */
function row(i: number): (string | number)[] {
  const cities = ['Edmonton', 'Red Deer', 'Calgary']
  return [
    `Recipient ${i + 1}`,
    i % 7 === 0 ? `${100 + (i % 900)}` : '',
    i % 7 === 0
      ? `${10_000 + (i % 400)} Jasper Ave NW, Suite ${i % 40}`
      : `${10_000 + (i % 400)} Jasper Ave NW`,
    cities[i % 3] ?? 'Edmonton',
    'AB',
    'T5J 0K1',
    `recipient${i + 1}@example.com`,
    `(780) 555-${String(i % 10_000).padStart(4, '0')}`,
    '',
    i % 4 === 0 ? '' : `ORD-${100_000 + i}`,
    i % 3 === 0 ? 'Two boxes of books' : '',
    i % 20 === 19 ? '' : 1 + (i % 5),
  ]
}

function csvField(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function csvFile(rows: number): Uint8Array {
  const lines = ['Waybill batch template', HEADER.join(',')]
  for (let i = 0; i < rows; i++) lines.push(row(i).map(csvField).join(','))
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
}

/** A customer's header row for the template's columns, in the customer's order (issue 25's example). */
const CUSTOMER_ORDER = [11, 0, 7, 6, 2, 1, 3, 4, 5, 9, 10, 8]

/** The same rows as {@link csvFile}, under the customer's header row in the customer's column order. */
function customerCsvFile(rows: number): Uint8Array {
  const lines = [CUSTOMER_HEADER.join(',')]
  for (let i = 0; i < rows; i++) {
    const cells = row(i)
    lines.push(CUSTOMER_ORDER.map((column) => csvField(cells[column] ?? '')).join(','))
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
}

function xlsxFile(rows: number): Uint8Array {
  const data: (string | number)[][] = [['Waybill batch template'], HEADER]
  for (let i = 0; i < rows; i++) data.push(row(i))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data, { dense: true }), 'Orders')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }))
}

let ids = 0
const options: BatchParseOptions = { insuranceValue: 100, randomUUID: () => `id-${++ids}` }

async function median(runs: number, parse: () => Promise<unknown>): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await parse()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN
}

/** Peak live heap over one parse, minus the heap before, with every page kept as a caller would. */
async function peakHeap(data: Uint8Array): Promise<number> {
  const kept: BatchRow[][] = []
  gc()
  const before = process.memoryUsage().heapUsed
  let peak = before
  await parseBatchFile(
    { data, name: 'batch.csv' },
    {
      ...options,
      onPage: (page) => {
        kept.push([...page.rows])
        gc()
        peak = Math.max(peak, process.memoryUsage().heapUsed)
      },
    },
  )
  gc()
  peak = Math.max(peak, process.memoryUsage().heapUsed)
  if (kept.length === 0) throw new Error('no rows')
  return peak - before
}

/** Measures CSV and XLSX parsing of 10k and 100k rows and prints each beside its budget. */
export async function benchBatchParse(line: BenchLine): Promise<void> {
  const csv = { 10000: csvFile(10_000), 100000: csvFile(100_000) }
  await median(15, () => parseBatchFile({ data: csv[10_000], name: 'batch.csv' }, options)) // warm-up
  for (const rows of [10_000, 100_000] as const) {
    const ms = await median(rows === 10_000 ? 21 : 7, () =>
      parseBatchFile({ data: csv[rows], name: 'batch.csv' }, options),
    )
    const budget = CSV_BUDGET_MS[rows] ?? 0
    line(
      `CSV ${rows / 1000}k rows parse + normalise, median`,
      `${ms.toFixed(1)} ms`,
      `≤ ${budget} ms`,
      ms <= budget,
    )
    if (rows === 100_000) {
      const rate = (rows / ms) * 1000
      line(
        'CSV rows per second (100k)',
        `${Math.round(rate / 1000)}k/s`,
        `≥ ${CSV_ROWS_PER_S / 1000}k/s`,
        rate >= CSV_ROWS_PER_S,
      )
    }
  }
  await benchMapping(line, csv[100_000])
  const heap = await peakHeap(csv[100_000])
  const ratio = heap / csv[100_000].byteLength
  line(
    `CSV 100k heap (${(csv[100_000].byteLength / 1e6).toFixed(1)} MB file)`,
    `${ratio.toFixed(2)}× file`,
    `≤ ${HEAP_RATIO}×`,
    ratio <= HEAP_RATIO,
  )
  for (const rows of [10_000, 100_000] as const) {
    const data = xlsxFile(rows)
    await parseBatchFile({ data, name: 'batch.xlsx' }, options) // warm-up
    const ms = await median(rows === 10_000 ? 5 : 3, () =>
      parseBatchFile({ data, name: 'batch.xlsx' }, options),
    )
    const budget = XLSX_BUDGET_MS[rows] ?? 0
    line(
      `XLSX ${rows / 1000}k rows parse + normalise, median`,
      `${ms.toFixed(0)} ms`,
      `≤ ${budget} ms`,
      ms <= budget,
    )
  }
}

/** Issue 25: a 100k-row file read through a column mapping, beside the same rows in the template, within 10%. */
async function benchMapping(line: BenchLine, template: Uint8Array): Promise<void> {
  const customer = customerCsvFile(100_000)
  const mapped = { ...options, mappings: [proposeColumnMapping(CUSTOMER_HEADER)] }
  const check = await parseBatchFile({ data: customer, name: 'orders.csv' }, mapped)
  if (check.columns.layout !== 'mapped' || check.counts.kept !== 95_000)
    throw new Error('mapping not applied')
  // Interleaved, so that both medians see the same machine.
  const times = { template: [] as number[], mapped: [] as number[] }
  for (let i = 0; i < 7; i++) {
    let start = performance.now()
    await parseBatchFile({ data: template, name: 'batch.csv' }, options)
    times.template.push(performance.now() - start)
    start = performance.now()
    await parseBatchFile({ data: customer, name: 'orders.csv' }, mapped)
    times.mapped.push(performance.now() - start)
  }
  const mid = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN
  const base = mid(times.template)
  const ms = mid(times.mapped)
  const over = (ms / base - 1) * 100
  line(
    'CSV 100k rows through a column mapping, median',
    `${ms.toFixed(1)} ms (template ${base.toFixed(1)} ms, ${over >= 0 ? '+' : ''}${over.toFixed(1)}%)`,
    '≤ template + 10%',
    ms <= base * 1.1,
  )
}
