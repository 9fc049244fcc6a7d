import {
  type BatchList,
  type BatchSubmit,
  type BatchSubmitState,
  createBatchSubmit,
  type OrderDraftStore,
} from '@waybill/sdk-core'
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
 * called once the batch is booked, labelled and cleared (part 2 §4.6 step 6 'the screen moves to the dashboard').
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
