import type { Logger, StorageLike } from '@waybill/sdk-core'
import { array, enums, nullable, object, refine, string } from 'superstruct'
import { createPersistedSlot } from '../session/persistedSlot.ts'
import { BATCH_FIELDS } from './parse/batchFields.ts'
import { type BatchColumnMapping, headerRowKey } from './parse/columnMapping.ts'

/** Mappings kept per account: the layouts of its last spreadsheets, the most recent first. */
export const SAVED_MAPPINGS_KEPT = 20

const mappingSchema = refine(
  object({ headers: array(string()), fields: array(nullable(enums(BATCH_FIELDS))) }),
  'oneFieldPerHeader',
  (mapping) => mapping.headers.length === mapping.fields.length,
)

/** The column mappings an account accepted, by header row (issue 25): the same layout is read again without asking. */
export interface SavedColumnMappings {
  /** The saved mappings, the most recent first: `parseBatchFile`'s `mappings`. */
  list(): readonly BatchColumnMapping[]
  /** Saves a mapping the customer accepted, replacing the one saved for the same header row. */
  save(mapping: BatchColumnMapping): void
  /** Forgets the mapping saved for a header row, so that the next file of that layout asks again. */
  forget(headers: readonly string[]): void
}

/** Options of {@link createSavedColumnMappings}. */
export interface SavedColumnMappingsOptions {
  /** Where they are kept (the browser's localStorage); none keeps them for the page's life only. */
  readonly storage?: StorageLike | undefined
  /** The account they belong to: each account has its own. */
  readonly account: string | number
  /** Told when a stored entry is dropped or cannot be written. */
  readonly logger: Logger
}

/**
 * The column mappings an account accepted (issue 25), in the persisted state: versioned and validated on load (a
 * corrupt entry is dropped with a warning), at most {@link SAVED_MAPPINGS_KEPT}, one per header row.
 *
 * @example
 * ```ts
 * const saved = createSavedColumnMappings({ storage: localStorage, account: account.id, logger: console })
 * const result = await parseBatchFile(input, { mappings: saved.list() })
 * if (result.columns.layout === 'needsMapping') askTheCustomer(result.columns) // then saved.save(accepted)
 * ```
 */
export function createSavedColumnMappings(options: SavedColumnMappingsOptions): SavedColumnMappings {
  const { storage, logger } = options
  const slot = createPersistedSlot({
    key: `batch:mappings:${options.account}`,
    version: 1,
    schema: array(mappingSchema),
    logger,
  })
  let mappings: readonly BatchColumnMapping[] = (storage && slot.load(storage)) ?? []
  const write = (next: readonly BatchColumnMapping[]) => {
    mappings = next
    if (storage)
      slot.save(
        storage,
        next.map((mapping) => ({ headers: [...mapping.headers], fields: [...mapping.fields] })),
      )
  }
  const others = (headers: readonly string[]) => {
    const key = headerRowKey(headers)
    return mappings.filter((mapping) => headerRowKey(mapping.headers) !== key)
  }
  return {
    list: () => mappings,
    save(mapping) {
      const copy = { headers: [...mapping.headers], fields: [...mapping.fields] }
      write([copy, ...others(mapping.headers)].slice(0, SAVED_MAPPINGS_KEPT))
    },
    forget(headers) {
      write(others(headers))
    },
  }
}
