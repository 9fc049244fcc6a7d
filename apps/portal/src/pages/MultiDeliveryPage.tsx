import { fillNames, messages } from '@waybill/sdk-core'
import { MultiDeliveryScreen } from '@waybill/widgets'
import { portalConfig, routes } from '../config.ts'
import { routerLink } from '../routerLink.tsx'

/**
 * The Multi{product} screen (part 1 §2 route '/{brand}/multi{brand}', part 2 §2.5): the Excel template, the upload
 * of a batch file for the provider's team, Cancel back to the dashboard and the table of uploaded files, inside
 * the portal layout's chrome.
 */
export function MultiDeliveryPage() {
  return (
    <>
      <h1 className="portal-title">{fillNames(messages.multiDeliveryTitle, portalConfig)}</h1>
      <MultiDeliveryScreen dashboardHref={routes.dashboard} renderLink={routerLink} />
    </>
  )
}

export default MultiDeliveryPage
