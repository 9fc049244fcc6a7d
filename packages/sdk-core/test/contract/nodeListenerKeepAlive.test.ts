import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { BODY_LIMIT, readLimited } from '../../src/server/body.ts'
import { toNodeListener } from '../../src/server/nodeListener.ts'

// Issue 22: after a 413 the shopper's keep-alive connection broke (10 of 30 follow-up requests got ECONNRESET).

describe('toNodeListener on a real Node server', () => {
  it('keeps a keep-alive connection usable after a 413: 30 requests follow on it (issue 22)', async () => {
    const limited = async (request: Request) => {
      const read = await readLimited(request, BODY_LIMIT)
      return new Response(read.ok ? 'ok' : 'too large', { status: read.ok ? 200 : 413 })
    }
    const server = createServer(toNodeListener(limited))
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    const { port } = server.address() as AddressInfo
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const send = (body: string) =>
      new Promise<{ status: number; socket: unknown }>((done, fail) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent }, (res) => {
          res.resume()
          res.on('end', () => done({ status: res.statusCode ?? 0, socket: req.socket }))
        })
        req.on('error', fail)
        // Written in pieces, as a slow client sends: the answer comes before the last of it.
        for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.slice(at, at + 16 * 1024))
        req.end()
      })
    try {
      const tooLarge = await send('x'.repeat(400 * 1024))
      expect(tooLarge.status).toBe(413)
      const statuses: number[] = []
      const sockets = new Set<unknown>([tooLarge.socket])
      for (let next = 0; next < 30; next += 1) {
        const answer = await send('{"a":1}')
        statuses.push(answer.status)
        sockets.add(answer.socket)
      }
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 200))
      expect(sockets.size).toBe(1)
    } finally {
      agent.destroy()
      await new Promise((closed) => server.close(closed))
    }
  })
})
