import { messages } from '@waybill/sdk-core'
import { useCallback } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'
import { openPdfWindow } from './openPdfWindow.ts'

/**
 * Opens one order's label in a new window (part 2 §2.1 Label, §4.2; §7 `GET /api/web/{product}/{id}/label?api_code&
 * update=1`, fetched by sdk-core's `labels.label`): call it inside the click. The window shows the PDF from a blob:
 * URL, so the api code is in no address it shows nor in its history (issue 21); a failed fetch says 'There was a
 * problem, please try again' there. The returned function gives false when no window could open (a popup blocker,
 * or no session), so that a link may open as it would have.
 *
 * @example
 * ```tsx
 * const openLabel = useLabelWindow('DashboardPage')
 * <OrderActions onLabelClick={(order) => openLabel(order.id)} … />
 * ```
 */
export function useLabelWindow(component = 'useLabelWindow'): (orderId: number) => boolean {
  const { client, session } = useWaybill(component)
  return useCallback(
    (orderId: number) => {
      const apiCode = session.apiCode()
      if (apiCode === null) return false
      return openPdfWindow(() => client.labels.label(apiCode, orderId), {
        title: messages.orderLabel,
        loading: messages.labelWindowLoading,
        failed: messages.labelsFailed,
        logger: client.logger,
      })
    },
    [client, session],
  )
}
