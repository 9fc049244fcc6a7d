/**
 * Batch ordering from a spreadsheet (part 2 §3.8-§5.3): read a CSV, XLSX or XLS file in the courier's template,
 * check the addresses, price every row and book them exactly once, resumably. `parseBatchFile` and
 * `readSpreadsheetCells` read; `createBatchList` holds the rows, their checks and booking records in a storage so a
 * run survives a crash; `createBatchSubmit` prices and books. Made for Node scripts (see the batch scripting guide)
 * and used by the portal's batch screens.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs'
 * import { createClient } from '@waybill/sdk-core'
 * import { parseBatchFile, validateAddresses } from '@waybill/sdk-core/batch'
 *
 * const client = createClient({ baseUrl: 'http://127.0.0.1:4317' }) // the sandbox: `npm start`
 * const apiCode = process.env.WAYBILL_API_CODE ?? ''
 * const parsed = await parseBatchFile({ data: readFileSync('orders.csv'), name: 'orders.csv' })
 * for (const row of parsed.rejected) console.info(`row ${row.rowNumber}: ${row.reason}`)
 * const { outcomes } = await validateAddresses(parsed.rows, { client, apiCode })
 * console.info(outcomes.map((outcome) => outcome.status)) // one per kept row, e.g. [ 'valid', 'valid' ]
 * ```
 *
 * @packageDocumentation
 */

export type { PrepaymentLedger, PrepaymentRecord, UnconfirmedCharge } from '../summary/prepaymentLedger.ts'
export { type BatchDateInput, defaultBatchDate } from '../time/batchDate.ts'
export { batchRowName, canPayBatch } from './batchOrder.ts'
export { createBatchList, mayBeBooked } from './batchState.ts'
export type {
  BatchAddressCheck,
  BatchList,
  BatchListOptions,
  BatchListRow,
  BatchListState,
  BatchRowCharge,
  BatchRowSend,
  BatchSendOutcome,
  BatchSendRoute,
  BatchSendState,
} from './batchStateTypes.ts'
export { createBatchSubmit } from './batchSubmit.ts'
export type { BatchSendRetry } from './batchSubmitSend.ts'
export type {
  BatchEstimateStatus,
  BatchRowPrice,
  BatchSubmit,
  BatchSubmitOptions,
  BatchSubmitState,
  BatchSubmitStatus,
} from './batchSubmitTypes.ts'
export {
  type BatchTemplateFile,
  type BatchTemplateFormat,
  type BatchTemplateOptions,
  batchTemplate,
} from './batchTemplate.ts'
export {
  BATCH_FIELD_LABELS,
  BATCH_FIELDS,
  type BatchField,
  type HeaderMatch,
  matchHeader,
  normalizeHeader,
} from './parse/batchFields.ts'
export {
  type BatchFileReader,
  type BatchWorkerOptions,
  type BatchWorkerPort,
  createBatchFileReader,
} from './parse/batchFileWorker.ts'
export {
  type BatchColumnMapping,
  columnMappingFromNames,
  headerRowKey,
  isCompleteMapping,
  type MissingBatchFields,
  missingBatchFields,
  missingBatchFieldsMessages,
  proposeColumnMapping,
  withColumnField,
} from './parse/columnMapping.ts'
export { BATCH_FILE_MAX_BYTES, BATCH_MAX_ROWS, BATCH_XLSX_MAX_UNZIPPED_BYTES } from './parse/limits.ts'
export { parseBatchFile } from './parse/parseBatchFile.ts'
export { readSpreadsheetCells } from './parse/readSpreadsheetCells.ts'
export { rejectedRowsCsv } from './parse/rejectedRowsCsv.ts'
export type {
  BatchFileColumns,
  BatchFileFormat,
  BatchFileInput,
  BatchParseCounts,
  BatchParseOptions,
  BatchParsePage,
  BatchParseResult,
  BatchTextEncoding,
  KeptBatchRow,
  RejectedBatchRow,
  SpreadsheetCells,
} from './parse/types.ts'
export {
  createSavedColumnMappings,
  SAVED_MAPPINGS_KEPT,
  type SavedColumnMappings,
  type SavedColumnMappingsOptions,
} from './savedMappings.ts'
export {
  type RowValidation,
  type ValidateAddressesOptions,
  type ValidateAddressesProgress,
  type ValidateAddressesResult,
  validateAddresses,
} from './validateAddresses.ts'
