// The batch worker entry, `@waybill/sdk-core/batch-worker`: run it as a module Web Worker and hand it to
// `createBatchFileReader`. It answers the page's read requests (batchFileWorker.ts).
import { type BatchWorkerPort, serveBatchFiles } from './batchFileWorker.ts'

serveBatchFiles(globalThis as unknown as BatchWorkerPort)
