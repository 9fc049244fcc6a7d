import { fillText, messages } from '@waybill/sdk-core'
import { tripEstimateDisplay } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useStore } from '../../provider/useStore.ts'

/** Props of {@link TripEstimate}. */
export interface TripEstimateProps {
  /** The draft being written. */
  draft: OrderDraftStore
}

/** The trip estimate in whole minutes and kilometres, rounded up (part 1 §2, §9); nothing until estimated. */
export function TripEstimate({ draft }: TripEstimateProps) {
  const durationSeconds = useStore(draft, (state) => state.duration)
  const distanceMetres = useStore(draft, (state) => state.distance)
  if (durationSeconds <= 0 && distanceMetres <= 0) return null
  const { minutes, km } = tripEstimateDisplay({ durationSeconds, distanceMetres })
  return (
    <p className="wb-details__trip">
      <span className="wb-details__trip-label">Trip estimate: </span>
      {fillText(messages.tripEstimate, { minutes, km })}
    </p>
  )
}
