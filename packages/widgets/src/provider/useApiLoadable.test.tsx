import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { TEST_API_CODE } from '../../test/fixtures.ts'
import { newSession, settle, signedInSession, waybillWrapper } from '../../test/render.tsx'
import { useApiLoadable } from './useApiLoadable.ts'

const NONE: readonly string[] = []

async function renderList(call: (apiCode: string) => Promise<readonly string[]>, signedIn = true) {
  const { client, logger } = fakeClient()
  const session = signedIn ? await signedInSession(client) : newSession(client)
  const view = renderHook(
    () =>
      useApiLoadable({
        component: 'Probe',
        call: (_, apiCode) => call(apiCode),
        failure: 'Error fetching things',
        none: NONE,
      }),
    { wrapper: waybillWrapper({ client, session }) },
  )
  return { ...view, logger }
}

describe('useApiLoadable (lists that only log their failures, part 1 §8, part 2 §8)', () => {
  it('calls with the api code on mount and is settled with the answer', async () => {
    const call = vi.fn(async () => ['Casey Fleet'])
    const { result } = await renderList(call)
    expect(result.current.settled).toBe(false)
    await settle()
    expect(call).toHaveBeenCalledWith(TEST_API_CODE)
    expect(result.current).toMatchObject({ status: 'ready', data: ['Casey Fleet'], settled: true })
  })

  it('logs a failure with its text, keeps it in the state, and is settled (an empty list, no loading text)', async () => {
    const failure = new Error('offline')
    const { result, logger } = await renderList(vi.fn(async () => Promise.reject(failure)))
    await settle()
    expect(logger.error).toHaveBeenCalledWith('Error fetching things', failure)
    expect(result.current).toMatchObject({ status: 'failed', data: undefined, error: failure, settled: true })
  })

  it('gives `none` without a call while the session has no api code', async () => {
    const call = vi.fn(async () => ['never'])
    const { result } = await renderList(call, false)
    await settle()
    expect(call).not.toHaveBeenCalled()
    expect(result.current.data).toBe(NONE)
  })

  it('resolves a reload false when it failed, true when its answer is shown', async () => {
    const call = vi.fn(async () => ['Casey Fleet'])
    const { result } = await renderList(call)
    await settle()
    call.mockRejectedValueOnce(new Error('offline'))
    let reloaded: boolean | undefined
    await act(async () => {
      reloaded = await result.current.reload()
    })
    expect(reloaded).toBe(false)
    expect(result.current).toMatchObject({ status: 'failed', data: ['Casey Fleet'] })
    await act(async () => {
      reloaded = await result.current.reload()
    })
    expect(reloaded).toBe(true)
  })
})
