import { describe, expect, it, vi } from 'vitest'
import { createClient } from '../../src/client.ts'
import { createSession, type SessionStorages } from '../../src/session/session.ts'
import { memoryStorage } from '../../src/session/storage.ts'
import { freshSignUp } from './accountFixtures.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()

function setup(
  storage: SessionStorages = { persistent: memoryStorage(), tab: memoryStorage() },
  logger = silentLogger,
) {
  const fetch = countingFetch()
  const client = createClient({ baseUrl: sandbox().url, fetch, logger })
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

describe('session.signUp (part 1 §2 Sign-up, §4 Request states)', () => {
  it('creates the account and logs in with the same email and password, not kept signed in (part 1 §4)', async () => {
    const { session, storage, fetch } = setup()
    const input = freshSignUp({ businessName: 'Northern Lights Bakery' })
    const seen: string[] = []
    session.subscribe(() => seen.push(session.getSnapshot().signUpStatus))
    expect(await session.signUp(input)).toBe(true)
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedIn',
      keepSignedIn: false,
      signUpStatus: 'ready',
      signUpError: null,
      accountStatus: 'ready',
      account: { email: input.email, businessName: 'Northern Lights Bakery' },
    })
    expect(seen).toContain('loading')
    expect(fetch.calls).toEqual([
      '/api/web/user-sign-up',
      '/api/user/getMyBusinessApiCode',
      '/api/user/companyInfo',
    ])
    expect(storage.tab.getItem('waybill:session')).toContain(session.apiCode())
    expect(storage.persistent.length).toBe(0)
  })

  it("puts 'Your email is existing in the system.' under the email field, and clears it on demand (part 1 §8)", async () => {
    const { session, fetch } = setup()
    expect(await session.signUp(freshSignUp({ email: sandbox().demo.email }))).toBe(false)
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedOut',
      signUpStatus: 'failed',
      signUpError: { message: 'Your email is existing in the system.', field: 'email' },
    })
    expect(fetch.calls).toEqual(['/api/web/user-sign-up'])
    session.clearSignUpError()
    expect(session.getSnapshot().signUpError).toBeNull()
  })

  it("shows the server's message for the form as a whole when it names no field (part 2 §8)", async () => {
    const { session } = setup()
    sandbox().inject({
      path: '/api/web/user-sign-up',
      kind: 'status',
      status: 422,
      body: { message: 'Sign-ups are paused' },
    })
    expect(await session.signUp(freshSignUp())).toBe(false)
    expect(session.getSnapshot().signUpError).toEqual({ message: 'Sign-ups are paused' })
  })

  it('reports a failed automatic login on the sign-up screen, not the login form', async () => {
    const { session } = setup()
    sandbox().inject({ path: '/api/user/getMyBusinessApiCode', kind: 'status', status: 500 })
    expect(await session.signUp(freshSignUp())).toBe(false)
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedOut',
      loginError: null,
      signUpStatus: 'failed',
      signUpError: { message: 'Invalid email or password' },
    })
  })

  it('refuses a second sign-up while one is in flight, and gives up when the user logs out meanwhile', async () => {
    const { session, fetch } = setup()
    sandbox().inject({ path: '/api/web/user-sign-up', kind: 'delay', ms: 100 })
    const first = session.signUp(freshSignUp())
    expect(await session.signUp(freshSignUp())).toBe(false)
    await session.logout()
    expect(await first).toBe(false)
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedOut', signUpStatus: 'idle' })
    expect(fetch.calls.filter((path) => path === '/api/web/user-sign-up')).toHaveLength(1)
    expect(fetch.calls).not.toContain('/api/user/getMyBusinessApiCode')
  })
})

describe('session.refreshAccount (part 2 §2.6, §7: re-fetch company info after a change)', () => {
  it('does nothing while logged out', async () => {
    const { session, fetch } = setup()
    await session.refreshAccount()
    expect(fetch.calls).toEqual([])
  })

  it('loads the changed account with the current api code', async () => {
    const { session, client } = setup()
    const input = freshSignUp()
    await session.signUp(input)
    const code = session.apiCode() ?? ''
    const account = session.getSnapshot().account
    if (!account) throw new Error('no account')
    await client.account.updateUser(code, {
      firstName: account.firstName,
      lastName: account.lastName,
      businessName: 'Renamed Deliveries Ltd.',
      email: account.email,
      mobile: account.mobile ?? '',
      billingAddress: null,
    })
    expect(session.getSnapshot().account?.businessName).toBe('Analytical Engines Ltd.')
    await session.refreshAccount()
    expect(session.getSnapshot()).toMatchObject({
      accountStatus: 'ready',
      account: { businessName: 'Renamed Deliveries Ltd.' },
    })
  })

  it("keeps the account it has and only logs 'Error fetching company info' when the refresh fails (part 1 §8)", async () => {
    const logger = { warn: vi.fn(), error: vi.fn() }
    const { session } = setup(undefined, logger)
    await session.login(sandbox().demo)
    const before = session.getSnapshot().account
    const seen: string[] = []
    session.subscribe(() => seen.push(session.getSnapshot().accountStatus))
    sandbox().inject({ path: '/api/user/companyInfo', kind: 'status', status: 500, times: Infinity })
    await session.refreshAccount()
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', accountStatus: 'ready' })
    expect(session.getSnapshot().account).toBe(before)
    expect(seen).not.toContain('loading')
    expect(logger.error).toHaveBeenCalledWith('Error fetching company info', 'account.companyInfo')
  })

  it('lets the latest of two overlapping loads win, whichever answers last', async () => {
    const { session, client } = setup()
    await session.login(sandbox().demo)
    const account = session.getSnapshot().account
    if (!account) throw new Error('no account')
    let answerFirst: (value: typeof account) => void = () => {}
    client.account.companyInfo = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ ...account, businessName: 'Newer' })
    const first = session.refreshAccount()
    await session.refreshAccount()
    answerFirst({ ...account, businessName: 'Older' })
    await first
    expect(session.getSnapshot().account?.businessName).toBe('Newer')
  })
})
