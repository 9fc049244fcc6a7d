import { parseArgs } from 'node:util'
import { originOf } from './cors.ts'
import type { Sandbox } from './sandbox.ts'
import { startSandbox } from './sandbox.ts'
import type { SimulatorMode } from './simulator/simulator.ts'

const DEFAULT_PORT = 4317
const DEFAULT_DB = '.sandbox/waybill.sqlite'

const USAGE = `Usage: node --conditions=@waybill/source apps/sandbox/src/main.ts [--port N] [--db PATH] [--static DIR] [--simulator MODE] [--latency MS] [--allow-origin ORIGIN]... [--google-maps-key KEY]
  --port N      port to listen on (default: $PORT or ${DEFAULT_PORT}; 0 picks a free one)
  --db PATH     SQLite file, relative to the current directory, or :memory: (default: ${DEFAULT_DB})
  --static DIR  serve this directory (the built portal) outside /api/, with the sandbox's own /config.json
  --simulator MODE  courier simulator: automatic (60x accelerated, the default), manual or off
  --latency MS  delay every API call by MS milliseconds (default: $SANDBOX_LATENCY_MS or 0)
  --allow-origin ORIGIN  let pages of this origin call the API (CORS), e.g. https://portal.example.com;
                repeatable. Loopback origins (http://localhost:*, http://127.0.0.1:*, http://[::1]:*) always may.
  --google-maps-key KEY  a Google Maps browser key for the served portal (its config.json and CSP)`

interface Cli {
  readonly port: number
  readonly database: string
  readonly staticDir: string | undefined
  readonly simulator: SimulatorMode
  /** Milliseconds added to every API call, process-wide. */
  readonly latencyMs: number
  /** Page origins besides loopback that may call the API (CORS). */
  readonly allowOrigins: readonly string[]
  readonly googleMapsApiKey: string | undefined
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function parsePort(value: string, source: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value.trim()) || port > 65535)
    fail(`${source} must be a port number (0-65535), got '${value}'.`)
  return port
}

function parseCliArgs() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        db: { type: 'string' },
        static: { type: 'string' },
        simulator: { type: 'string' },
        latency: { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        'google-maps-key': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
}

function readCli(): Cli {
  const { values } = parseCliArgs()
  if (values.help) {
    console.info(USAGE)
    process.exit(0)
  }
  const port =
    values.port !== undefined
      ? parsePort(values.port, '--port')
      : process.env.PORT
        ? parsePort(process.env.PORT, 'PORT')
        : DEFAULT_PORT
  const simulator = values.simulator ?? 'automatic'
  if (simulator !== 'automatic' && simulator !== 'manual' && simulator !== 'off') {
    fail(`--simulator must be automatic, manual or off, got '${simulator}'.`)
  }
  const latencyText = values.latency ?? process.env.SANDBOX_LATENCY_MS ?? '0'
  const latencyMs = Number(latencyText)
  if (!/^\d+$/.test(latencyText) || latencyMs > 60_000)
    fail(`--latency must be 0 to 60000 ms, got '${latencyText}'.`)
  const allowOrigins = (values['allow-origin'] ?? []).map(
    (text) =>
      originOf(text) ??
      fail(`--allow-origin must be an origin such as https://portal.example.com (no path), got '${text}'.`),
  )
  const googleMapsApiKey = values['google-maps-key'] || undefined
  if (googleMapsApiKey !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(googleMapsApiKey))
    fail(`--google-maps-key must be a Google Maps browser key (letters, digits, '-' and '_').`)
  return {
    port,
    database: values.db ?? DEFAULT_DB,
    staticDir: values.static,
    simulator,
    latencyMs,
    allowOrigins,
    googleMapsApiKey,
  }
}

function banner(sandbox: Sandbox, cli: Cli): string {
  const label = cli.staticDir === undefined ? 'API:           ' : 'Portal and API:'
  return [
    `Waybill sandbox on Node ${process.version}`,
    `  ${label} ${sandbox.url}`,
    `  Demo login:     ${sandbox.demo.email} / ${sandbox.demo.password}`,
    `  Database:       ${cli.database}`,
    `  Simulator:      ${sandbox.simulator.mode}${sandbox.simulator.mode === 'automatic' ? ` (${sandbox.simulator.speed}x)` : ''}`,
    ...(cli.latencyMs > 0 ? [`  Latency:        ${cli.latencyMs} ms added to every API call`] : []),
    `  CORS:           ${['loopback origins', ...cli.allowOrigins].join(', ')}`,
  ].join('\n')
}

async function main(): Promise<void> {
  const cli = readCli()
  let sandbox: Sandbox
  try {
    sandbox = await startSandbox({
      port: cli.port,
      database: cli.database,
      staticDir: cli.staticDir,
      simulator: { mode: cli.simulator },
      allowOrigins: cli.allowOrigins,
      ...(cli.googleMapsApiKey === undefined ? {} : { googleMapsApiKey: cli.googleMapsApiKey }),
      log: (line) => console.info(line),
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    if (code === 'EADDRINUSE') fail(`Port ${cli.port} is in use: set PORT to another port.`)
    if (code === 'EACCES') fail(`Port ${cli.port} needs privileges: set PORT to a port above 1024.`)
    if (code === 'ENOENT' && cli.staticDir !== undefined) fail(`Static directory not found: ${cli.staticDir}`)
    fail(`The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (cli.latencyMs > 0)
    sandbox.inject({ path: '*', kind: 'delay', ms: cli.latencyMs, times: Number.POSITIVE_INFINITY })
  console.info(banner(sandbox, cli))

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    console.info(`\n${signal}: closing the sandbox.`)
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`Could not close cleanly: ${String(error)}`),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

await main()
