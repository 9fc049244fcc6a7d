import { describe, expect, it } from 'vitest'
import { messages } from '../domain/messages.ts'
import { ORDER_BODY_LIMIT } from './body.ts'
import { type NodeRequestLike, type NodeResponseLike, toNodeListener } from './nodeListener.ts'
import type { ClientConnection } from './rateLimit.ts'

// Issue 9: the proxy 'usable from Node's http, Express, Hono or any framework'.

function nodeRequest(init: Partial<NodeRequestLike> & { chunks?: (string | Uint8Array)[] }): NodeRequestLike {
  const { chunks = [], ...rest } = init
  return {
    method: 'GET',
    url: '/',
    headers: {},
    ...rest,
    async *[Symbol.asyncIterator]() {
      yield* chunks
    },
  }
}

function nodeResponse() {
  const headers: Record<string, string> = {}
  let resolve: (body: string) => void = () => {}
  const ended = new Promise<string>((done) => {
    resolve = done
  })
  const res: NodeResponseLike = {
    statusCode: 0,
    setHeader(name, value) {
      headers[name.toLowerCase()] = value
    },
    end(body) {
      resolve(new TextDecoder().decode(body))
    },
  }
  return { res, headers, ended }
}

/** A handler that echoes what it received. */
const echo = async (request: Request, connection?: ClientConnection) =>
  new Response(
    JSON.stringify({
      method: request.method,
      url: request.url,
      remoteAddress: connection?.remoteAddress,
      forwardedFor: request.headers.get('x-forwarded-for'),
      origin: request.headers.get('origin'),
      body: await request.text(),
    }),
    { status: 201, headers: { 'X-Test': 'yes' } },
  )

describe('toNodeListener', () => {
  it('turns a Node request into a web Request and writes the Response back', async () => {
    const { res, headers, ended } = nodeResponse()
    toNodeListener(echo)(
      nodeRequest({
        method: 'post',
        url: '/waybill/api/web/delivery?x=1',
        headers: {
          origin: 'https://shop.example',
          'content-type': 'application/json',
          'content-length': '7',
        },
        chunks: ['{"a":', new TextEncoder().encode('1}')],
        socket: { remoteAddress: '10.1.2.3' },
      }),
      res,
    )
    const body = JSON.parse(await ended)
    expect(res.statusCode).toBe(201)
    expect(headers['x-test']).toBe('yes')
    expect(body).toEqual({
      method: 'POST',
      url: 'http://localhost/waybill/api/web/delivery?x=1',
      remoteAddress: '10.1.2.3',
      forwardedFor: null,
      origin: 'https://shop.example',
      body: '{"a":1}',
    })
  })

  it("hands over the connection's address, and X-Forwarded-For untouched for the proxy to trust or not", async () => {
    const { res, ended } = nodeResponse()
    toNodeListener(echo)(
      nodeRequest({
        method: 'GET',
        url: '/waybill/api/web/size-category',
        headers: { 'x-forwarded-for': 'forged' },
        socket: { remoteAddress: '10.1.2.3' },
      }),
      res,
    )
    expect(JSON.parse(await ended)).toMatchObject({ remoteAddress: '10.1.2.3', forwardedFor: 'forged' })
  })

  it("keeps Express's originalUrl and parsed body", async () => {
    const { res, ended } = nodeResponse()
    toNodeListener(echo)(
      nodeRequest({
        method: 'POST',
        url: '/api/web/delivery',
        originalUrl: '/waybill/api/web/delivery',
        body: { a: 1 },
      }),
      res,
    )
    expect(JSON.parse(await ended)).toMatchObject({
      url: 'http://localhost/waybill/api/web/delivery',
      body: '{"a":1}',
    })
  })

  it('reads no more than the largest body limit plus one byte', async () => {
    const { res, ended } = nodeResponse()
    const chunk = new Uint8Array(16 * 1024).fill(120)
    toNodeListener(echo)(
      nodeRequest({ method: 'POST', chunks: Array.from({ length: 10 }, () => chunk) }),
      res,
    )
    expect(JSON.parse(await ended).body).toHaveLength(ORDER_BODY_LIMIT + 1)
  })

  it('answers 400 when the request cannot be read', async () => {
    const { res, ended } = nodeResponse()
    const broken: NodeRequestLike = {
      method: 'POST',
      url: '/',
      headers: {},
      [Symbol.asyncIterator]() {
        return { next: () => Promise.reject(new Error('socket hang up')) }
      },
    }
    toNodeListener(echo)(broken, res)
    expect(JSON.parse(await ended)).toEqual({ message: messages.embedUnreadable })
    expect(res.statusCode).toBe(400)
  })
})
