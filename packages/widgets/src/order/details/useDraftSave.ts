import { pickupReadyNotice, saveDraft } from '@waybill/sdk-core/internal'
import type { OrderDraftStore, OrderList, SaveDestination } from '@waybill/sdk-core/order'
import {
  DEFAULT_TIMEZONE,
  type DraftSection,
  type DraftValidationMode,
  type OrderDraft,
  validateDraft,
} from '@waybill/sdk-core/rules'
import { useState } from 'react'
import { useSession } from '../../provider/useSession.ts'
import { useStore } from '../../provider/useStore.ts'
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
  /**
   * The failing sections, checked again at every change of the draft once an attempt failed (fixing a section
   * takes its line away at once); null before any failed attempt or after one that passed.
   */
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
 * saves the draft into the order (`saveDraft`) and calls `onSaved`. After a failed attempt the list follows the
 * draft: `validateDraft` runs again at each change, so a fixed section leaves the list (and loses its red border)
 * at once (issue 21). Nothing is checked before the account is loaded: the checks need its default insured value.
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
  // Whether the last attempt failed: the list is then the draft's failing sections now, so the form follows the
  // draft only from then on (before, a change re-renders only the fields it concerns).
  const [failing, setFailing] = useState(false)
  const snapshot = useStore(draft, (state) => (failing ? state : null))
  const [failures, setFailures] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)

  /** The draft's failing sections now ([] when it passes); undefined while the account is not loaded. */
  const sectionsOf = (current: OrderDraft): readonly DraftSection[] | undefined => {
    const account = session.getSnapshot().account
    if (!account) return undefined
    const result = validateDraft(current, { mode, now: now(), timeZone: DEFAULT_TIMEZONE, account })
    return result.ok ? [] : result.sections
  }

  /** The failing sections now, listed (and the focus moved to them), or null when the draft passes. */
  const check = (): readonly DraftSection[] | null | undefined => {
    const sections = sectionsOf(draft.getSnapshot())
    if (sections === undefined) return undefined
    if (sections.length === 0) return null
    setFailing(true)
    setFailures((count) => count + 1)
    return sections
  }

  return {
    account: loaded ? 'ready' : status === 'failed' ? 'failed' : 'loading',
    failed: snapshot ? (sectionsOf(snapshot) ?? null) : null,
    failures,
    notice,
    attempt() {
      flushes.flushAll()
      if (check() !== null) return
      setFailing(false)
      setNotice(pickupReadyNotice(draft.getSnapshot(), DEFAULT_TIMEZONE))
    },
    confirm() {
      const sections = check()
      setNotice(null)
      if (sections !== null) return
      onSaved(saveDraft(draft, orderList))
    },
    cancel: () => setNotice(null),
    retryAccount: () => void session.refreshAccount(),
  }
}
