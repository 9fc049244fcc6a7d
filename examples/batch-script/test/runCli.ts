// Runs the batch script as integrators do, for its own tests and the Playwright one (e2e/batchScript.spec.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'

const CLI = resolve(import.meta.dirname, '../src/cli.ts')

/** How a run of the script ended. */
export interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Where and with what the script runs. */
export interface RunOptions {
  /** The working directory. */
  readonly cwd?: string
  /** The environment, PATH aside: `WAYBILL_BASE_URL`, `WAYBILL_API_CODE`, and what a test adds. */
  readonly env: Record<string, string>
  /** Given the child process as it starts (to stop it mid-run). */
  readonly started?: (child: ChildProcess) => void
}

/** Runs `examples/batch-script/src/cli.ts` with `args` in a Node of the workspace; resolves once it has exited. */
export function runCli(args: readonly string[], options: RunOptions): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--conditions=@waybill/source', CLI, ...args], {
      ...(options.cwd !== undefined && { cwd: options.cwd }),
      env: { PATH: process.env.PATH ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
    options.started?.(child)
  })
}
