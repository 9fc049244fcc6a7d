import type { Account } from '@waybill/sdk-core'
import {
  createTimeWindowPicker,
  type TimeWindowPicker,
  type TimeWindowPickerAccount,
} from '@waybill/sdk-core/internal'
import type { OrderDraftStore, TripLookup } from '@waybill/sdk-core/order'
import { useEffect, useRef } from 'react'
import { useRecreated } from '../../provider/useRecreated.ts'
import { useSession } from '../../provider/useSession.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { useMinuteTick } from './useMinuteTick.ts'

/** Until company info is loaded nothing is offered: the section shows that times are loading. */
const NO_ACCOUNT: TimeWindowPickerAccount = {
  isExpressEnabled: false,
  expressMaxTime: '',
  rushDistance: 0,
  localMinSpecialTime: 0,
  intercityMinSpecialTime: 0,
  skippedDays: { local: [], intercity: [], valet: [] },
  isSundayDeliveryEnabled: false,
}

/**
 * The time picker of a draft (sdk-core `createTimeWindowPicker`), fed by the trip lookup's time options and the
 * session's account: created once per draft and lookup (kept in state), re-evaluated every minute, when the page
 * is shown again and when the account changes. Returns the picker and the account (null while loading).
 */
export function useTimeWindowPicker(
  draft: OrderDraftStore,
  tripLookup: TripLookup,
  now: () => number,
  mode: 'single' | 'shipment' = 'single',
): { picker: TimeWindowPicker; account: Account | null } {
  const { session } = useWaybill('TimeWindowSection')
  const account = useSession((state) => state.account, 'TimeWindowSection')
  const clock = useRef(now)
  useEffect(() => {
    clock.current = now
  })
  const picker = useRecreated(
    () =>
      createTimeWindowPicker({
        draft,
        account: () => session.getSnapshot().account ?? NO_ACCOUNT,
        now: () => clock.current(),
        timeOptions: tripLookup,
        mode,
      }),
    [draft, tripLookup],
  )
  useMinuteTick(picker.tick, now)
  useEffect(() => {
    if (account) picker.tick()
  }, [account, picker])
  return { picker, account }
}
