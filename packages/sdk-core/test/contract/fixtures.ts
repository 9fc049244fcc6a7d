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

/** A clock whose timers run only when the test says so. */
export function manualClock(
  start = Date.UTC(2026, 10, 21, 15),
): Clock & { fireAll(): void; pending(): number } {
  let now = start
  const timers = new Map<number, () => void>()
  let next = 0
  return {
    now: () => now,
    setTimeout(callback) {
      timers.set(++next, callback)
      return next
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    fireAll() {
      now += 1
      const due = [...timers.values()]
      timers.clear()
      for (const callback of due) callback()
    },
    pending: () => timers.size,
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
