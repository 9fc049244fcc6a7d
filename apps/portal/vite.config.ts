import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { precompress } from './precompress.ts'

// In `npm run dev` the API runs beside Vite (scripts/dev.ts) and is proxied, so the portal stays same-origin.
const api = process.env.WAYBILL_API_URL ?? 'http://127.0.0.1:4318'

/** The portal's build version (part 1 §1 'Current build version'): its package.json version. */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

const meta = `${JSON.stringify({ version })}\n`

/**
 * Writes `meta.json` beside the build, and serves it in `npm run dev`: what the running app compares its own
 * version with (part 1 §7 GET /meta.json).
 */
function buildVersionFile(): Plugin {
  return {
    name: 'waybill-build-version',
    configureServer(server) {
      server.middlewares.use('/meta.json', (_request, response) => {
        response.setHeader('content-type', 'application/json')
        response.setHeader('cache-control', 'no-store')
        response.end(meta)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: meta })
    },
  }
}

export default defineConfig({
  plugins: [react(), buildVersionFile(), precompress()],
  define: { __PORTAL_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['@waybill/source', ...defaultClientConditions] },
  server: {
    // config.json too: the sandbox's own, as `npm start` serves it (its brand, product and Maps key).
    proxy: { '/api': api, '/__sandbox': api, '/config.json': api },
  },
  build: {
    sourcemap: true,
  },
})
