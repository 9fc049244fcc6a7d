import {
  type BatchList,
  type BatchSubmit,
  type BatchSubmitState,
  createBatchSubmit,
} from '@waybill/sdk-core/batch'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useEffect, useState } from 'react'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** What {@link useBatchScreen} returns. */
export interface UseBatchScreenResult {
  /** The estimate and submit engine of the batch (sdk-core `createBatchSubmit`). */
  readonly engine: BatchSubmit
  /** Its state as last rendered. */
  readonly state: BatchSubmitState
}

/**
 * The batch screen's estimate and submit engine (sdk-core `createBatchSubmit`, part 2 §4.6 steps 4–6), one per
 * mount, over the screen's batch list and batch draft, with the session's api code and account; `onDone` is
 * called once the batch is booked, labelled and cleared, its form started afresh (part 2 §4.6 step 6 'the screen moves
 * to the dashboard and the batch data clears').
 */
export function useBatchScreen(
  draft: OrderDraftStore,
  list: BatchList,
  onDone: () => void,
  now: () => number = Date.now,
): UseBatchScreenResult {
  const { client, session } = useWaybill('BatchScreen')
  const [engine] = useState(() =>
    createBatchSubmit({
      client,
      list,
      draft: () => draft.getSnapshot(),
      // Part 2 §4.6 step 6: once the batch is booked and cleared, the form starts afresh too.
      resetDraft: (start) => draft.reset(start),
      apiCode: () => session.apiCode(),
      account: () => session.getSnapshot().account,
      now,
    }),
  )
  const state = useStore(engine)
  const done = state.status === 'done'
  useEffect(() => {
    if (done) onDone()
  }, [done, onDone])
  return { engine, state }
}
