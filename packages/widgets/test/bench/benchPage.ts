// Shared by the browser bench pages (`bench/dashboard.ts` bundles them): a client that answers from memory, a
// signed-in session over it, and the frame and long-task probes. Not a test; vitest does not collect it.
import {
  createClient,
  createSession,
  type OnlineDriver,
  type OrderPosition,
  type Session,
  type WaybillClient,
} from '@waybill/sdk-core'

/** What the bench client's live-map calls answer; the pages change it between polls. */
export interface BenchAnswers {
  /** The online drivers poll's answer. */
  drivers: readonly OnlineDriver[]
  /** The positions poll's answer, whatever the view. */
  positions: readonly OrderPosition[]
}

const silent = { warn: () => {}, error: () => {} }

/**
 * A real client (so its shape never drifts) whose calls the dashboard widgets make answer from memory: login
 * answers an api code, the catalog is empty, company info fails (silently), the live-map polls answer `answers`.
 * Nothing reaches the network, so the pages measure rendering only.
 */
export function benchClient(answers: BenchAnswers = { drivers: [], positions: [] }): WaybillClient {
  const real = createClient({ baseUrl: 'http://127.0.0.1:1', retry: false, logger: silent })
  return {
    ...real,
    auth: { ...real.auth, login: async () => 'b'.repeat(64) },
    account: {
      ...real.account,
      companyInfo: async () => {
        throw new Error('no company info in the bench')
      },
    },
    catalog: { regions: async () => [], sizeCategories: async () => [] },
    dashboard: {
      ...real.dashboard,
      onlineDrivers: async () => [...answers.drivers],
      positions: async () => [...answers.positions],
    },
  }
}

/** A session signed in over `client` (in memory), so that the widgets have an api code. */
export async function benchSession(client: WaybillClient): Promise<Session> {
  const session = createSession({ client })
  await session.login({ email: 'bench@example.test', password: 'bench' })
  return session
}

/** Resolves with the next frame's timestamp (the `requestAnimationFrame` time). */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve))
}

/** The page's long tasks, read by when they began. */
export interface LongTasks {
  /** The durations of the long tasks that began at or after `start` (a `performance.now()` time), in ms. */
  since(start: number): number[]
}

/**
 * Watches the page's long tasks. They are told apart by when they began, not by when they were reported: an entry
 * comes after its task, sometimes after the next frame, so a task from before a measure (a 12 MB fetch) could
 * otherwise be counted in it. Reading takes the entries not yet delivered too.
 */
export function watchLongTasks(): LongTasks {
  const tasks: PerformanceEntry[] = []
  const observer = new PerformanceObserver((list) => {
    tasks.push(...list.getEntries())
  })
  observer.observe({ type: 'longtask', buffered: true })
  return {
    since(start) {
      tasks.push(...observer.takeRecords())
      return tasks.filter((task) => task.startTime >= start).map((task) => task.duration)
    },
  }
}

/** Publishes what a page offers the bench driver, as `globalThis.waybillBench`. */
export function publish(api: object): void {
  Object.assign(globalThis, { waybillBench: api })
}
