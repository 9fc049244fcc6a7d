import type { Store } from '@waybill/sdk-core'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { WindowProblems } from '@waybill/sdk-core/rules'
import { memo } from 'react'
import { useStore } from '../../provider/useStore.ts'

/** Props of {@link TimeProblem}. */
export interface TimeProblemProps {
  /** Id of the live region. */
  id: string
  /** The picker whose time checks are shown. */
  picker: Store<{ readonly problems: WindowProblems }>
  /** The draft: a problem shows once its window is chosen, not as an instruction before. */
  draft: OrderDraftStore
  /** Which window's problem. */
  side: 'pickup' | 'dropoff'
  /** A problem shown even before its window is chosen (e.g. a chosen time no longer offered). */
  always?: string
}

/**
 * The time check of one window (part 1 §5 'Single delivery checks'), in a polite live region that stays in the
 * page, so a problem appearing later (a window that has ended, a cut-off passed) is announced.
 */
export const TimeProblem = memo(function TimeProblem({ id, picker, draft, side, always }: TimeProblemProps) {
  const problem = useStore(picker, (state) =>
    side === 'pickup' ? state.problems.pickupTime : state.problems.dropoffTime,
  )
  const chosen = useStore(
    draft,
    (state) => (side === 'pickup' ? state.pickupStart : state.dropoffStart) !== null,
  )
  const shown = problem !== undefined && (chosen || problem === always) ? problem : null
  return (
    <div id={id} className="wb-time__problem" aria-live="polite">
      {shown && <p className="wb-field__error">{shown}</p>}
    </div>
  )
})
