import { describe, expect, it, vi } from 'vitest'
import { SUMMARY_ACCOUNT } from '../../test/summaryFixtures.ts'
import type { WaybillClient } from '../client.ts'
import { ApiError } from '../http/errors.ts'
import { createWidgetSession } from './widgetSession.ts'

// Issue 9: the order widget's session. The load through the real proxy is in test/contract/widgetProxy.test.ts.

function setup(companyInfo: () => Promise<unknown>, sizeCategories: () => Promise<unknown> = async () => []) {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const client = { account: { companyInfo }, catalog: { sizeCategories }, logger } as unknown as WaybillClient
  return { logger, session: createWidgetSession({ client, apiCode: 'placeholder' }) }
}

describe('createWidgetSession (issue 9: the widget is signed in through the proxy, never by the shopper)', () => {
  it('loads once however often it is started, sending the placeholder api code', async () => {
    const companyInfo = vi.fn(async () => SUMMARY_ACCOUNT)
    const { session } = setup(companyInfo)
    await Promise.all([session.start(), session.start()])
    expect(companyInfo).toHaveBeenCalledTimes(1)
    expect(companyInfo).toHaveBeenCalledWith('placeholder')
    expect(session.getSnapshot()).toMatchObject({ account: SUMMARY_ACCOUNT, accountStatus: 'ready' })
  })

  it("says the account failed, and logs part 1 §8's text, when the proxy refuses company info", async () => {
    const { session, logger } = setup(async () => {
      throw new ApiError('account.companyInfo', 502, undefined)
    })
    await session.start()
    expect(session.getSnapshot()).toMatchObject({ account: null, accountStatus: 'failed' })
    expect(logger.error).toHaveBeenCalledWith('Error fetching company info', 'account.companyInfo')
  })

  it('keeps the account it has when a refresh fails, and the sizes stay empty when their load fails', async () => {
    let fail = false
    const { session, logger } = setup(
      async () => {
        if (fail) throw new ApiError('account.companyInfo', 500, undefined)
        return SUMMARY_ACCOUNT
      },
      async () => {
        throw new ApiError('catalog.sizeCategories', 500, undefined)
      },
    )
    await session.start()
    fail = true
    await session.refreshAccount()
    expect(session.getSnapshot()).toMatchObject({
      account: SUMMARY_ACCOUNT,
      accountStatus: 'ready',
      sizeCategories: [],
    })
    expect(logger.error).toHaveBeenCalledWith('Error fetching size categories', 'catalog.sizeCategories')
  })

  it('stays signed in when the proxy answers 401: the account is failed, so the widget says it is not ready', async () => {
    const { session } = setup(async () => {
      throw new ApiError('account.companyInfo', 401, undefined)
    })
    await session.start()
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', accountStatus: 'failed' })
    expect(session.apiCode()).toBe('placeholder')
  })

  it('keeps the newest answer when an older load answers after it', async () => {
    const answers: Array<(account: unknown) => void> = []
    const { session } = setup(() => new Promise((resolve) => answers.push(resolve)))
    const first = session.start()
    const second = session.refreshAccount()
    answers[1]?.({ ...SUMMARY_ACCOUNT, businessName: 'Newest' })
    await second
    answers[0]?.({ ...SUMMARY_ACCOUNT, businessName: 'Oldest' })
    await first
    expect(session.getSnapshot().account?.businessName).toBe('Newest')
  })

  it('has no login, sign-up or logout: the shopper is no Waybill user', async () => {
    const { session } = setup(async () => SUMMARY_ACCOUNT)
    expect(await session.login({ email: 'a@b.c', password: 'x' })).toBe(false)
    expect(await session.signUp({} as never)).toBe(false)
    await session.logout()
    expect(session.getSnapshot().status).toBe('loggedIn')
    expect(session.apiCode()).toBe('placeholder')
  })
})
