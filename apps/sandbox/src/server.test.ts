import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createFaultQueue } from './faults.ts'
import { HttpError, json } from './http.ts'
import type { Route } from './router.ts'
import { createPipeline } from './server.ts'

/** Sends `body` on `agent`'s connection and answers the status and the text. */
function send(agent: Agent, url: string, method: string, body = '') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { method, agent, headers: { 'content-type': 'text/plain' } }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('createPipeline', () => {
  it('reads and drops a body a refusal left unread, so that the connection carries the next request', async () => {
    const routes: Route[] = [
      {
        method: 'POST',
        path: '/api/refuse',
        handler: () => {
          throw new HttpError(401, 'Refused before reading.')
        },
      },
      {
        method: 'POST',
        path: '/api/half',
        bodyLimit: { maxSize: 64 * 1024 },
        handler: () => json(200, {}),
      },
      { method: 'GET', path: '/api/next', handler: () => json(200, { next: true }) },
    ]
    const signal = new AbortController().signal
    const server = createServer(createPipeline({ routes, faults: createFaultQueue(), log: () => {}, signal }))
    let connections = 0
    server.on('connection', () => {
      connections += 1
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const big = 'x'.repeat(900 * 1024)
      expect((await send(agent, `${base}/api/refuse`, 'POST', big)).status).toBe(401)
      expect(await send(agent, `${base}/api/next`, 'GET')).toEqual({ status: 200, text: '{"next":true}' })
      expect((await send(agent, `${base}/api/half`, 'POST', big)).status).toBe(413)
      expect(await send(agent, `${base}/api/next`, 'GET')).toEqual({ status: 200, text: '{"next":true}' })
      expect(connections).toBe(1)
    } finally {
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
