import { request } from 'node:http'
import type { Sandbox, SandboxOptions } from '../src/index.ts'
import { startSandbox } from '../src/index.ts'

/** Starts an in-memory sandbox for one test file. */
export function memorySandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ database: ':memory:', ...options })
}

/** POSTs a JSON body (a string is sent as is). */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Logs in and returns the api code, failing the test when login fails. */
export async function login(sandbox: Sandbox, email = sandbox.demo.email, password = sandbox.demo.password) {
  const res = await postJson(`${sandbox.url}/api/user/getMyBusinessApiCode`, { username: email, password })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { api_code: string }
  return body.api_code
}

/**
 * A GET with the path sent exactly as written (fetch normalises '..' and '%2e%2e' away, so traversal
 * attempts need the raw request line).
 */
export function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
