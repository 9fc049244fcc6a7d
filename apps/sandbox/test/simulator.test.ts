import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import type { SimulatorClock } from '../src/simulator/simulator.ts'
import { login, memorySandbox, postJson } from './helpers.ts'
import { orderPayload } from './orderPayloads.ts'

/** A clock whose timers run only when the test moves time. */
function fakeClock() {
  let now = Date.UTC(2026, 10, 23, 17)
  let next = 0
  const timers = new Map<number, { due: number; callback: () => void }>()
  const clock: SimulatorClock = {
    now: () => now,
    setTimeout(callback, ms) {
      timers.set(++next, { due: now + ms, callback })
      return next
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  }
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      const due = [...timers]
        .filter(([, timer]) => timer.due <= until)
        .sort(([, a], [, b]) => a.due - b.due)[0]
      if (!due) break
      timers.delete(due[0])
      now = due[1].due
      due[1].callback()
    }
    now = until
  }
  return { clock, advance, pending: () => timers.size }
}

let sandbox: Sandbox | undefined
afterEach(async () => {
  await sandbox?.close()
  sandbox = undefined
})

async function start(options: Parameters<typeof memorySandbox>[0], overrides: Record<string, unknown> = {}) {
  sandbox = await memorySandbox(options)
  const apiCode = await login(sandbox)
  const created = await postJson(`${sandbox.url}/api/web/delivery`, orderPayload(apiCode, overrides))
  const { data } = (await created.json()) as { data: { id: number } }
  const running = sandbox
  const status = async () => {
    const res = await fetch(`${running.url}/api/user/getdeliveryPositions?api_key=${apiCode}&deliveryView=3`)
    const list = (await res.json()) as { id: number; status: number; driver: { latitude: number } | null }[]
    return list.find((item) => item.id === data.id)
  }
  return { sandbox: running, status }
}

describe('courier simulator, automatic mode (docs/sandbox-simulator.md)', () => {
  it('moves orders on its own timer, accelerated by the speed factor', async () => {
    const time = fakeClock()
    const { status } = await start({ simulator: { mode: 'automatic', speed: 60, clock: time.clock } })
    expect((await status())?.status).toBe(1)
    time.advance(1000) // 60 simulated seconds: past NEW (30 s)
    expect((await status())?.status).toBe(2)
    time.advance(1000) // 120 s: past AWAITING DRIVER ACCEPT (60 s)
    expect((await status())?.status).toBe(3)
    time.advance(60 * 1000) // a simulated hour: long delivered
    expect(await status()).toBeUndefined()
  })

  it('runs twice as fast at speed 120', async () => {
    const time = fakeClock()
    const { status } = await start({ simulator: { mode: 'automatic', speed: 120, clock: time.clock } })
    time.advance(1000)
    expect((await status())?.status).toBe(3)
  })

  it('moves the driver continuously along a leg between ticks', async () => {
    const time = fakeClock()
    const { status } = await start({ simulator: { mode: 'automatic', speed: 60, clock: time.clock } })
    time.advance(3000) // 180 s: 30 s into PICKUP IN PROGRESS
    const first = await status()
    time.advance(1000)
    const second = await status()
    expect([first?.status, second?.status]).toEqual([50, 50])
    expect(second?.driver?.latitude).not.toBe(first?.driver?.latitude)
  })

  it('stops its timer when the sandbox closes', async () => {
    const time = fakeClock()
    const started = await start({ simulator: { mode: 'automatic', clock: time.clock } })
    expect(time.pending()).toBe(1)
    await started.sandbox.close()
    expect(time.pending()).toBe(0)
  })
})

describe('courier simulator, manual and off modes', () => {
  it('sets no timer in manual mode and steps by phase or by simulated ms', async () => {
    const time = fakeClock()
    const { sandbox: running, status } = await start({ simulator: { mode: 'manual', clock: time.clock } })
    expect(time.pending()).toBe(0)
    time.advance(60_000)
    expect((await status())?.status).toBe(1)
    expect(running.simulator.step({ ms: 29_000 })).toEqual({ advanced: 0 })
    expect(running.simulator.step({ ms: 1_000 })).toEqual({ advanced: 1 })
    expect((await status())?.status).toBe(2)
    const res = await postJson(`${running.url}/__sandbox/simulator/step`, {})
    expect(await res.json()).toEqual({ mode: 'manual', advanced: 1 })
    expect((await status())?.status).toBe(3)
  })

  it('never moves anything when off: step throws and the dev endpoint answers 409', async () => {
    const { sandbox: running, status } = await start({ simulator: { mode: 'off' } })
    expect(() => running.simulator.step()).toThrow('The courier simulator is off.')
    const res = await postJson(`${running.url}/__sandbox/simulator/step`, {})
    expect(res.status).toBe(409)
    expect((await status())?.status).toBe(1)
  })

  it('refuses a speed that is not a positive number', async () => {
    await expect(memorySandbox({ simulator: { mode: 'automatic', speed: 0 } })).rejects.toThrow(RangeError)
  })
})

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Edmonton, the orders' timezone. */
const edmonton = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Edmonton',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso))

// Issue 22 item 10: the simulator delivered an order booked for tomorrow 09:00 today. Its course now runs in the
// order's simulated time, which starts from its windows (part 2 §3.10 pickup_/dropoff_early_datetime).
describe('courier simulator, the order’s windows', () => {
  it('delivers an order booked for tomorrow in tomorrow’s drop-off window, accelerated as usual', async () => {
    const time = fakeClock() // 2026-11-23, late morning in Edmonton
    const uuid = randomUUID()
    const tomorrow = {
      uuid,
      pickup_early_datetime: '2026-11-24 09:00:00',
      pickup_later_datetime: '2026-11-24 11:00:00',
      dropoff_early_datetime: '2026-11-24 13:00:00',
      dropoff_later_datetime: '2026-11-24 17:00:00',
    }
    const { sandbox: running, status } = await start(
      { simulator: { mode: 'automatic', speed: 60, clock: time.clock } },
      tomorrow,
    )
    time.advance(1000)
    expect((await status())?.status).toBe(2)
    time.advance(60 * 1000) // a simulated hour: picked up before 11:00, then held till the drop-off window opens
    expect((await status())?.status).toBe(4)
    time.advance(2 * 60 * 1000) // two simulated hours more: past 13:00, delivered
    expect(await status()).toBeUndefined()
    const res = await fetch(`${running.url}/api/public/delivery/tracking/${uuid}`)
    const { status: delivered, completed_at } = (await res.json()) as { status: number; completed_at: string }
    expect(delivered).toBe(6)
    expect(edmonton(completed_at) >= '2026-11-24 13:00:00').toBe(true)
    expect(edmonton(completed_at) <= '2026-11-24 17:00:00').toBe(true)
  })
})
