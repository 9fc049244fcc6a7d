import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** What the shop's server needs: the courier API and the account's api code (server side only). */
export interface NextShopOptions {
  readonly apiBaseUrl: string
  readonly apiCode: string
  /** Port to listen on, on 127.0.0.1; a free one by default. */
  readonly port?: number
  /** The build to serve, relative to the app: `.next` by default (see {@link buildNextShop}). */
  readonly distDir?: string
  /** How long to wait for the server to answer; 30 s by default. */
  readonly timeoutMs?: number
}

/** A running `next start` of the shop. */
export interface NextShop {
  readonly url: string
  /** What the server printed so far, stdout and stderr: for a failing test's message. */
  output(): string
  close(): Promise<void>
}

const app = resolve(import.meta.dirname, '..')
const nextBin = fileURLToPath(import.meta.resolve('next/dist/bin/next'))

/** A port free on 127.0.0.1 now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (address === null || typeof address === 'string') throw new Error('no free port on 127.0.0.1')
  return address.port
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()))
}

/** The output of a finished `next` command, or an error with it. */
async function finished(child: ChildProcess, what: string): Promise<string> {
  let printed = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (printed += String(chunk)))
  const code = await new Promise<number | null>((done) => child.once('exit', (exit) => done(exit)))
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${printed}`)
  return printed
}

/**
 * Builds the shop (`next build`) into `distDir` (`.next` by default), with `env` added to the build's environment;
 * resolves to what it printed.
 */
export function buildNextShop(
  options: { readonly distDir?: string; readonly env?: Readonly<Record<string, string>> } = {},
): Promise<string> {
  const child = spawn(process.execPath, [nextBin, 'build'], {
    // Next 16.5 makes an empty `cache` folder in the working directory in a container or CI: the app's, ignored.
    cwd: app,
    env: {
      ...process.env,
      ...options.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(options.distDir !== undefined && { NEXT_SHOP_DIST_DIR: options.distDir }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return finished(child, 'next build')
}

/** Waits until the shop's page answers, or fails with what the server printed. */
async function ready(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output()}`)
    const answer = await fetch(url).catch(() => undefined)
    if (answer?.ok) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`next start did not answer ${url} in ${timeoutMs} ms:\n${output()}`)
}

/**
 * Starts the built shop (`next build` first) with `next start` on 127.0.0.1, the courier API and the api code in
 * its environment, where only the route handler reads them.
 */
export async function startNextShop(options: NextShopOptions): Promise<NextShop> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: app, // as in buildNextShop
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        WAYBILL_API_BASE_URL: options.apiBaseUrl,
        WAYBILL_API_CODE: options.apiCode,
        WAYBILL_ALLOWED_ORIGINS: url,
        ...(options.distDir !== undefined && { NEXT_SHOP_DIST_DIR: options.distDir }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let printed = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (printed += String(chunk)))
  const output = () => printed
  const close = async () => {
    child.kill('SIGTERM')
    await exited(child)
  }
  try {
    await ready(url, child, options.timeoutMs ?? 30_000, output)
  } catch (error) {
    await close()
    throw error
  }
  return { url, output, close }
}
