import { BatchFileError, type BatchRow, fillText, messages } from '@waybill/sdk-core'
import {
  type BatchColumnMapping,
  type BatchFileColumns,
  type BatchFileReader,
  type BatchList,
  type BatchTemplateFormat,
  batchTemplate,
  headerRowKey,
  type RejectedBatchRow,
  rejectedRowsCsv,
  type SavedColumnMappings,
} from '@waybill/sdk-core/batch'
import { MULTI_DELIVERY_FILE_EXTENSIONS, rejectedRowLine } from '@waybill/sdk-core/internal'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'
import { ColumnMappingStep } from './ColumnMappingStep.tsx'
import type { DownloadableFile } from './downloadFile.ts'

const ACCEPT = MULTI_DELIVERY_FILE_EXTENSIONS.join(',')

/** Rejected rows listed on the screen; the download holds them all. */
const REJECTED_LISTED = 100

/** What the last file read left to show. */
interface ReadFile {
  readonly file: File
  readonly sheetNames: readonly string[]
  readonly sheet: string | null
  readonly rejected: readonly RejectedBatchRow[]
  readonly headerRows: readonly (readonly string[])[]
  readonly missingDataNotice: boolean
  /** The saved mapping the file was read by, without asking (issue 25); null otherwise. */
  readonly savedMapping: BatchColumnMapping | null
}

/** A file with a header row of the customer's own, waiting for its mapping (issue 25). */
interface MappingAsked {
  readonly file: File
  readonly sheet: string | undefined
  readonly columns: BatchFileColumns
  readonly initial: BatchColumnMapping
}

/** How a file is read: by the saved mappings, by one just accepted, or asking again ('Change Columns'). */
type ReadWith = { readonly accepted: BatchColumnMapping } | { readonly askAgain: true } | undefined

/** Props of {@link BatchRowsUpload}. */
export interface BatchRowsUploadProps {
  /** The batch in progress the file's rows are loaded into. */
  list: BatchList
  /** Reads the file (a Web Worker in the browser), or makes the reader on first use (then closed on unmount). */
  reader: BatchFileReader | (() => BatchFileReader)
  /** Every row's insured value: the user's default. */
  insuranceValue?: number | null
  /** Saves a file (the templates, the rejected rows). */
  download: (file: DownloadableFile) => void
  /** Called once a file's rows are in the list. */
  onLoaded: () => void
  /**
   * The account's saved column mappings (sdk-core `createSavedColumnMappings`): a file with a header row of the
   * customer's own is read by the one saved for its headers, and an accepted mapping is saved there. Without it,
   * every such file asks.
   */
  mappings?: SavedColumnMappings
}

/** The reader of `reader`, made once when it is a factory, and closed on unmount then. */
function useReader(reader: BatchFileReader | (() => BatchFileReader)): () => BatchFileReader {
  const made = useRef<BatchFileReader | null>(null)
  const source = useRef(reader)
  source.current = reader
  useEffect(
    () => () => {
      made.current?.close()
      made.current = null
    },
    [],
  )
  return () => {
    const current = source.current
    if (typeof current !== 'function') return current
    made.current ??= current()
    return made.current
  }
}

/**
 * The upload part of the batch rows panel (part 2 §2.4, §4.6 step 1; issue 8 'A repairable import'): the template
 * in CSV and XLSX, the file input, a sheet chooser for a workbook of several sheets, a refused file in words (a
 * blank or header-only one too: it has no rows, issue 21), the column-mapping step for a file with a header row of
 * the customer's own (issue 25: nothing imported until accepted; a saved mapping reads the same layout again, said
 * with 'Change Columns'), the §8 missing-data notice, and the rejected rows with their row numbers and reasons and
 * their download to repair.
 */
