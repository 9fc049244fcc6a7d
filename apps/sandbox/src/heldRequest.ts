import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { readBody } from './http.ts'

/** Most of a body held through a `delay` fault: the largest upload (a 10 MiB photo) with room to spare. */
export const HELD_BODY_LIMIT = 16 * 1024 * 1024

/**
 * Reads the whole body now and returns a stand-in for `req` that replays it, so that the request can be handled
 * after the client has hung up: a server that has read a request goes on with it and commits, whoever is still
 * waiting (a `delay` fault's late commit). Rejects as `readBody` does: 400 when the body ends early, 413 past
 * {@link HELD_BODY_LIMIT}.
 */
export async function holdRequest(req: IncomingMessage): Promise<IncomingMessage> {
  const body = await readBody(req, HELD_BODY_LIMIT)
  const replay = Readable.from(body.length > 0 ? [body] : [], { objectMode: false })
  const { headers, method, url, socket } = req
  return Object.assign(replay, { headers, method, url, socket }) as unknown as IncomingMessage
}
