// A batch file imported in a real browser (`bench/batchImport.ts`, issue 8 'In Chromium, importing 100k rows never
// blocks the main thread for more than 50 ms'): the file is read in sdk-core's batch worker and its rows come back
// page by page, while this page watches for long tasks and gaps between frames. Bundled at bench time; not a test.
import type { BatchRow } from '@waybill/sdk-core'
import { type BatchWorkerPort, createBatchFileReader } from '@waybill/sdk-core/batch'
import { nextFrame, publish, watchLongTasks } from './benchPage.ts'

const longTasks = watchLongTasks()

/** Reads `/{name}` in the worker; reports the time, the rows kept, the long tasks and the longest frame gap. */
async function importFile(name: string) {
  const data = await (await fetch(`/${name}`)).arrayBuffer()
  await nextFrame()
  const measured = performance.now()
  const reader = createBatchFileReader(
    () => new Worker('/batchWorker.js', { type: 'module' }) as unknown as BatchWorkerPort,
  )
  const rows: BatchRow[] = []
  let pages = 0
  let longestGapMs = 0
  let reading = true
  let last = await nextFrame()
  const frames = (async () => {
    while (reading) {
      const now = await nextFrame()
      longestGapMs = Math.max(longestGapMs, now - last)
      last = now
    }
  })()
  const begin = performance.now()
  const result = await reader.read(
    { data, name },
    {
      onPage: (page) => {
        pages += 1
        for (const row of page.rows) rows.push(row)
      },
    },
  )
  const ms = performance.now() - begin
  reading = false
  await frames
  reader.close()
  return {
    ms,
    kept: rows.length,
    rowsIn: result.counts.rowsIn,
    pages,
    longTasksMs: longTasks.since(measured),
    longestGapMs,
  }
}

publish({ importFile })
