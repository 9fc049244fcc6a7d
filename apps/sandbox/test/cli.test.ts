import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startSandbox } from '../src/index.ts'

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url))
const tmp = mkdtempSync(join(tmpdir(), 'waybill-cli-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function run(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--conditions=@waybill/source', MAIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk: Buffer) => {
    out.stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    out.stderr += chunk.toString()
  })
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { out, exit }
}

async function until(check: () => boolean, ms = 4000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

// Each test starts Node with the sandbox: seconds on a loaded 2-core machine, not the 5 s default.
describe('main.ts', { timeout: 20_000 }, () => {
  it('prints the banner, serves, and closes cleanly on SIGTERM', async () => {
    writeFileSync(join(tmp, 'index.html'), '<!doctype html>')
    const child = run(['--port', '0', '--db', ':memory:', '--static', tmp])
    const { out, exit } = collect(child)
    await until(() => out.stdout.includes('Database:'))
    const lines = out.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe(`Waybill sandbox on Node ${process.version}`)
    expect(lines[1]).toMatch(/^ {2}Portal and API: http:\/\/127\.0\.0\.1:\d+$/)
    expect(lines[2]).toBe('  Demo login:     demo@waybill.test / waybill-demo')
    expect(lines[3]).toBe('  Database:       :memory:')
    const url = lines[1]?.split(' ').at(-1) ?? ''
    expect((await fetch(`${url}/__sandbox/health`)).status).toBe(200)
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
  })

  it('says in one line that the port is in use, and exits 1', async () => {
    const taken = await startSandbox()
    try {
      const { out, exit } = collect(run(['--db', ':memory:'], { PORT: String(taken.port) }))
      expect(await exit).toBe(1)
      expect(out.stderr).toBe(`Port ${taken.port} is in use: set PORT to another port.\n`)
      expect(out.stdout).toBe('')
    } finally {
      await taken.close()
    }
  })

  it('lets the pages of each --allow-origin call the API, says so in the banner, and serves its config.json', async () => {
    const portal = 'https://portal.courier.example'
    const args = [
      '--port',
      '0',
      '--db',
      ':memory:',
      '--allow-origin',
      `${portal}/`,
      '--allow-origin',
      'http://10.0.0.5:8080',
    ]
    const child = run([...args, '--google-maps-key', 'AIzaSyA-browser_key'])
    const { out, exit } = collect(child)
    await until(() => out.stdout.includes('CORS:'))
    expect(out.stdout).toContain(`  CORS:           loopback origins, ${portal}, http://10.0.0.5:8080\n`)
    const url = out.stdout.match(/API: +(\S+)/)?.[1] ?? ''
    const res = await fetch(`${url}/api/web/size-category`, {
      method: 'OPTIONS',
      headers: { origin: portal, 'access-control-request-method': 'GET' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(portal)
    expect(await (await fetch(`${url}/config.json`)).json()).toEqual({
      brand: 'waybill',
      product: 'delivery',
      googleMapsApiKey: 'AIzaSyA-browser_key',
    })
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
  })

  it('refuses an --allow-origin that is not an origin, in one line', async () => {
    const { out, exit } = collect(
      run(['--db', ':memory:', '--allow-origin', 'https://portal.courier.example/app']),
    )
    expect(await exit).toBe(1)
    expect(out.stderr).toBe(
      "--allow-origin must be an origin such as https://portal.example.com (no path), got 'https://portal.courier.example/app'.\n",
    )
  })
})
