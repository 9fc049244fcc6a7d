// The dashboard table in a real browser (`bench/dashboard.ts`, issue 7 'Performance'): DeliveriesTable over 10,000
// listed orders with the portal's row actions, scrolled from top to bottom one step per frame. Bundled at bench
// time; not a test.
import type { DashboardView, Order } from '@waybill/sdk-core'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { DeliveriesTable } from '../../src/dashboard/DeliveriesTable.tsx'
import { OrderActions } from '../../src/dashboard/OrderActions.tsx'
import { WaybillProvider } from '../../src/provider/WaybillProvider.tsx'
import { orderRecord } from '../orderRecordFixtures.ts'
import { benchClient, benchSession, nextFrame, publish, watchLongTasks } from './benchPage.ts'

const ROWS = 10_000
const VIEW: DashboardView = 3
/** The active view's statuses, so that every kind of row (selectable or not, each set of actions) recurs. */
const STATUSES = [1, 2, 3, 5, 6, 17] as const
const STREETS = ['Jasper Ave NW', '104 Ave NW', 'Whyte Ave NW', '170 St NW', 'Gateway Blvd NW'] as const
const AGENTS = ['Sam Rivera', 'Alex Chen', 'Priya Singh', 'Jordan Blake'] as const

/** `count` listed orders (part 2 §3.1), each with its own number, name, drop-off address, date and driver. */
function listedOrders(count: number): Order[] {
  const base = orderRecord()
  return Array.from({ length: count }, (_, index) => {
    const id = 100_000 + index
    const status = STATUSES[index % STATUSES.length] ?? 1
    const agent = AGENTS[index % AGENTS.length] ?? ''
    const day = String(1 + (index % 28)).padStart(2, '0')
    return orderRecord({
      id,
      uuid: `b3c1f0de-0000-4000-8000-${String(id).padStart(12, '0')}`,
      name: `ORD-${id}`,
      status,
      pickupDate: `2026-11-${day}`,
      deliverDate: `2026-11-${day}`,
      driver:
        status >= 5
          ? { id: 1 + (index % 40), name: agent, firstName: agent.split(' ')[0] ?? '', activeOrders: 2 }
          : null,
      dropoff: {
        ...base.dropoff,
        name: `Receiver ${index}`,
        address: `${10_000 + (index % 8_000)} ${STREETS[index % STREETS.length]}, Edmonton, AB`,
      },
    })
  })
}

const longTasks = watchLongTasks()
const client = benchClient()
const session = await benchSession(client)
const orders = listedOrders(ROWS)
const labelHref = (order: Order) => client.labels.labelUrl(session.apiCode() ?? '', order.id)
const noop = () => {}

const root = createRoot(document.getElementById('root') as HTMLElement)
const begin = performance.now()
flushSync(() =>
  root.render(
    <WaybillProvider client={client} session={session}>
      <DeliveriesTable
        orders={orders}
        view={VIEW}
        selected={new Set()}
        onToggleSelect={noop}
        onSelectRow={noop}
        renderActions={(order, view) => (
          <OrderActions
            order={order}
            view={view}
            onCancel={noop}
            onEditRequest={noop}
            onRepost={noop}
            labelHref={labelHref}
          />
        )}
      />
    </WaybillProvider>,
  ),
)
const mountMs = performance.now() - begin

/**
 * Sets the scroll position at the start of a frame (of the page, which scrolls the table's rows, issue 21).
 * Resolves with the frame's timestamp and its main-thread work: from the frame's callbacks through its style, layout and paint to the tasks queued meanwhile (React's render
 * of the rows the previous step brought in); a message posted from the frame runs right after them.
 */
function scrollStep(scroller: Element, top: number): Promise<{ time: number; workMs: number }> {
  return new Promise((resolve) => {
    requestAnimationFrame((time) => {
      const begin = performance.now()
      scroller.scrollTop = top
      const frameEnd = new MessageChannel()
      frameEnd.port1.onmessage = () => resolve({ time, workMs: performance.now() - begin })
      frameEnd.port2.postMessage(null)
    })
  })
}

/**
 * Scrolls the page (or the table's body, if it scrolls itself) from the table's top to the bottom in `frames`
 * equal steps, one per frame. Reports each frame's time (between `requestAnimationFrame` timestamps) and main-thread work, the long tasks meanwhile and the most rows in
 * the DOM.
 */
async function scrollThrough(frames: number) {
  const body = document.querySelector<HTMLElement>('.wb-vtable__body')
  if (!body) throw new Error('the table rendered no body')
  const scroller = body.scrollHeight > body.clientHeight + 1 ? body : document.scrollingElement
  if (!scroller) throw new Error('nothing scrolls the table')
  const bottom = scroller.scrollHeight - scroller.clientHeight
  await scrollStep(scroller, 0)
  await nextFrame()
  const measured = performance.now()
  const frameMs: number[] = []
  const workMs: number[] = []
  let mostRows = 0
  let last = await nextFrame()
  for (let frame = 1; frame <= frames; frame++) {
    const step = await scrollStep(scroller, Math.round((bottom * frame) / frames))
    frameMs.push(step.time - last)
    workMs.push(step.workMs)
    last = step.time
    mostRows = Math.max(mostRows, body.querySelectorAll('.wb-vtable__item').length)
  }
  return { frameMs, workMs, longTasksMs: longTasks.since(measured), mostRows }
}

await nextFrame()
await nextFrame()
publish({ rows: ROWS, mountMs, scrollThrough })
