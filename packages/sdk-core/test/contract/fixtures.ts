import { type Sandbox, startSandbox } from '@waybill/sandbox'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Clock } from '../../src/config.ts'

/** A real sandbox server on an ephemeral port with an in-memory database, for one test file. */
export function useSandbox(): () => Sandbox {
  let sandbox: Sandbox | undefined
  beforeAll(async () => {
    sandbox = await startSandbox({ database: ':memory:', log: () => {} })
  })
  afterEach(() => sandbox?.clearFaults())
  afterAll(async () => {
    await sandbox?.close()
  })
  return () => {
    if (!sandbox) throw new Error('the sandbox is not started yet')
    return sandbox
  }
}

/** A clock whose time moves only when the test says so. */
export interface ManualClock extends Clock {
  /** Runs every pending timer now, whatever its delay. */
  fireAll(): void
  /** Moves time on by `ms`, running the timers that fall due. */
  advance(ms: number): void
  /** How many timers are pending. */
  pending(): number
  /** The delays the pending timers were set with. */
  delays(): number[]
}

export function manualClock(start = Date.UTC(2026, 10, 21, 15)): ManualClock {
  let now = start
  const timers = new Map<number, { due: number; ms: number; callback: () => void }>()
  let next = 0
  return {
    now: () => now,
    setTimeout(callback, ms) {
      timers.set(++next, { due: now + ms, ms, callback })
      return next
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    fireAll() {
      now += 1
      const due = [...timers.values()]
      timers.clear()
      for (const timer of due) timer.callback()
    },
    advance(ms) {
      now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.due > now) continue
        timers.delete(id)
        timer.callback()
      }
    },
    pending: () => timers.size,
    delays: () => [...timers.values()].map((timer) => timer.ms),
  }
}

/** A fetch that counts the requests it forwards, by path. */
export function countingFetch(): typeof fetch & { calls: string[] } {
  const calls: string[] = []
  const counted = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    calls.push(url.pathname)
    return fetch(input, init)
  }) as typeof fetch & { calls: string[] }
  counted.calls = calls
  return counted
}

export const silentLogger = { warn: () => {}, error: () => {} }
