import { DriversPanel } from '@waybill/widgets'

/**
 * 'Drivers' (part 2 §2.7, route '/favouriteAgents'): Favourite Drivers and, when My Fleet is enabled, My Fleet,
 * inside the portal layout's chrome.
 */
export function DriversPage() {
  return (
    <>
      <h1 className="portal-title">Drivers</h1>
      <DriversPanel />
    </>
  )
}

export default DriversPage
