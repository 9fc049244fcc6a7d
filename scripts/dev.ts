// `npm run dev`: the sandbox API on API_PORT (default 4318) and the portal with hot reload on PORT (default 5173),
// Vite proxying /api to the sandbox so the portal stays same-origin.
import { type ChildProcess, spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '4318'
const port = process.env.PORT ?? '5173'
const children: ChildProcess[] = []

function run(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM')
    process.exitCode = code ?? 0
  })
  children.push(child)
}

run(process.execPath, ['--conditions=@waybill/source', 'apps/sandbox/src/main.ts', '--port', apiPort], {})
run(process.execPath, ['node_modules/vite/bin/vite.js', 'apps/portal', '--port', port, '--strictPort'], {
  WAYBILL_API_URL: `http://127.0.0.1:${apiPort}`,
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
}
