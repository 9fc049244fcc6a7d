import { act } from '@testing-library/react'
import type { VersionInfo } from '@waybill/sdk-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { newSession, renderWithWaybill, settle, wait } from '../../test/render.tsx'
import { VERSION_CHECK_INTERVAL_MS, VersionCheck } from './VersionCheck.tsx'

const OUTDATED: VersionInfo = { version: '0.1.186', isOutdated: true }
const CURRENT: VersionInfo = { version: '0.1.185', isOutdated: false }

/** Renders the check; `answers` are the version check's first answers, in order (then 'not outdated'). */
function renderCheck({
  strict = false,
  answers = [] as (() => Promise<VersionInfo>)[],
  currentVersion = undefined as string | undefined,
} = {}) {
  const { client: base, logger } = fakeClient()
  const check = vi.fn(async (_current?: string) => CURRENT)
  for (const answer of answers) check.mockImplementationOnce(answer)
  const client = { ...base, version: { check } }
  const onOutdated = vi.fn()
  const view = renderWithWaybill(<VersionCheck onOutdated={onOutdated} currentVersion={currentVersion} />, {
    client,
    session: newSession(client),
    strict,
  })
  return { ...view, check, logger, onOutdated }
}

let visibility: DocumentVisibilityState = 'visible'
function becomeVisible(state: DocumentVisibilityState) {
  visibility = state
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('VersionCheck', () => {
  it('checks on mount and calls onOutdated only when the build is out of date (part 1 §1)', async () => {
    const current = renderCheck()
    await settle()
    expect(current.check).toHaveBeenCalledTimes(1)
    expect(current.onOutdated).not.toHaveBeenCalled()
    current.unmount()

    const outdated = renderCheck({ answers: [async () => OUTDATED] })
    await settle()
    expect(outdated.onOutdated).toHaveBeenCalledWith(OUTDATED)
  })

  it("compares the served version with the running build's own", async () => {
    const { check } = renderCheck({ currentVersion: '0.1.186' })
    await settle()
    expect(check).toHaveBeenCalledWith('0.1.186')
  })

  it('checks again every 10 minutes (part 1 §1)', async () => {
    const { check, onOutdated } = renderCheck()
    await settle()
    await wait(VERSION_CHECK_INTERVAL_MS - 1)
    expect(check).toHaveBeenCalledTimes(1)
    check.mockResolvedValueOnce(OUTDATED)
    await wait(1)
    expect(check).toHaveBeenCalledTimes(2)
    expect(onOutdated).toHaveBeenCalledTimes(1)
  })

  it('checks again when the tab becomes visible, not when it is hidden (part 1 §1)', async () => {
    const { check } = renderCheck()
    await settle()
    becomeVisible('hidden')
    await settle()
    expect(check).toHaveBeenCalledTimes(1)
    becomeVisible('visible')
    await settle()
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('never starts a check while one is still running', async () => {
    let finish: (info: VersionInfo) => void = () => {}
    const { check } = renderCheck({ answers: [() => new Promise((resolve) => (finish = resolve))] })
    await settle()
    becomeVisible('visible')
    await wait(VERSION_CHECK_INTERVAL_MS)
    expect(check).toHaveBeenCalledTimes(1)
    finish(CURRENT)
    await settle()
    becomeVisible('visible')
    await settle()
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('makes one check on mount under StrictMode', async () => {
    const { check, onOutdated } = renderCheck({
      strict: true,
      answers: [async () => OUTDATED, async () => OUTDATED],
    })
    await settle()
    expect(check).toHaveBeenCalledTimes(1)
    expect(onOutdated).toHaveBeenCalledTimes(1)
  })

  it('only logs a failed check (part 1 §1)', async () => {
    const { logger, onOutdated } = renderCheck({
      answers: [
        async () => {
          throw new Error('offline')
        },
      ],
    })
    await settle()
    expect(logger.error).toHaveBeenCalledWith('Version check failed', expect.any(Error))
    expect(onOutdated).not.toHaveBeenCalled()
  })

  it('stops checking once unmounted, and ignores an answer that arrives after', async () => {
    let finish: (info: VersionInfo) => void = () => {}
    const { check, onOutdated, unmount } = renderCheck({
      answers: [() => new Promise((resolve) => (finish = resolve))],
    })
    await settle()
    unmount()
    finish(OUTDATED)
    await wait(VERSION_CHECK_INTERVAL_MS * 3)
    becomeVisible('visible')
    expect(check).toHaveBeenCalledTimes(1)
    expect(onOutdated).not.toHaveBeenCalled()
  })
})
