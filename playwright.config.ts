import { defineConfig, devices } from '@playwright/test'

// End-to-end tests run on the system Chromium (Debian's package): Playwright's own browser download does not
// work on these machines. `npm run test:e2e` checks it is installed first (scripts/require-chromium.ts).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.E2E_PORT ?? 4390)
const baseURL = `http://127.0.0.1:${port}`
// The built portal served; another folder lets two checkouts' runs share a machine (`vite build --outDir`).
const portalDist = process.env.PORTAL_DIST ?? 'apps/portal/dist'

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    // The stack of `npm start`: the sandbox serving the built portal and the API on one port, in memory.
    command: `node --conditions=@waybill/source apps/sandbox/src/main.ts --port ${port} --db :memory: --static ${portalDist}`,
    url: `${baseURL}/__sandbox/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
