import {
  type Account,
  type BatchTimePicker,
  type BatchTimePickerAccount,
  createBatchTimePicker,
  type OrderDraftStore,
} from '@waybill/sdk-core'
import { useEffect, useRef, useState } from 'react'
import { useSession } from '../../provider/useSession.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { useMinuteTick } from './useMinuteTick.ts'

/** Until company info is loaded the widget shows that times are loading; these settings are never offered. */
const NO_ACCOUNT: BatchTimePickerAccount = {
  skippedDays: { local: [], intercity: [], valet: [] },
  isSundayDeliveryEnabled: false,
}

const accountOf = (state: { readonly account: Account | null }) => state.account

/**
 * The batch time picker of a batch draft (sdk-core `createBatchTimePicker`) with the session's account: created
 * once per draft (kept in state), re-evaluated every minute, when the page is shown again and when the account
 * changes. Returns the picker and the account (null while loading).
 */
export function useBatchTimePicker(
  draft: OrderDraftStore,
  now: () => number,
): { picker: BatchTimePicker; account: Account | null } {
  const { session } = useWaybill('BatchTimeSection')
  const account = useSession(accountOf, 'BatchTimeSection')
  const clock = useRef(now)
  useEffect(() => {
    clock.current = now
  })
  const create = () =>
    createBatchTimePicker({
      draft,
      account: () => session.getSnapshot().account ?? NO_ACCOUNT,
      now: () => clock.current(),
    })
  const [held, setHeld] = useState(() => ({ draft, picker: create() }))
  let { picker } = held
  if (held.draft !== draft) {
    picker = create()
    setHeld({ draft, picker })
  }
  useMinuteTick(picker.tick, now)
  useEffect(() => {
    if (account) picker.tick()
  }, [account, picker])
  return { picker, account }
}
