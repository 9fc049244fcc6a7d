import { afterEach, describe, expect, it } from 'vitest'
import type { BatchRow } from '../../domain/batch.ts'
import { BatchFileError } from './batchFileError.ts'
import { type BatchWorkerPort, createBatchFileReader, serveBatchFiles } from './batchFileWorker.ts'
import { BATCH_FILE_MAX_BYTES } from './limits.ts'
import type { RejectedBatchRow } from './types.ts'

const HEADER = 'Title\nName,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count\n'

/** A CSV of `count` rows: every fifth one misses its package count (rejected, part 2 §3.8). */
function csv(count: number): Uint8Array {
  let text = HEADER
  for (let index = 1; index <= count; index++) {
    text += `Row ${index},,${index} Main St,Edmonton,AB,,,,,,,${index % 5 === 0 ? '' : 1}\n`
  }
  return new TextEncoder().encode(text)
}

let ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports) port.close()
  ports = []
})

/**
 * The worker's side served on one end of a channel (what `self` is in a worker), the page's reader on the other.
 * Node's MessagePort, like a Worker, needs no `start()` once it has a listener.
 */
function readerOverChannel() {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  serveBatchFiles(port2 as unknown as BatchWorkerPort)
  let made = 0
  const reader = createBatchFileReader(() => {
    made += 1
    return port1 as unknown as BatchWorkerPort
  })
  return { reader, made: () => made }
}

describe('createBatchFileReader, serveBatchFiles (issue 8: parse in a Web Worker, rows back in pages)', () => {
  it('reads a file in the worker and hands its rows over page by page, then the counts', async () => {
    const { reader, made } = readerOverChannel()
    const rows: BatchRow[] = []
    const rejected: RejectedBatchRow[] = []
    let pages = 0
    const result = await reader.read(
      { data: csv(2_500), name: 'orders.csv' },
      {
        pageSize: 1_000,
        onPage: (page) => {
          pages += 1
          rows.push(...page.rows)
          rejected.push(...page.rejected)
        },
      },
    )
    expect(pages).toBe(3)
    expect(result.counts).toMatchObject({ rowsIn: 2_500, kept: 2_000, rejected: 500 })
    expect(rows).toHaveLength(2_000)
    expect(rows[0]).toMatchObject({ name: 'Row 1', address: '1 Main St', packageCount: 1, valid: false })
    expect(rejected[0]?.rowNumber).toBe(7)
    expect(result.rows).toEqual([])
    expect(made()).toBe(1)
  })

  it('moves the bytes of a whole buffer to the worker, and copies a view into a bigger one', async () => {
    const { reader } = readerOverChannel()
    const whole = csv(3)
    await reader.read({ data: whole, name: 'a.csv' }, { onPage: () => {} })
    expect(whole.byteLength).toBe(0)

    const source = csv(3)
    const bigger = new Uint8Array(source.byteLength + 10)
    bigger.set(source, 10)
    const view = bigger.subarray(10)
    const result = await reader.read({ data: view, name: 'b.csv' }, { onPage: () => {} })
    expect(result.counts.kept).toBe(3)
    expect(view.byteLength).toBe(source.byteLength)
  })

  it('answers two reads at once each with its own rows', async () => {
    const { reader } = readerOverChannel()
    const seen = { a: 0, b: 0 }
    const [a, b] = await Promise.all([
      reader.read({ data: csv(10), name: 'a.csv' }, { onPage: (page) => (seen.a += page.rows.length) }),
      reader.read({ data: csv(20), name: 'b.csv' }, { onPage: (page) => (seen.b += page.rows.length) }),
    ])
    expect([a.counts.kept, b.counts.kept, seen.a, seen.b]).toEqual([8, 16, 8, 16])
  })

  it('rejects a refused file with its BatchFileError code and catalogue text', async () => {
    const { reader } = readerOverChannel()
    const error = await reader
      .read({ data: new Uint8Array(BATCH_FILE_MAX_BYTES + 1), name: 'big.csv' }, { onPage: () => {} })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BatchFileError)
    expect(error).toMatchObject({ code: 'tooLarge', message: expect.stringContaining('larger than 20 MB') })
  })

  it("rejects every read under way when the worker dies ('error', 'messageerror'), and the next read makes a new worker (issue 8)", async () => {
    /** A worker that takes requests and never answers, until it fails. */
    class DeadWorker extends EventTarget {
      posted = 0
      terminated = false
      postMessage() {
        this.posted += 1
      }
      terminate() {
        this.terminated = true
      }
    }
    const workers: DeadWorker[] = []
    const reader = createBatchFileReader(() => {
      const worker = new DeadWorker()
      workers.push(worker)
      return worker as unknown as BatchWorkerPort
    })
    const first = reader.read({ data: csv(3), name: 'a.csv' }, { onPage: () => {} })
    const second = reader.read({ data: csv(3), name: 'b.csv' }, { onPage: () => {} })
    const failure = new Event('error')
    Object.defineProperty(failure, 'message', { value: 'Script error' })
    workers[0]?.dispatchEvent(failure)
    await expect(first).rejects.toThrow('The batch file worker failed: Script error.')
    await expect(second).rejects.toThrow('The batch file worker failed')
    expect(workers[0]?.terminated).toBe(true)

    const third = reader.read({ data: csv(3), name: 'c.csv' }, { onPage: () => {} })
    expect(workers).toHaveLength(2)
    expect(workers[1]?.posted).toBe(1)
    workers[1]?.dispatchEvent(new Event('messageerror'))
    await expect(third).rejects.toThrow('The batch file worker sent an answer that could not be read.')
    // The first worker's late events reach no one.
    workers[0]?.dispatchEvent(new Event('error'))
  })

  it('rejects the reads under way when closed', async () => {
    const { reader } = readerOverChannel()
    const reading = reader.read({ data: csv(50_000), name: 'big.csv' }, { onPage: () => {} })
    reader.close()
    await expect(reading).rejects.toThrow('closed')
  })
})
