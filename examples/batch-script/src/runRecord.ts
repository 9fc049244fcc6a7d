import { createHash } from 'node:crypto'
import type { BatchKind, StorageLike } from '@waybill/sdk-core'

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
}

/** A file's SHA-256, hex: what ties a state file to its input. */
export function fingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

const isRecord = (value: unknown): value is RunRecord => {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.sha256 === 'string' &&
    typeof record.name === 'string' &&
    (record.kind === 'oneToMany' || record.kind === 'manyToOne') &&
    (record.completedAt === null || typeof record.completedAt === 'string') &&
    typeof record.accepted === 'number'
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

/** Writes the run record (atomically, with the rest of the state file). */
export function writeRunRecord(storage: StorageLike, record: RunRecord): void {
  storage.setItem(RUN_KEY, JSON.stringify(record))
}
