import type { OrderDraft, OrderDraftStore, Store, WindowProblems } from '@waybill/sdk-core'
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

const pickupChosen = (draft: OrderDraft) => draft.pickupStart !== null
const dropoffChosen = (draft: OrderDraft) => draft.dropoffStart !== null

/**
 * The time check of one window (part 1 §5 'Single delivery checks'), in a polite live region that stays in the
 * page, so a problem appearing later (a window that has ended, a cut-off passed) is announced.
 */
export const TimeProblem = memo(function TimeProblem({ id, picker, draft, side, always }: TimeProblemProps) {
  const problem = useStore(picker, (state) =>
    side === 'pickup' ? state.problems.pickupTime : state.problems.dropoffTime,
  )
  const chosen = useStore(draft, side === 'pickup' ? pickupChosen : dropoffChosen)
  const shown = problem !== undefined && (chosen || problem === always) ? problem : null
  return (
    <div id={id} className="wb-time__problem" aria-live="polite">
      {shown && <p className="wb-field__error">{shown}</p>}
    </div>
  )
})
