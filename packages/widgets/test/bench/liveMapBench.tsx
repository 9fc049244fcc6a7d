// The live map in a real browser (`bench/dashboard.ts`, issue 7 'Performance'): LiveMap on the offline map with
// 500 online drivers (drawn as dots), every one of them moving at each drivers poll. Bundled at bench time; not a test.
import type { OnlineDriver, OrderPosition } from '@waybill/sdk-core'
import { DRIVERS_POLL_MS } from '@waybill/sdk-core/internal'
import { createRoot } from 'react-dom/client'
import { LiveMap } from '../../src/dashboard/LiveMap.tsx'
import { WaybillProvider } from '../../src/provider/WaybillProvider.tsx'
import {
  type BenchAnswers,
  benchClient,
  benchSession,
  nextFrame,
  publish,
  watchLongTasks,
} from './benchPage.ts'

/** A held timer's id: far above the ids the browser gives. */
const HELD_TIMER = 2 ** 30

// The drivers poll's next run is held here instead of waiting 15 s: a fake clock for that one delay, which the
// bench fires. The positions poll (30 s) and every other timer keep the browser's clock.
let driversPoll: (() => void) | undefined
const systemSetTimeout = globalThis.setTimeout.bind(globalThis)
const systemClearTimeout = globalThis.clearTimeout.bind(globalThis)
Object.assign(globalThis, {
  setTimeout: (handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    if (ms !== DRIVERS_POLL_MS || typeof handler !== 'function') return systemSetTimeout(handler, ms, ...rest)
    driversPoll = () => handler()
    return HELD_TIMER
  },
  clearTimeout: (id?: number) => {
    if (id === HELD_TIMER) driversPoll = undefined
    else systemClearTimeout(id)
  },
})

/** 25 active deliveries, each carried by one of the online drivers, as the positions poll lists them. */
function activePositions(drivers: readonly OnlineDriver[]): OrderPosition[] {
  return drivers.slice(0, 25).map((driver, index) => ({
    id: 4_000 + index,
    status: 5,
    pickup: { lat: 53.5461, lng: -113.4938 + index * 0.002 },
    dropoff: { lat: 53.5225, lng: -113.6242 + index * 0.002 },
    driver: { id: driver.id, firstName: driver.firstName, position: driver.position },
  }))
}

/** One measured poll: from the answer to the React commit, and to the end of the frame that shows it. */
interface PollSample {
  commitMs: number
  frameMs: number
}

/**
 * Fires the held drivers poll at the start of a frame, its answer ready. The poll's work (the jump rule, the store,
 * React's render and commit) runs in that frame's microtasks, then the frame's style, layout and paint; a message
 * posted from the frame runs right after them, which ends the measure. The map's first DOM change (the dots' path)
 * marks the commit.
 */
function measuredPoll(map: HTMLElement): Promise<PollSample> {
  return new Promise((resolve, reject) => {
    requestAnimationFrame(() => {
      const poll = driversPoll
      if (!poll) return reject(new Error('no drivers poll is waiting'))
      driversPoll = undefined
      let commitMs = Number.NaN
      const begin = performance.now()
      const commits = new MutationObserver(() => {
        commitMs = performance.now() - begin
        commits.disconnect()
      })
      commits.observe(map, { attributes: true, childList: true, subtree: true })
      poll()
      const frameEnd = new MessageChannel()
      frameEnd.port1.onmessage = () => {
        commits.disconnect()
        resolve({ commitMs, frameMs: performance.now() - begin })
      }
      frameEnd.port2.postMessage(null)
    })
  })
}

const longTasks = watchLongTasks()
const answers: BenchAnswers = { drivers: [], positions: [] }
const client = benchClient(answers)
const session = await benchSession(client)

/**
 * Shows the map on `polls[0]` (its first poll runs on mount), then answers each next drivers poll with the next
 * list and measures it; reports the samples, the long tasks meanwhile and how many markers the map shows.
 */
async function runPolls(polls: readonly (readonly OnlineDriver[])[]) {
  answers.drivers = polls[0] ?? []
  answers.positions = activePositions(answers.drivers)
  createRoot(document.getElementById('root') as HTMLElement).render(
    <WaybillProvider client={client} session={session}>
      <LiveMap view={3} />
    </WaybillProvider>,
  )
  // Shown once the first drivers poll has answered (the next one waits) and the map has drawn it.
  const dots = () => document.querySelector('.wb-map__dots path')?.getAttribute('d')?.match(/M/g)?.length ?? 0
  while (!driversPoll || dots() === 0) await nextFrame()
  const map = document.querySelector<HTMLElement>('.wb-map__offline') as HTMLElement
  const measured = performance.now()
  const samples: PollSample[] = []
  for (const drivers of polls.slice(1)) {
    answers.drivers = drivers
    samples.push(await measuredPoll(map))
  }
  return {
    samples,
    longTasksMs: longTasks.since(measured),
    markers: dots() + map.querySelectorAll('[data-marker-id]').length,
  }
}

publish({ runPolls })
