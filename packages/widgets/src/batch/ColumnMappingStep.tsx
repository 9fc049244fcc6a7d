import { fillText, messages } from '@waybill/sdk-core'
import {
  BATCH_FIELD_LABELS,
  BATCH_FIELDS,
  type BatchColumnMapping,
  type BatchField,
  type BatchFileColumns,
  missingBatchFields,
  missingBatchFieldsMessages,
  withColumnField,
} from '@waybill/sdk-core/batch'
import { useEffect, useId, useRef, useState } from 'react'

/** Props of {@link ColumnMappingStep}. */
export interface ColumnMappingStepProps {
  /** The file's header row and first rows, as `parseBatchFile` answered them ('needsMapping'). */
  columns: BatchFileColumns
  /** The mapping to start from: the proposal, or the one saved for these headers when it is being changed. */
  initial: BatchColumnMapping
  /** The customer accepted a mapping that keeps rows: read the file with it. */
  onAccept: (mapping: BatchColumnMapping) => void
  /** The customer left the step: nothing is imported. */
  onCancel: () => void
}

/** The preview values of one column, the empty ones left out. */
function previewOf(columns: BatchFileColumns, column: number): string {
  return columns.preview
    .map((row) => row[column] ?? '')
    .filter((text) => text !== '')
    .join(' · ')
}

/**
 * The column-mapping step of the batch screens (issue 25): each column of the customer's header row with what it
 * holds (a batch field of part 2 §3.8, or not imported) and its first values, the fields no column holds named
 * (the keep rule of part 2 §3.8), and nothing imported until the customer accepts. Choosing a field for a column
 * takes it from any other column (sdk-core `withColumnField`). Focus moves to the heading when it opens.
 */
export function ColumnMappingStep({ columns, initial, onAccept, onCancel }: ColumnMappingStepProps) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [mapping, setMapping] = useState(initial)
  const missing = missingBatchFieldsMessages(missingBatchFields(mapping))
  useEffect(() => heading.current?.focus(), [])

  const choose = (column: number, value: string) => {
    const field = value === '' ? null : (value as BatchField)
    setMapping((current) => withColumnField(current, column, field))
  }

  return (
    <section className="wb-mapping" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="wb-mapping__title">
        {messages.mappingTitle}
      </h3>
      <p className="wb-mapping__intro">{fillText(messages.mappingIntro, { row: columns.headerRowNumber })}</p>
      <ol className="wb-mapping__columns">
        {mapping.headers.map((header, column) => {
          const preview = previewOf(columns, column)
          const name = header === '' ? `#${column + 1}` : header
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are fixed; headers may repeat.
            <li key={column} className="wb-mapping__column">
              <label htmlFor={`${id}-${column}`} className="wb-mapping__header">
                {name}
              </label>
              <select
                id={`${id}-${column}`}
                className="wb-select"
                value={mapping.fields[column] ?? ''}
                aria-describedby={preview === '' ? undefined : `${id}-${column}-preview`}
                onChange={(event) => choose(column, event.target.value)}
              >
                <option value="">{messages.mappingIgnored}</option>
                {BATCH_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {BATCH_FIELD_LABELS[field]}
                  </option>
                ))}
              </select>
              {preview !== '' && (
                <p id={`${id}-${column}-preview`} className="wb-mapping__preview" title={preview}>
                  <span className="wb-visually-hidden">{messages.mappingPreview}: </span>
                  {preview}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      <div className="wb-mapping__missing" role="status">
        {missing.map((sentence) => (
          <p key={sentence} className="wb-alert wb-alert--error">
            {sentence}
          </p>
        ))}
      </div>
      <div className="wb-mapping__actions">
        <button
          type="button"
          className="wb-button wb-button--primary"
          disabled={missing.length > 0}
          onClick={() => onAccept(mapping)}
        >
          {messages.mappingAccept}
        </button>
        <button type="button" className="wb-button" onClick={onCancel}>
          {messages.mappingCancel}
        </button>
      </div>
    </section>
  )
}
