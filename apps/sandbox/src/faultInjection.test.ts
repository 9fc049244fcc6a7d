import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createFaultQueue } from './faults.ts'
import { json } from './http.ts'
import type { Route } from './router.ts'
import { createPipeline } from './server.ts'

const faults = createFaultQueue()
let aborter = new AbortController()
let close = async () => {}
afterEach(async () => {
  faults.clear()
  await close()
})

/** A pipeline on a loopback port whose one route reads an upload (the photo and batch uploads' way). */
async function listen(seen: string[]) {
  aborter = new AbortController()
  const routes: Route[] = [
    {
      method: 'POST',
      path: '/api/upload',
      bodyLimit: { maxSize: 32 * 1024 * 1024 },
      async handler(ctx) {
        const form = await ctx.req.formData()
        seen.push(String(form.get('note')))
        return json(200, { note: form.get('note') })
      },
    },
  ]
  const server = createServer(createPipeline({ routes, faults, log: () => {}, signal: aborter.signal }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = async () => {
    aborter.abort()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/upload`
}

function form(note: string, bytes = 0): FormData {
  const body = new FormData()
  body.append('note', note)
  if (bytes > 0) body.append('file', new Blob([new Uint8Array(bytes)]), 'big.bin')
  return body
}

describe('fault injection middleware: delay', () => {
  it('holds a multipart body through the delay, then reads it as sent', async () => {
    const seen: string[] = []
    const url = await listen(seen)
    faults.inject({ path: '/api/upload', kind: 'delay', ms: 50 })
    const res = await fetch(url, { method: 'POST', body: form('held') })
    expect(await res.json()).toEqual({ note: 'held' })
    expect(seen).toEqual(['held'])
  })

  it('answers a body over 16 MiB with 413 at once, before the delay and the route', async () => {
    const seen: string[] = []
    const url = await listen(seen)
    faults.inject({ path: '/api/upload', kind: 'delay', ms: 60_000 })
    const res = await fetch(url, { method: 'POST', body: form('huge', 16 * 1024 * 1024 + 1) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large.' })
    expect(seen).toEqual([])
  })

  it('drops a request still delayed when the sandbox closes, and never handles it', async () => {
    const seen: string[] = []
    const url = await listen(seen)
    faults.inject({ path: '/api/upload', kind: 'delay', ms: 60_000 })
    const pending = fetch(url, { method: 'POST', body: form('late') })
    setTimeout(() => aborter.abort(), 100)
    await expect(pending).rejects.toThrow()
    expect(seen).toEqual([])
  })
})
