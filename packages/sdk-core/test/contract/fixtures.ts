import { type Sandbox, startSandbox } from '@waybill/sandbox'
import { afterAll, afterEach, beforeAll } from 'vitest'

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

export { type ManualClock, manualClock } from '../clock.ts'

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