export function BatchRowsUpload({
  list,
  reader,
  insuranceValue,
  download,
  onLoaded,
  mappings,
}: BatchRowsUploadProps) {
  const { client } = useWaybill('BatchRowsUpload')
  const readerOf = useReader(reader)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [reading, setReading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [read, setRead] = useState<ReadFile | null>(null)
  const [sheet, setSheet] = useState('')
  const [asked, setAsked] = useState<MappingAsked | null>(null)

  async function onTemplate(format: BatchTemplateFormat) {
    setError(null)
    try {
      download(await batchTemplate(format, { names: client.config }))
    } catch (failure) {
      client.logger.error('Making the batch template failed', failure)
      setError(messages.batchTemplateFailed)
    }
  }

  async function readFile(file: File, chosen?: string, how?: ReadWith) {
    if (reading) return
    if (list.getSnapshot().started) {
      setError(messages.batchRowsStarted)
      return
    }
    setError(null)
    setAsked(null)
    setReading(true)
    const saved = mappings?.list() ?? []
    const rows: BatchRow[] = []
    const rejected: RejectedBatchRow[] = []
    try {
      const data = await file.arrayBuffer()
      const result = await readerOf().read(
        { data, name: file.name, type: file.type },
        {
          ...(chosen !== undefined && { sheet: chosen }),
          mappings: how === undefined ? saved : 'accepted' in how ? [how.accepted] : [],
          insuranceValue: insuranceValue ?? null,
          onPage: (page) => {
            rows.push(...page.rows)
            rejected.push(...page.rejected)
          },
        },
      )
      rows.push(...result.rows)
      rejected.push(...result.rejected)
      const { columns } = result
      if (columns.layout === 'needsMapping' && columns.mapping !== null) {
        // Nothing is imported before the customer accepts a mapping; a changed one starts from the saved one.
        const key = headerRowKey(columns.headers)
        const before = saved.find((mapping) => headerRowKey(mapping.headers) === key)
        setAsked({ file, sheet: chosen, columns, initial: before ?? columns.mapping })
        if (input.current) input.current.value = ''
        return
      }
      // A blank or header-only file (or sheet) imports nothing: said in words, the rows already loaded stay; a
      // workbook keeps its sheet chooser, another sheet may have rows (issues 21, 23).
      const empty = result.noRowsNotice
      if (empty === null) list.load(rows)
      const next: ReadFile = {
        file,
        sheetNames: result.sheetNames,
        sheet: result.sheet,
        rejected,
        headerRows: result.headerRows,
        missingDataNotice: result.missingDataNotice,
        savedMapping: columns.layout === 'mapped' && how === undefined ? columns.mapping : null,
      }
      // An empty file leaves the loaded rows, and so what was read with them (their rejected rows and notices),
      // unless it is another sheet of the same workbook, or a workbook whose other sheets the chooser offers.
      const replaces = empty === null || read === null || read.file === file || result.sheetNames.length > 1
      if (replaces) {
        setRead(next)
        setSheet(result.sheet ?? '')
      }
      // Emptied, so that the same file, repaired, can be chosen again.
      if (input.current) input.current.value = ''
      if (empty === null) onLoaded()
      else {
        setError(empty)
        input.current?.focus()
      }
    } catch (failure) {
      if (failure instanceof BatchFileError) setError(failure.message)
      else if (list.getSnapshot().started) setError(messages.batchRowsStarted)
      else {
        client.logger.error('Reading the batch file failed', failure)
        setError(messages.importFileUnreadable)
      }
      input.current?.focus()
    } finally {
      setReading(false)
    }
  }

  function onAccept(mapping: BatchColumnMapping) {
    if (!asked) return
    mappings?.save(mapping)
    void readFile(asked.file, asked.sheet, { accepted: mapping })
  }

  function onCancelMapping() {
    setAsked(null)
    input.current?.focus()
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file) void readFile(file)
  }

  function onRejectedDownload() {
    if (!read) return
    const base = read.file.name.replace(/\.[^.]*$/, '') || 'batch'
    download({
      data: new TextEncoder().encode(rejectedRowsCsv(read.rejected, read.headerRows)),
      name: `${base}-rejected.csv`,
      type: 'text/csv;charset=utf-8',
    })
  }

  const rejected = read?.rejected ?? []
  return (
    <div className="wb-batch-rows__upload">
      <div className="wb-batch-rows__templates">
        <button type="button" className="wb-button" onClick={() => void onTemplate('csv')}>
          {messages.batchRowsTemplateCsv}
        </button>
        <button type="button" className="wb-button" onClick={() => void onTemplate('xlsx')}>
          {messages.batchRowsTemplateXlsx}
        </button>
      </div>
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={`${id}-file`}>
          {messages.batchRowsFileLabel}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="wb-field__input wb-batch-rows__file-input"
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-error`}
          aria-invalid={error ? true : undefined}
          aria-busy={reading || undefined}
          onChange={onFile}
        />
      </div>
      <div role="status" className="wb-batch-rows__reading">
        {reading ? messages.batchRowsReading : ''}
      </div>
      <div id={`${id}-error`}>
        <FormAlert message={error} />
      </div>
      {read && read.sheetNames.length > 1 && (
        <div className="wb-batch-rows__sheet">
          <div className="wb-field">
            <label className="wb-field__label" htmlFor={`${id}-sheet`}>
              {messages.batchRowsSheetLabel}
            </label>
            <select
              id={`${id}-sheet`}
              className="wb-field__input"
              value={sheet}
              onChange={(event) => setSheet(event.target.value)}
            >
              {read.sheetNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="wb-button"
            disabled={reading}
            onClick={() => void readFile(read.file, sheet)}
          >
            {messages.batchRowsSheetRead}
          </button>
        </div>
      )}
      {asked && (
        <ColumnMappingStep
          key={headerRowKey(asked.columns.headers)}
          columns={asked.columns}
          initial={asked.initial}
          onAccept={onAccept}
          onCancel={onCancelMapping}
        />
      )}
      {read?.savedMapping && !asked && (
        <div className="wb-mapping-used">
          <p>
            {fillText(messages.mappingUsedSaved, {
              columns: read.savedMapping.headers.filter((header) => header !== '').join(', '),
            })}
          </p>
          <button
            type="button"
            className="wb-button"
            disabled={reading}
            onClick={() => void readFile(read.file, read.sheet ?? undefined, { askAgain: true })}
          >
            {messages.mappingChange}
          </button>
        </div>
      )}
      <FormAlert message={read?.missingDataNotice ? messages.rowsMissingData : null} />
      {rejected.length > 0 && (
        <section className="wb-batch-rows__rejected" aria-labelledby={`${id}-rejected`}>
          <p id={`${id}-rejected`} className="wb-batch-rows__rejected-title">
            {fillText(messages.batchRowsRejected, { count: rejected.length })}
          </p>
          <ul className="wb-batch-rows__rejected-list">
            {rejected.slice(0, REJECTED_LISTED).map((row) => (
              <li key={row.rowNumber}>{rejectedRowLine(row)}</li>
            ))}
          </ul>
          {rejected.length > REJECTED_LISTED && (
            <p>{fillText(messages.batchRowsRejectedMore, { count: rejected.length - REJECTED_LISTED })}</p>
          )}
          <button type="button" className="wb-button" onClick={onRejectedDownload}>
            {messages.batchRowsRejectedDownload}
          </button>
        </section>
      )}
    </div>
  )
}
