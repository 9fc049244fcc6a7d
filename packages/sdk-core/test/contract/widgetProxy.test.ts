import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '../../src/api/wire/names.ts'
import { createClient, type WaybillClient } from '../../src/client.ts'
import { createWidgetClient } from '../../src/embed/widgetClient.ts'
import { createWidgetSession } from '../../src/embed/widgetSession.ts'
import { ApiError } from '../../src/http/errors.ts'
import { createWidgetProxy } from '../../src/server/index.ts'
import type { WidgetProxyHandler, WidgetProxyOptions } from '../../src/server/types.ts'
import { PROXY_BLANKED_ACCOUNT } from '../proxyFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'
import { delivery, EDMONTON_PICKUP } from './orderFixtures.ts'

// Issue 9 'Secrets never reach the browser': the widget proxy in front of the real sandbox, the sdk-core client
// behind it with a placeholder api code, as the embedded widget uses it.

const sandbox = useSandbox()
const SHOP = 'https://shop.example'
const PLACEHOLDER = 'via-proxy'
const paths = apiPaths()
let direct: WaybillClient
let apiCode: string
const logs: unknown[][] = []
const capturing = {
  warn: (...args: unknown[]) => logs.push(args),
  error: (...args: unknown[]) => logs.push(args),
}

beforeAll(async () => {
  direct = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await direct.auth.login(sandbox().demo)
})

function proxy(options: Partial<WidgetProxyOptions> = {}): WidgetProxyHandler {
  return createWidgetProxy({
    apiBaseUrl: sandbox().url,
    apiCode,
    allowedOrigins: [SHOP],
    maxOrderCents: 50_000,
    pickups: [EDMONTON_PICKUP],
    logger: capturing,
    ...options,
  })
}

/** The widget's client as the widget holds it: the shop's origin, no api code. */
function widgetClient(handler: WidgetProxyHandler, sent: string[] = []): WaybillClient {
  return createWidgetClient({
    baseUrl: `${SHOP}/waybill`,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('Origin', SHOP)
      const request = new Request(input, { ...init, headers })
      sent.push(new URL(request.url).pathname)
      return handler(request)
    },
    logger: silentLogger,
    retry: false,
  })
}

const charged = () => sandbox().charges(sandbox().demo.email)

async function activeOrders(search: string) {
  return (await direct.dashboard.page(apiCode, { view: 3, pageIndex: 0, pageSize: 100, search })).orders
}

describe('the widget proxy in front of the sandbox (issue 9)', () => {
  it('reads size categories and a filtered company info through the proxy', async () => {
    const widget = widgetClient(proxy({ basePath: '/waybill' }))
    expect(await widget.catalog.sizeCategories()).toEqual(await direct.catalog.sizeCategories())
    const account = await widget.account.companyInfo(PLACEHOLDER)
    const real = await direct.account.companyInfo(apiCode)
    expect(account).toMatchObject({
      businessName: real.businessName,
      pickupAddress: real.pickupAddress,
      pickupHours: real.pickupHours,
      defaultInsuranceValue: real.defaultInsuranceValue,
      isEFTPayment: real.isEFTPayment,
      regionTimes: real.regionTimes,
      ...PROXY_BLANKED_ACCOUNT,
    })
    expect(real.cards.length).toBeGreaterThan(0)
  })

  it("the widget's session loads the merchant's account and the sizes through the proxy, with no login", async () => {
    const session = createWidgetSession({ client: widgetClient(proxy({ basePath: '/waybill' })) })
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', accountStatus: 'idle' })
    expect(session.apiCode()).toBe(PLACEHOLDER)
    await session.start()
    const { account, accountStatus, sizeCategories } = session.getSnapshot()
    expect(accountStatus).toBe('ready')
    expect(account?.businessName).toBe((await direct.account.companyInfo(apiCode)).businessName)
    expect(sizeCategories).toEqual(await direct.catalog.sizeCategories())
    expect(await session.login(sandbox().demo)).toBe(false)
    expect(session.getSnapshot().status).toBe('loggedIn')
  })

  it("the widget's client refuses every call but its own before sending anything", async () => {
    const sent: string[] = []
    const widget = widgetClient(proxy({ basePath: '/waybill' }), sent)
    await expect(widget.auth.login(sandbox().demo)).rejects.toThrow(
      'auth.login is not available in the order widget',
    )
    await expect(widget.account.updateMobile(PLACEHOLDER, '7805550100')).rejects.toThrow(TypeError)
    await expect(widget.orders.prepay(PLACEHOLDER, 100)).rejects.toThrow(
      'orders.prepay is not available in the order widget',
    )
    await expect(widget.cards.list(PLACEHOLDER)).rejects.toThrow(TypeError)
    await expect(widget.catalog.regions()).rejects.toThrow('catalog.regions is not available')
    await expect(widget.geo.w3wSuggestions('filled.count.soap')).rejects.toThrow(
      'geo.w3wSuggestions is not available',
    )
    // A group is no thenable: awaiting it gives the group back.
    expect(await widget.orders).toBe(widget.orders)
    expect(sent).toEqual([])
  })

  it('prices and creates an order with one prepay charge; a retried create charges nothing more', async () => {
    const widget = widgetClient(proxy({ basePath: '/waybill' }))
    const order = delivery({ itemName: `Proxy ${Date.now().toString(36)}` })
    const before = charged().length
    const estimate = await widget.orders.paymentSummary(PLACEHOLDER, order)
    expect(estimate.totalCents).toBeGreaterThan(0)
    const created = await widget.orders.create(PLACEHOLDER, order)
    expect(created.uuid).toBe(order.uuid)
    expect(
      charged()
        .slice(before)
        .map((charge) => charge.amountCents),
    ).toEqual([estimate.totalCents])

    const again = await widget.orders.create(PLACEHOLDER, order)
    expect(again.id).toBe(created.id)
    expect(charged()).toHaveLength(before + 1)
    expect((await activeOrders(order.itemName)).map((found) => found.id)).toEqual([created.id])
  })

  it('refuses an order above the price ceiling: 422, nothing booked or charged', async () => {
    const widget = widgetClient(proxy({ basePath: '/waybill', maxOrderCents: 1 }))
    const order = delivery({ itemName: `Proxy dear ${Date.now().toString(36)}` })
    const before = charged().length
    const error = await widget.orders.create(PLACEHOLDER, order).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422 })
    expect(charged()).toHaveLength(before)
    expect(await activeOrders(order.itemName)).toEqual([])
  })

  it('refuses another origin (403), the cards call (404) and a client over its rate (429)', async () => {
    const handler = proxy({ rateLimit: { requests: 2, windowMs: 60_000 } })
    const evil = await handler(
      new Request(`${SHOP}${paths.sizeCategories}`, { headers: { Origin: 'https://evil.example' } }),
    )
    expect(evil.status).toBe(403)
    const cards = await handler(
      new Request(`${SHOP}${paths.cards}?api_key=${PLACEHOLDER}`, { headers: { Origin: SHOP } }),
    )
    expect(cards.status).toBe(404)
    expect(await cards.text()).not.toContain(apiCode)
    // The refused origin counted nothing; the 404 counted: one more fits, the next is refused.
    const sizes = () => handler(new Request(`${SHOP}${paths.sizeCategories}`, { headers: { Origin: SHOP } }))
    expect((await sizes()).status).toBe(200)
    const third = await sizes()
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('never logs the api code', () => {
    expect(JSON.stringify(logs)).not.toContain(apiCode)
  })
})
