import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// In `npm run dev` the API runs beside Vite (scripts/dev.ts) and is proxied, so the portal stays same-origin.
const api = process.env.WAYBILL_API_URL ?? 'http://127.0.0.1:4318'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@waybill/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': api, '/__sandbox': api },
  },
  build: {
    sourcemap: true,
  },
})
