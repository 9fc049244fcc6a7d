import {
  DEFAULT_TIMEZONE,
  type DraftSection,
  type DraftValidationMode,
  type OrderDraftStore,
  type OrderList,
  pickupReadyNotice,
  type SaveDestination,
  saveDraft,
  validateDraft,
} from '@waybill/sdk-core'
import { useState } from 'react'
import { useSession } from '../../provider/useSession.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import type { FlushRegistry } from './useDebouncedDraftValue.ts'

/** Options of {@link useDraftSave}. */
export interface DraftSaveOptions {
  /** The draft being written. */
  draft: OrderDraftStore
  /** The order it is saved into. */
  orderList: OrderList
  /** Which form's checks run. */
  mode: DraftValidationMode
  /** The form's debounced fields, written before the checks run. */
  flushes: FlushRegistry
  /** Told where to go once saved. */
  onSaved: (destination: SaveDestination) => void
  /** The current instant; `Date.now` by default. */
  now?: () => number
}

/** Whether the draft can be checked yet: the checks read the account (its least insured value). */
export type DraftSaveAccount = 'ready' | 'loading' | 'failed'

/** What {@link useDraftSave} returns. */
export interface DraftSave {
  /** 'ready' once the account is loaded; until then nothing is checked or saved. */
  readonly account: DraftSaveAccount
  /** The failing sections of the last attempt; null before any or after one that passed. */
  readonly failed: readonly DraftSection[] | null
  /** How many attempts failed, so the form can move focus to the list after each. */
  readonly failures: number
  /** The confirmation modal's text while it is open, else null. */
  readonly notice: string | null
  /** 'Order Summary' was pressed: write pending fields, check, then ask for confirmation. */
  attempt(): void
  /** The modal's Confirm: check again (time has passed), then save and go on, or list what fails now. */
  confirm(): void
  /** The modal's Cancel: back to the form, nothing saved. */
  cancel(): void
  /** Asks for the account again after it failed to load. */
  retryAccount(): void
}

/**
 * The forms' save step (part 1 §2, §5; part 2 §2.3, §5.1): pending debounced fields are written, the draft is
 * checked with `validateDraft`; failing, the sections are listed; passing, the confirmation modal states when the
 * packages must be ready, and Confirm checks again (a window may have passed while the modal was open) before it
 * saves the draft into the order (`saveDraft`) and calls `onSaved`. Nothing is checked before the account is
 * loaded: the checks need its default insured value.
 */
export function useDraftSave({
  draft,
  orderList,
  mode,
  flushes,
  onSaved,
  now = Date.now,
}: DraftSaveOptions): DraftSave {
  const { session } = useWaybill('useDraftSave')
  const loaded = useSession((state) => state.account, 'useDraftSave')
  const status = useSession((state) => state.accountStatus, 'useDraftSave')
  const [failed, setFailed] = useState<readonly DraftSection[] | null>(null)
  const [failures, setFailures] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)

  /** The failing sections now, or null when the draft passes; undefined while the account is not loaded. */
  const check = (): readonly DraftSection[] | null | undefined => {
    const account = session.getSnapshot().account
    if (!account) return undefined
    const result = validateDraft(draft.getSnapshot(), {
      mode,
      now: now(),
      timeZone: DEFAULT_TIMEZONE,
      account,
    })
    if (result.ok) return null
    setFailed(result.sections)
    setFailures((count) => count + 1)
    return result.sections
  }

  return {
    account: loaded ? 'ready' : status === 'failed' ? 'failed' : 'loading',
    failed,
    failures,
    notice,
    attempt() {
      flushes.flushAll()
      if (check() !== null) return
      setFailed(null)
      setNotice(pickupReadyNotice(draft.getSnapshot(), DEFAULT_TIMEZONE))
    },
    confirm() {
      const failing = check()
      setNotice(null)
      if (failing !== null) return
      onSaved(saveDraft(draft, orderList))
    },
    cancel: () => setNotice(null),
    retryAccount: () => void session.refreshAccount(),
  }
}
