import { describe, expect, it, vi } from 'vitest'
import { createClient } from '../../src/client.ts'
import { createSession, type SessionStorages } from '../../src/session/session.ts'
import { memoryStorage } from '../../src/session/storage.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()

function setup(storage: SessionStorages = { persistent: memoryStorage(), tab: memoryStorage() }) {
  const fetch = countingFetch()
  const client = createClient({ baseUrl: sandbox().url, fetch, logger: silentLogger })
  return { fetch, client, storage, session: createSession({ client, storage }) }
}

describe('createSession (part 1 §4 Request states, part 2 §2.9)', () => {
  it('starts logged out and loads regions and size categories', async () => {
    const { session } = setup()
    expect(session.getSnapshot().status).toBe('loggedOut')
    await session.start()
    expect(session.getSnapshot().regions).toHaveLength(3)
    expect(session.getSnapshot().sizeCategories).toHaveLength(6)
  })

  it('logs in, keeps the api code in tab storage and loads the account', async () => {
    const { session, storage } = setup()
    const seen: string[] = []
    session.subscribe(() => seen.push(session.getSnapshot().status))
    expect(await session.login(sandbox().demo)).toBe(true)
    const state = session.getSnapshot()
    expect(state).toMatchObject({
      status: 'loggedIn',
      accountStatus: 'ready',
      loginError: null,
      keepSignedIn: false,
    })
    expect(state.account?.businessName).toBe('Prairie Parcel Co.')
    expect(session.apiCode()).toMatch(/^[0-9a-f]{64}$/)
    expect(storage.tab.getItem('waybill:session')).toContain(session.apiCode())
    expect(storage.persistent.length).toBe(0)
    await vi.waitFor(() => expect(seen).toContain('loggingIn'))
    expect(JSON.stringify(state)).not.toContain(session.apiCode())
  })

  it("keeps the api code in persistent storage when the user ticks 'Keep me signed in'", async () => {
    const { session, storage } = setup()
    await session.login({ ...sandbox().demo, keepSignedIn: true })
    expect(storage.persistent.getItem('waybill:session')).toContain(session.apiCode())
    expect(storage.tab.getItem('waybill:session')).toBeNull()
  })

  it("sets 'Invalid email or password' on a failed login and clears it on demand (part 1 §4, §8)", async () => {
    const { session } = setup()
    expect(await session.login({ email: 'demo@waybill.test', password: 'wrong' })).toBe(false)
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedOut',
      loginError: 'Invalid email or password',
    })
    session.clearLoginError()
    expect(session.getSnapshot().loginError).toBeNull()
  })

  it('restores a stored session at creation, so a guard decides on the first render, then loads the account', async () => {
    const first = setup()
    await first.session.login(sandbox().demo)
    const again = setup(first.storage)
    expect(again.session.getSnapshot().status).toBe('loggedIn')
    expect(again.session.apiCode()).toBe(first.session.apiCode())
    await again.session.start()
    expect(again.session.getSnapshot().account?.businessName).toBe('Prairie Parcel Co.')
  })

  it('runs start once however often it is called', async () => {
    const { session, fetch } = setup()
    await Promise.all([session.start(), session.start()])
    await session.start()
    expect(fetch.calls).toHaveLength(2)
  })

  it('forgets a stored api code the server no longer knows', async () => {
    const storage = { persistent: memoryStorage(), tab: memoryStorage() }
    storage.tab.setItem('waybill:session', JSON.stringify({ version: 1, data: { apiCode: 'f'.repeat(64) } }))
    const { session } = setup(storage)
    expect(session.getSnapshot().status).toBe('loggedIn')
    await session.start()
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedOut', account: null })
    expect(storage.tab.length).toBe(0)
  })

  it('logout clears the stored state, keeps foreign entries, then reloads regions and size categories (part 1 §2, §4)', async () => {
    const { session, storage, fetch } = setup()
    await session.login({ ...sandbox().demo, keepSignedIn: true })
    storage.persistent.setItem('waybill:dashboard', '{}')
    storage.persistent.setItem('shop:cart', '[]')
    fetch.calls.length = 0
    await session.logout()
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedOut', account: null, accountStatus: 'idle' })
    expect(session.apiCode()).toBeNull()
    expect(storage.persistent.getItem('waybill:session')).toBeNull()
    expect(storage.persistent.getItem('waybill:dashboard')).toBeNull()
    expect(storage.persistent.getItem('shop:cart')).toBe('[]')
    expect(fetch.calls.sort()).toEqual(['/api/web/get-sign-up-active-regions', '/api/web/size-category'])
  })

  it('ignores a login answer that arrives after the user logged out', async () => {
    const { session, storage } = setup()
    sandbox().inject({ path: '/api/user/getMyBusinessApiCode', kind: 'delay', ms: 100 })
    const login = session.login(sandbox().demo)
    await session.logout()
    expect(await login).toBe(false)
    expect(session.getSnapshot().status).toBe('loggedOut')
    expect(storage.tab.length).toBe(0)
  })

  it('refuses a second login while one is in flight: one request, not two', async () => {
    const { session, fetch } = setup()
    const [first, second] = await Promise.all([session.login(sandbox().demo), session.login(sandbox().demo)])
    expect([first, second]).toEqual([true, false])
    expect(fetch.calls.filter((path) => path === '/api/user/getMyBusinessApiCode')).toHaveLength(1)
  })

  it('stays signed in but marks the account failed when company info fails after login (part 1 §8: logged only)', async () => {
    const { session } = setup()
    sandbox().inject({
      path: '/api/user/companyInfo',
      kind: 'status',
      status: 500,
      body: { message: 'x' },
      times: Infinity,
    })
    expect(await session.login(sandbox().demo)).toBe(true)
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedIn',
      accountStatus: 'failed',
      account: null,
    })
  })
})
