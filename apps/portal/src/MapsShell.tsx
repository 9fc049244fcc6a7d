import { MapsProvider } from '@waybill/widgets'
import { Outlet } from 'react-router'
import { portalConfig } from './config.ts'

/**
 * The maps and places adapters around every screen but login and not-found, loaded with the first of them: the
 * login screen, which draws no map and asks for no address, does not download them (issue 21, item 6).
 */
export default function MapsShell() {
  return (
    <MapsProvider googleMapsApiKey={portalConfig.googleMapsApiKey}>
      <Outlet />
    </MapsProvider>
  )
}
