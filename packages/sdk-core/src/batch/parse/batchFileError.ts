import { WaybillError } from '../../http/errors.ts'

/**
 * Why a batch file was refused as a whole: `tooLarge` (over `BATCH_FILE_MAX_BYTES`, or a workbook unpacking to
 * more than `BATCH_XLSX_MAX_UNZIPPED_BYTES`), `tooManyRows` (more data rows than `BATCH_MAX_ROWS`), `unreadable`
 * (not a CSV text, or a damaged or protected workbook), `sheetMissing` (the chosen sheet is not in the workbook).
 */
export type BatchFileErrorCode = 'tooLarge' | 'tooManyRows' | 'unreadable' | 'sheetMissing'

/**
 * A batch file refused as a whole, before any row was read: the only error `parseBatchFile` throws. `message`
 * is the catalogue text to show; `code` says which refusal it is; `cause` keeps the reader's own error.
 */
export class BatchFileError extends WaybillError {
  /** Which refusal this is. */
  readonly code: BatchFileErrorCode
  /** Shows `message` (a catalogue text); `call` is always 'batch.parseFile'. */
  constructor(code: BatchFileErrorCode, message: string, options?: ErrorOptions) {
    super('batch.parseFile', message, options)
    this.code = code
  }
}
