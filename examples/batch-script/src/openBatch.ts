import { writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fillNames, messages } from '@waybill/sdk-core'
import { type BatchList, createBatchList, parseBatchFile, rejectedRowsCsv } from '@waybill/sdk-core/batch'
import { mappingFor } from './columnMapping.ts'
import type { FileStorage } from './fileStorage.ts'
import { type CliOptions, UsageError } from './options.ts'
import type { Output } from './output.ts'
import { fingerprint, readRunRecord, writeRunRecord } from './runRecord.ts'

/** What {@link openBatch} needs. */
export interface OpenBatchContext {
  readonly options: Pick<CliOptions, 'input' | 'kind' | 'sheet' | 'mappingPath' | 'statePath'>
  readonly output: Output
  readonly storage: FileStorage
  /** The input file's bytes. */
  readonly bytes: Uint8Array
  /** The account's default insured value, every row's insurance (part 2 §3.8). */
  readonly insuranceValue: number
  readonly names: { readonly brand: string; readonly product: string }
}

/** The batch to work on, or the exit code when there is nothing to do. */
export type OpenedBatch =
  | {
      readonly list: BatchList
      /** Whether the rows came from the state file (a resume), not from the file. */
      readonly resumed: boolean
    }
  | { readonly exitCode: 0 | 2 }

/**
 * Reads the file into a new batch list, printing every rejected row with its row number and reason and writing
 * them to `<input>.rejected.csv` (safe against formula injection) for repair; the run record keeps every kept row's
 * row number. Exit 2 when no row is kept.
 */
async function loadFile(ctx: OpenBatchContext, list: BatchList): Promise<OpenedBatch> {
  const { options, output } = ctx
  const file = { data: ctx.bytes, name: basename(options.input) }
  const read = {
    insuranceValue: ctx.insuranceValue,
    ...(options.sheet !== undefined && { sheet: options.sheet }),
  }
  let result = await parseBatchFile(file, read)
  if (result.columns.layout === 'needsMapping') {
    // A header row of the customer's own (issue 25): read with the mapping given, or stop with a proposal.
    const mapping = mappingFor(result.columns, options.input, options.mappingPath, output)
    if (mapping === null) return { exitCode: 2 }
    result = await parseBatchFile(file, { ...read, mappings: [mapping] })
  }
  if (result.sheetNames.length > 1) {
    output.line(`Sheet '${result.sheet}' of ${result.sheetNames.join(', ')} (choose another with --sheet).`)
  }
  output.line(
    `Read ${result.counts.rowsIn} rows: ${result.counts.kept} kept, ${result.counts.rejected} rejected.`,
  )
  if (result.missingDataNotice) output.line(messages.rowsMissingData)
  for (const row of result.rejected) output.line(`  row ${row.rowNumber}: ${row.reason}`)
  if (result.rejected.length > 0) {
    const path = `${options.input}.rejected.csv`
    writeFileSync(path, rejectedRowsCsv(result.rejected, result.headerRows))
    output.line(`Rejected rows written to ${path}: repair them there and submit that file on its own.`)
  }
  if (result.rows.length === 0) {
    output.warn(messages.sectionFileData)
    return { exitCode: 2 }
  }
  const record = {
    sha256: fingerprint(ctx.bytes),
    name: basename(options.input),
    kind: options.kind,
    completedAt: null,
    accepted: 0,
  }
  writeRunRecord(ctx.storage, record)
  list.load(result.rows)
  // The list gives the rows their keys; each kept row carries its spreadsheet row number: the record keeps both.
  const rowNumbers = Object.fromEntries(
    list
      .getSnapshot()
      .rows.flatMap((entry) => (entry.row.rowNumber === undefined ? [] : [[entry.key, entry.row.rowNumber]])),
  )
  writeRunRecord(ctx.storage, { ...record, rowNumbers })
  return { list, resumed: false }
}

/**
 * Opens the batch of a run (part 2 §4.6 step 1): from the state file when it holds this file's batch (every row
 * keeps the uuid it was given on the first run, so nothing is booked twice), else from the file. A state file of
 * another file is dropped when its batch was never submitted, and refused (exit 2) while it is: finishing it first
 * is the only way to know which of its rows were booked. A finished batch of this file is not submitted again.
 *
 * @example
 * ```ts
 * const opened = await openBatch({ options, output, storage, bytes, insuranceValue, names })
 * if ('exitCode' in opened) return opened.exitCode
 * ```
 */
export async function openBatch(ctx: OpenBatchContext): Promise<OpenedBatch> {
  const { options, output, storage } = ctx
  const record = readRunRecord(storage)
  const logger = output.logger
  if (record && (record.sha256 !== fingerprint(ctx.bytes) || record.kind !== options.kind)) {
    const other = createBatchList({ kind: record.kind, storage, logger }).getSnapshot()
    if (other.started && record.completedAt === null) {
      throw new UsageError(
        `${options.statePath} holds the batch of ${record.name} (${record.kind}), which is being submitted. ` +
          'Run again with that file and kind to finish it, or give another --state.',
      )
    }
    output.line(`${options.statePath} held another batch, not in progress: starting over.`)
    storage.destroy()
  } else if (record?.completedAt) {
    output.line(
      `This file was submitted on ${record.completedAt} (${record.accepted} accepted); nothing to do. ` +
        `Delete ${options.statePath} to submit it again.`,
    )
    return { exitCode: 0 }
  }
  const list = createBatchList({ kind: options.kind, storage, logger })
  const state = list.getSnapshot()
  if (state.rows.length === 0) return loadFile(ctx, list)
  output.line(`Resuming the batch saved in ${options.statePath}: ${state.rows.length} rows.`)
  if (state.started) output.line(fillNames(messages.batchResume, ctx.names))
  return { list, resumed: true }
}
