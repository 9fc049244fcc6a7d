import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'

/** A redis-server of this test run, on a free loopback port. */
export interface RedisServer {
  readonly url: string
  close(): Promise<void>
}

const HINT =
  "redis-server was not found: install Debian's package (apt-get install -y redis-server), as .ci/run does"

function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? found(address.port) : fail(new Error('no port')),
      )
    })
  })
}

/**
 * Starts Debian's redis-server on a free loopback port, with no persistence, for the tests of the widget proxy's
 * shared store (issue 22). Without it, stops with a one-line hint.
 */
export async function startRedis(): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version']).error) throw new Error(HINT)
  const port = await freePort()
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  await new Promise<void>((ready, fail) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`redis-server did not start: ${output}`)), 10_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        ready()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`redis-server exited (${code}): ${output}`))
    })
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        if (child.exitCode !== null) return closed()
        child.once('exit', () => closed())
        child.kill('SIGTERM')
      }),
  }
}
