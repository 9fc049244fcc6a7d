import { TrackingScreen } from '@waybill/widgets'
import { useParams } from 'react-router'

/**
 * The public tracking page, '/order-tracking/:uuid' (part 1 §2, part 2 §2.1), opened in a new tab from the
 * dashboard: no sign-in and no chrome, only that delivery's status, ETA, driver and map. The tab is named after the
 * delivery ('In transit: PPC-1040 Book order – Track your delivery'), so a background tab shows its progress.
 */
export function TrackingPage() {
  const { uuid = '' } = useParams()
  return (
    <main className="portal-page">
      <TrackingScreen key={uuid} uuid={uuid} headingLevel={1} documentTitle />
    </main>
  )
}

export default TrackingPage
