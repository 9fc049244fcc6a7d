import { createHash } from 'node:crypto'
import type { StorageLike } from '@waybill/sdk-core'
import type { BatchKind } from '@waybill/sdk-core/rules'

/** The key of the script's own entry in the state file, beside the SDK's batch entries. */
export const RUN_KEY = 'batch-script:run'

/** Which file a state file's batch came from, and whether it was finished. */
export interface RunRecord {
  /** The input file's SHA-256, hex. */
  readonly sha256: string
  /** The input file's name, for messages. */
  readonly name: string
  /** The batch's kind. */
  readonly kind: BatchKind
  /** When every row was settled and the labels sent (ISO 8601), or null while the batch is open. */
  readonly completedAt: string | null
  /** Rows accepted by then. */
  readonly accepted: number
  /**
   * Each kept row's spreadsheet row number, by its key in the batch list (not by uuid: an order number given twice
   * gives two rows one uuid), written when the file is first read; absent in state files written before.
   */
  readonly rowNumbers?: Readonly<Record<string, number>>
}

/** A file's SHA-256, hex: what ties a state file to its input. */
export function fingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

const isRowNumbers = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((number) => Number.isInteger(number) && number > 0)

const isRecord = (value: unknown): value is RunRecord => {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.sha256 === 'string' &&
    typeof record.name === 'string' &&
    (record.kind === 'oneToMany' || record.kind === 'manyToOne') &&
    (record.completedAt === null || typeof record.completedAt === 'string') &&
    typeof record.accepted === 'number' &&
    (record.rowNumbers === undefined || isRowNumbers(record.rowNumbers))
  )
}

/** The run record of a state file, or null when it has none (or an unreadable one). */
export function readRunRecord(storage: StorageLike): RunRecord | null {
  const raw = storage.getItem(RUN_KEY)
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isRecord(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** The spreadsheet row number of the list row `key`, or null when the record does not know it. */
export function rowNumberOf(record: RunRecord | null, key: string): number | null {
  const numbers = record?.rowNumbers
  return numbers !== undefined && Object.hasOwn(numbers, key) ? (numbers[key] ?? null) : null
}

/** Writes the run record (atomically, with the rest of the state file). */
export function writeRunRecord(storage: StorageLike, record: RunRecord): void {
  storage.setItem(RUN_KEY, JSON.stringify(record))
}
