import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The shop's own server (server/server.ts) serves the build and the widget proxy on one origin.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@waybill/source', ...defaultClientConditions] },
})
