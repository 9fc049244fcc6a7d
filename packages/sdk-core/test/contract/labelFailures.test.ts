import { beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { messages } from '../../src/domain/messages.ts'
import { ApiError, ContractError } from '../../src/http/errors.ts'
import { freshAccount } from './accountFixtures.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, retry: false, ...options })
const PATH = '/api/web/delivery/orderedlabels'
const FAILED = messages.labelsFailed

let apiCode: string
beforeAll(async () => {
  apiCode = (await freshAccount(client())).apiCode
})

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('labels.labelUrl (part 2 §7 GET /api/web/{product}/{id}/label?api_code&update=1)', () => {
  it('builds the label URL on the configured API origin, with the api code and update=1', () => {
    const url = new URL(client().labels.labelUrl(apiCode, 42))
    expect(url.origin).toBe(new URL(sandbox().url).origin)
    expect(url.pathname).toBe('/api/web/delivery/42/label')
    expect(Object.fromEntries(url.searchParams)).toEqual({ api_code: apiCode, update: '1' })
  })

  it('keeps a base path prefix and the configured product', () => {
    const api = createClient({ baseUrl: 'https://api.example.com/courier/', product: 'parcel' })
    expect(api.labels.labelUrl('code', 7)).toBe(
      'https://api.example.com/courier/api/web/parcel/7/label?api_code=code&update=1',
    )
  })

  it.each([0, -1, 1.5, Number.NaN, 2 ** 60])('refuses the id %s, so the URL cannot leave its path', (id) => {
    expect(() => client().labels.labelUrl(apiCode, id)).toThrow(TypeError)
  })
})

describe('label failures (part 2 §4.7 fail state, §8 "Label request failure")', () => {
  it("answers an unknown order's label with 'There was a problem, please try again'", async () => {
    const error = await caught(client().labels.label(apiCode, 999_999))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: FAILED, call: 'labels.label' })
  })

  it('answers a bad api code with the same text (401)', async () => {
    await expect(client().labels.label('not-a-code', 1)).rejects.toMatchObject({
      status: 401,
      message: FAILED,
    })
    await expect(client().labels.sendLabels('not-a-code', [1])).rejects.toMatchObject({
      status: 401,
      message: FAILED,
    })
    await expect(client().labels.orderedLabels('not-a-code', { ids: [1] })).rejects.toMatchObject({
      status: 401,
    })
    await expect(client().labels.pickupTimesForLabels('not-a-code', '2026-11-23')).rejects.toMatchObject({
      status: 401,
    })
  })

  it('treats a 200 answer that is not a PDF as a broken contract', async () => {
    sandbox().inject({ path: '/api/web/delivery/1/label', kind: 'malformed' })
    await expect(client().labels.label(apiCode, 1)).rejects.toBeInstanceOf(ContractError)
  })

  it('never resends sendLabels after a server error (a write)', async () => {
    const fetch = countingFetch()
    sandbox().inject({ path: '/api/web/delivery/sendLabels', kind: 'status', status: 503 })
    const api = client({ fetch, retry: { attempts: 3, baseDelayMs: 1 } })
    await expect(api.labels.sendLabels(apiCode, [1])).rejects.toMatchObject({ status: 503, message: FAILED })
    expect(fetch.calls.filter((path) => path.endsWith('/sendLabels'))).toHaveLength(1)
  })

  it('never resends orderedlabels after a server error: the GET emails the labels (part 2 §4.7)', async () => {
    const fetch = countingFetch()
    sandbox().inject({ path: PATH, kind: 'status', status: 503 })
    const api = client({ fetch, retry: { attempts: 3, baseDelayMs: 1 } })
    await expect(api.labels.orderedLabels(apiCode, { ids: [1] })).rejects.toMatchObject({ status: 503 })
    expect(fetch.calls.filter((path) => path === PATH)).toHaveLength(1)
  })
})

describe("labels.orderedLabels: only the message 'ok' is success (part 2 §7)", () => {
  it("maps the sandbox's non-'ok' answer for an empty selection to a failure", async () => {
    const error = await caught(client().labels.orderedLabels(apiCode, { allLabels: true }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 200,
      message: FAILED,
      serverMessage: 'No labels match the selection.',
    })
  })

  it("maps any other message to a failure (injected: 200 { message: 'Printer on fire' })", async () => {
    sandbox().inject({ path: PATH, kind: 'status', status: 200, body: { message: 'Printer on fire' } })
    await expect(client().labels.orderedLabelsPdf(apiCode, { ids: [1] })).rejects.toMatchObject({
      status: 200,
      message: FAILED,
      serverMessage: 'Printer on fire',
      call: 'labels.orderedLabelsPdf',
    })
  })

  it.each([
    ["'ok' without a url", { message: 'ok' }],
    ['a url on another origin', { message: 'ok', url: 'https://evil.example/api/labels' }],
    ['a protocol-relative url', { message: 'ok', url: '//evil.example/api/labels' }],
    ['a url that climbs out of /api', { message: 'ok', url: '/api/../../evil' }],
  ])('refuses %s as a broken contract, and sends nothing there', async (_, body) => {
    const fetch = countingFetch()
    sandbox().inject({ path: PATH, kind: 'status', status: 200, body })
    const error = await caught(client({ fetch }).labels.orderedLabelsPdf(apiCode, { ids: [1] }))
    expect(error).toBeInstanceOf(ContractError)
    expect(error).toMatchObject({ message: messages.requestFailed })
    expect(fetch.calls).toEqual([PATH])
  })

  it('names neither ids nor allLabels: 400, shown as the label failure', async () => {
    await expect(client().labels.orderedLabels(apiCode, {})).rejects.toMatchObject({
      status: 400,
      message: FAILED,
    })
  })
})
