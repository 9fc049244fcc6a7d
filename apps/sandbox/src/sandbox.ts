import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  apiPaths,
  DEFAULT_NAMES,
  type PortalConfigFile,
  portalContentSecurityPolicy,
  type WireNames,
} from '@waybill/sdk-core/wire'
import { createCors } from './cors.ts'
import { type Charge, listCharges } from './db/accounts.ts'
import { openDatabase } from './db/schema.ts'
import { DEMO_LOGIN, seedDatabase } from './db/seed.ts'
import { createFaultQueue, type Fault } from './faults.ts'
import { createRoutes } from './routes/index.ts'
import { createPipeline } from './server.ts'
import {
  createSimulator,
  type Simulator,
  type SimulatorControl,
  type SimulatorOptions,
} from './simulator/simulator.ts'
import { createStaticFiles } from './static.ts'

/** How to start a sandbox. Every field is optional. */
export interface SandboxOptions {
  /** TCP port; 0 (the default) picks a free one. */
  readonly port?: number
  /** Interface to listen on; default '127.0.0.1' (loopback only). */
  readonly host?: string
  /** SQLite file path, or ':memory:' (the default). A file's parent directory is created when missing. */
  readonly database?: string
  /** Directory of the built portal, served outside /api/ with SPA fallback to index.html. */
  readonly staticDir?: string
  /** Brand and product slugs of the paths and payload keys; default `DEFAULT_NAMES`. */
  readonly names?: WireNames
  /** Receives one line per request and per unexpected error; silent by default. Never given secrets. */
  readonly log?: (line: string) => void
  /** The courier simulator: mode ('manual' by default: orders move only when stepped), speed and clock. */
  readonly simulator?: SimulatorOptions
  /**
   * Page origins besides loopback ones (`http://localhost:*`, `http://127.0.0.1:*`, `http://[::1]:*`, always allowed)
   * that may call the API from a browser (CORS), e.g. `['https://portal.courier.example']`.
   */
  readonly allowOrigins?: readonly string[]
  /**
   * A Google Maps browser key for the portal it serves: put in its config.json, and Google's sources in the content
   * security policy. None: the built-in offline map.
   */
  readonly googleMapsApiKey?: string
}

/** A running sandbox. */
export interface Sandbox {
  /** Base URL, e.g. 'http://127.0.0.1:41234'. */
  readonly url: string
  readonly port: number
  /** Stops listening, drops open connections and closes the database. Safe to call twice. */
  close(): Promise<void>
  /** Queues a fault for the next matching requests. */
  inject(fault: Fault): void
  /** Forgets every queued fault. */
  clearFaults(): void
  /** The seeded demo login. */
  readonly demo: { readonly email: string; readonly password: string }
  /** The courier simulator: `step()` moves every created order on (docs/sandbox-simulator.md). */
  readonly simulator: SimulatorControl
  /**
   * The card charges (prepay) of the account signed in as `email`, oldest first: what a test reads to prove that a
   * card was charged once, and for how much.
   */
  charges(email: string): readonly Charge[]
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/** How long an idle keep-alive connection stays open: longer than any pause between a client's requests. */
const KEEP_ALIVE_MS = 120_000

/**
 * Starts the local courier API: opens and seeds the database, then listens.
 *
 * @example
 * const sandbox = await startSandbox({ database: ':memory:' })
 * const res = await fetch(`${sandbox.url}/api/web/size-category`)
 * await sandbox.close()
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { port = 0, host = '127.0.0.1', database = ':memory:', names = DEFAULT_NAMES } = options
  const log = options.log ?? (() => {})
  // The portal's config.json: this server is its API (no apiBaseUrl: the page's own origin).
  const portalConfig: PortalConfigFile = {
    brand: names.brand,
    product: names.product,
    ...(options.googleMapsApiKey ? { googleMapsApiKey: options.googleMapsApiKey } : {}),
  }
  const cors = createCors(options.allowOrigins)
  const db = openDatabase(database)
  const aborter = new AbortController()
  const faults = createFaultQueue()
  let simulator: Simulator | undefined
  try {
    await seedDatabase(db)
    const courier = createSimulator(db, options.simulator)
    simulator = courier
    const routes = createRoutes({ db, names, paths: apiPaths(names), log, simulator, faults, portalConfig })
    const staticFiles =
      options.staticDir === undefined
        ? undefined
        : createStaticFiles(options.staticDir, portalContentSecurityPolicy(portalConfig))
    const pipeline = createPipeline({ routes, faults, log, signal: aborter.signal, staticFiles, cors })
    const server = createServer(pipeline)
    // Node closes an idle keep-alive connection after 5 s. A client that sends on it just then (a test runner
    // whose timers run late on a loaded machine) gets ECONNRESET for a request the server never saw.
    server.keepAliveTimeout = KEEP_ALIVE_MS
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
    const bound = (server.address() as AddressInfo).port
    let closing: Promise<void> | undefined
    return {
      url: `http://${hostForUrl(host)}:${bound}`,
      port: bound,
      demo: { ...DEMO_LOGIN },
      inject: (fault) => faults.inject(fault),
      clearFaults: () => faults.clear(),
      simulator: courier,
      charges: (email) => listCharges(db, email),
      close() {
        closing ??= new Promise<void>((resolve) => {
          courier.stop()
          aborter.abort()
          faults.clear()
          server.close(() => {
            db.close()
            resolve()
          })
          server.closeAllConnections()
        })
        return closing
      },
    }
  } catch (error) {
    simulator?.stop()
    db.close()
    throw error
  }
}
