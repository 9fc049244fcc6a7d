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

/** What {@link useDraftSave} returns. */
export interface DraftSave {
  /** The failing sections of the last attempt; null before any or after one that passed. */
  readonly failed: readonly DraftSection[] | null
  /** How many attempts failed, so the form can move focus to the list after each. */
  readonly failures: number
  /** The confirmation modal's text while it is open, else null. */
  readonly notice: string | null
  /** 'Order Summary' was pressed: write pending fields, check, then ask for confirmation. */
  attempt(): void
  /** The modal's Confirm: save and go on. */
  confirm(): void
  /** The modal's Cancel: back to the form, nothing saved. */
  cancel(): void
}

/**
 * The forms' save step (part 1 §2; part 2 §2.3, §5.1): pending debounced fields are written, the draft is checked
 * with `validateDraft`; failing, the sections are listed; passing, the confirmation modal states when the
 * packages must be ready, and Confirm saves the draft into the order (`saveDraft`) and calls `onSaved`.
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
  const [failed, setFailed] = useState<readonly DraftSection[] | null>(null)
  const [failures, setFailures] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  return {
    failed,
    failures,
    notice,
    attempt() {
      flushes.flushAll()
      const account = session.getSnapshot().account
      const result = validateDraft(draft.getSnapshot(), {
        mode,
        now: now(),
        timeZone: DEFAULT_TIMEZONE,
        account: { defaultInsuranceValue: account?.defaultInsuranceValue ?? 0 },
      })
      if (!result.ok) {
        setFailed(result.sections)
        setFailures((count) => count + 1)
        return
      }
      setFailed(null)
      setNotice(pickupReadyNotice(draft.getSnapshot(), DEFAULT_TIMEZONE))
    },
    confirm() {
      setNotice(null)
      onSaved(saveDraft(draft, orderList))
    },
    cancel: () => setNotice(null),
  }
}
