import '@waybill/widgets/styles.css'
import './portal.css'
import { loadPortalConfig } from '@waybill/sdk-core/internal'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createApp } from './App.tsx'
import { ConfigProblem } from './ConfigProblem.tsx'
import { configurePortal, PORTAL_DEFAULTS } from './config.ts'

const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element')
const root = createRoot(element)

/** The files beside index.html: the portal's configuration and its build-version file (ARCHITECTURE §6). */
const beside = (name: string) => new URL(`${import.meta.env.BASE_URL}${name}`, location.href).href

// config.json first: the app is made for its API address and brand (routes).
const loaded = await loadPortalConfig({
  url: beside('config.json'),
  pageUrl: location.href,
  defaults: PORTAL_DEFAULTS,
})
if (loaded.ok) {
  configurePortal(loaded.config, beside('meta.json'))
  const App = createApp()
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
} else {
  console.error('[portal] config.json', loaded.problems)
  root.render(<ConfigProblem problems={loaded.problems} />)
}
