import { messages } from '@waybill/sdk-core'
import type { OrderList } from '@waybill/sdk-core/order'
import type { OrderDraft } from '@waybill/sdk-core/rules'
import { useState } from 'react'

/** Props of {@link DroppedPhotosNotice}. */
export interface DroppedPhotosNoticeProps {
  /** The order whose restored deliveries may have lost photos. */
  orderList: OrderList
  /** The deliveries, to name the one each photo belonged to. */
  drafts: readonly OrderDraft[]
  /** The name a delivery goes by on the screen. */
  labelOf: (draft: OrderDraft) => string
}

/**
 * Tells which photos the deliveries lost in a reload (attached from this device, not yet uploaded; see
 * `OrderList.droppedPhotos`), by delivery and file name, until OK: the user attaches them again through Edit.
 */
export function DroppedPhotosNotice({ orderList, drafts, labelOf }: DroppedPhotosNoticeProps) {
  const [, setDismissed] = useState(0)
  const dropped = orderList.droppedPhotos()
  if (dropped.length === 0) return null

  function dismiss() {
    orderList.dismissDroppedPhotos()
    setDismissed((count) => count + 1)
  }

  const delivery = (uuid: string) => {
    const draft = drafts.find((each) => each.uuid === uuid)
    return draft ? `${labelOf(draft)}: ` : ''
  }
  return (
    <div className="wb-summary__dropped wb-alert wb-alert--info" role="status">
      <p>{messages.photosDropped}</p>
      <ul>
        {dropped.map((photo) => (
          <li key={`${photo.uuid}:${photo.name}`}>{`${delivery(photo.uuid)}${photo.name}`}</li>
        ))}
      </ul>
      <button type="button" className="wb-button" onClick={dismiss}>
        {messages.ok}
      </button>
    </div>
  )
}
