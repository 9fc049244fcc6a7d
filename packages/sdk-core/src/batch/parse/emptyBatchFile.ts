import { messages } from '../../domain/messages.ts'
import type { BatchParseCounts } from './types.ts'

/**
 * What a batch screen says of a file read with no row at all — a blank (0-byte) file, or one holding only the two
 * skipped header rows (part 2 §3.8) — in place of 'Upload complete. Please click "Validate Addresses"' (part 2 §4.6
 * step 1), which would announce an import of nothing: `messages.importFileNoRows` (our words, docs/decisions.md).
 * Null for a file with any row past the headers, kept or rejected: those are imported and listed.
 *
 * @example
 * ```ts
 * const result = await parseBatchFile({ data, name: 'orders.csv' })
 * const empty = emptyBatchFileMessage(result.counts)
 * if (empty !== null) show(empty)
 * else list.load(result.rows)
 * ```
 */
export function emptyBatchFileMessage(counts: Pick<BatchParseCounts, 'rowsIn'>): string | null {
  return counts.rowsIn === 0 ? messages.importFileNoRows : null
}
