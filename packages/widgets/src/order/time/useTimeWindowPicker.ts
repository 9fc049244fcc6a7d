import {
  type Account,
  createTimeWindowPicker,
  type OrderDraftStore,
  type TimeWindowPicker,
  type TimeWindowPickerAccount,
  type TripLookup,
} from '@waybill/sdk-core'
import { useEffect, useRef, useState } from 'react'
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

const accountOf = (state: { readonly account: Account | null }) => state.account

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
  const account = useSession(accountOf, 'TimeWindowSection')
  const clock = useRef(now)
  useEffect(() => {
    clock.current = now
  })
  const create = () =>
    createTimeWindowPicker({
      draft,
      account: () => session.getSnapshot().account ?? NO_ACCOUNT,
      now: () => clock.current(),
      timeOptions: tripLookup,
      mode,
    })
  const [held, setHeld] = useState(() => ({ draft, tripLookup, picker: create() }))
  let { picker } = held
  if (held.draft !== draft || held.tripLookup !== tripLookup) {
    picker = create()
    setHeld({ draft, tripLookup, picker })
  }
  useMinuteTick(picker.tick, now)
  useEffect(() => {
    if (account) picker.tick()
  }, [account, picker])
  return { picker, account }
}
