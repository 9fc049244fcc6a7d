import type { Account } from '@waybill/sdk-core'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useEffect, useRef } from 'react'
import { useRecreated } from '../../provider/useRecreated.ts'
import { useSession } from '../../provider/useSession.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { useMinuteTick } from './useMinuteTick.ts'

/** The account settings the valet and batch pickers read (skipped days, Sunday deliveries). */
type PickerAccount = Pick<Account, 'skippedDays' | 'isSundayDeliveryEnabled'>

/** Until company info is loaded the widget shows that times are loading; these settings are never offered. */
const NO_ACCOUNT: PickerAccount = {
  skippedDays: { local: [], intercity: [], valet: [] },
  isSundayDeliveryEnabled: false,
}

/**
 * A time picker that needs no trip lookup (sdk-core `createValetTimePicker`, `createBatchTimePicker`) over a draft
 * and the session's account: created once per draft (kept in state), re-evaluated every minute, when the page is
 * shown again and when the account changes. Returns the picker and the account (null while loading).
 */
export function useAccountTimePicker<TPicker extends { tick(): void }>(
  component: string,
  create: (options: { draft: OrderDraftStore; account: () => PickerAccount; now: () => number }) => TPicker,
  draft: OrderDraftStore,
  now: () => number,
): { picker: TPicker; account: Account | null } {
  const { session } = useWaybill(component)
  const account = useSession((state) => state.account, component)
  const clock = useRef(now)
  useEffect(() => {
    clock.current = now
  })
  const picker = useRecreated(
    () =>
      create({
        draft,
        account: () => session.getSnapshot().account ?? NO_ACCOUNT,
        now: () => clock.current(),
      }),
    [draft],
  )
  useMinuteTick(picker.tick, now)
  useEffect(() => {
    if (account) picker.tick()
  }, [account, picker])
  return { picker, account }
}
