import { BatchFileError, type BatchFileErrorCode } from './batchFileError.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import type { BatchFileInput, BatchParseOptions, BatchParsePage, BatchParseResult } from './types.ts'

/** The options a worker reads a file with: those of `parseBatchFile` that cross a thread (no functions). */
export type BatchWorkerOptions = Pick<BatchParseOptions, 'sheet' | 'insuranceValue' | 'pageSize' | 'mappings'>

/** What the page asks the worker: read these bytes. */
interface ReadRequest {
  readonly id: number
  readonly input: BatchFileInput
  readonly options: BatchWorkerOptions
}

/** What the worker answers, as many pages as there are, then one end. */
type WorkerAnswer =
  | { readonly id: number; readonly type: 'page'; readonly page: BatchParsePage }
  | { readonly id: number; readonly type: 'done'; readonly result: BatchParseResult }
  | {
      readonly id: number
      readonly type: 'error'
      readonly code: BatchFileErrorCode | null
      readonly message: string
    }

/**
 * The side of a message channel the worker or the page holds: a `Worker`, the worker's `self`, a `MessagePort`.
 * The page's reader also listens for 'error' (the worker failed to load or threw) and 'messageerror' (an answer
 * that could not be read).
 */
export interface BatchWorkerPort {
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void
  removeEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void
}

/**
 * The worker's side (part of issue 8 'In the browser, parse in a Web Worker'): reads each file it is sent with
 * `parseBatchFile` and posts its rows back page by page, then the counts. A refused file comes back as its
 * `BatchFileError` code and message. The batch worker entry (`@waybill/sdk-core/batch-worker`) calls this on `self`.
 */
export function serveBatchFiles(port: BatchWorkerPort): void {
  port.addEventListener('message', (event: Event) => {
    const { id, input, options } = (event as MessageEvent).data as ReadRequest
    const answer = (message: WorkerAnswer) => port.postMessage(message)
    parseBatchFile(input, { ...options, onPage: (page) => answer({ id, type: 'page', page }) }).then(
      (result) => answer({ id, type: 'done', result }),
      (error: unknown) =>
        answer({
          id,
          type: 'error',
          code: error instanceof BatchFileError ? error.code : null,
          message: error instanceof Error ? error.message : String(error),
        }),
    )
  })
}

/** Reads batch files in a Web Worker; see {@link createBatchFileReader}. */
export interface BatchFileReader {
  /**
   * Reads a file in the worker: `onPage` receives its rows page by page as they are read (the result's `rows`
   * and `rejected` stay empty). Bytes that fill their buffer are moved to the worker, not copied: `input.data` is
   * empty afterwards.
   * Rejects with `BatchFileError` for a refused file, as `parseBatchFile` does.
   */
  read(
    input: BatchFileInput,
    options: BatchWorkerOptions & { readonly onPage: (page: BatchParsePage) => void },
  ): Promise<BatchParseResult>
  /**
   * Stops the worker; reads still under way reject. A worker that dies on its own (its 'error' or 'messageerror'
   * event) is stopped the same way, and the next read starts a new one.
   */
  close(): void
}

/**
 * The page's side: reads batch files in a Web Worker, so that a 100,000-row file never blocks the page (issue 8),
 * and the parsers load in the worker only. `worker` makes the worker, once, on the first read; with Vite:
 *
 * @example
 * ```ts
 * import BatchWorker from '@waybill/sdk-core/batch-worker?worker'
 * const reader = createBatchFileReader(() => new BatchWorker())
 * const result = await reader.read({ data: await file.arrayBuffer(), name: file.name }, { onPage: addRows })
 * ```
 */
export function createBatchFileReader(
  worker: () => BatchWorkerPort & { terminate?(): void },
): BatchFileReader {
  let port: (BatchWorkerPort & { terminate?(): void }) | null = null
  let nextId = 1
  const reads = new Map<
    number,
    {
      onPage: (page: BatchParsePage) => void
      resolve: (result: BatchParseResult) => void
      reject: (error: unknown) => void
    }
  >()

  function onMessage(event: Event) {
    const answer = (event as MessageEvent).data as WorkerAnswer
    const read = reads.get(answer.id)
    if (!read) return
    if (answer.type === 'page') return read.onPage(answer.page)
    reads.delete(answer.id)
    if (answer.type === 'done') read.resolve(answer.result)
    else if (answer.code) read.reject(new BatchFileError(answer.code, answer.message))
    else read.reject(new Error(answer.message))
  }

  /** Drops the worker and rejects every read under way with `reason`; the next read makes a new worker. */
  function stop(reason: string) {
    if (port) {
      port.removeEventListener('message', onMessage)
      port.removeEventListener('error', onFailure)
      port.removeEventListener('messageerror', onFailure)
      port.terminate?.()
      port = null
    }
    const pending = [...reads.values()]
    reads.clear()
    for (const read of pending) read.reject(new Error(reason))
  }

  function onFailure(event: Event) {
    const message = (event as { readonly message?: unknown }).message
    const detail = typeof message === 'string' && message !== '' ? `: ${message}` : ''
    const what = event.type === 'messageerror' ? 'sent an answer that could not be read' : 'failed'
    stop(`The batch file worker ${what}${detail}.`)
  }

  return {
    read(input, { onPage, ...options }) {
      if (!port) {
        port = worker()
        port.addEventListener('message', onMessage)
        port.addEventListener('error', onFailure)
        port.addEventListener('messageerror', onFailure)
      }
      const id = nextId++
      const data = input.data instanceof Uint8Array ? input.data : new Uint8Array(input.data)
      // Moved when the bytes fill their buffer (a File's arrayBuffer() does); a view into a shared buffer is copied.
      const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength
      const request: ReadRequest = { id, input: { ...input, data }, options }
      return new Promise<BatchParseResult>((resolve, reject) => {
        reads.set(id, { onPage, resolve, reject })
        try {
          ;(port as BatchWorkerPort).postMessage(request, whole ? [data.buffer as ArrayBuffer] : [])
        } catch (error) {
          reads.delete(id)
          reject(error)
        }
      })
    },
    close() {
      stop('The batch file reader was closed.')
    },
  }
}
