import { messages } from '@waybill/sdk-core'
import { useId } from 'react'
import type { DraftSave } from './useDraftSave.ts'

/** Props of {@link SaveActions}. */
export interface SaveActionsProps {
  /** The form's save step (`useDraftSave`). */
  save: DraftSave
  /** The draft edits a saved delivery: 'Save And Go to Summary' instead of 'Order Summary'. */
  isEditing: boolean
}

/**
 * The forms' submit button (part 1 §2: 'Order Summary', or 'Save And Go to Summary' when editing). Until the
 * account is loaded the button is disabled and says why (the checks need it); if the account failed to load, a
 * 'Try again' asks for it once more.
 */
export function SaveActions({ save, isEditing }: SaveActionsProps) {
  const statusId = useId()
  const waiting = save.account !== 'ready'
  return (
    <div className="wb-details__actions">
      <button
        type="submit"
        className="wb-button wb-button--primary"
        disabled={waiting}
        aria-describedby={waiting ? statusId : undefined}
      >
        {isEditing ? messages.saveAndGoToSummary : messages.goToOrderSummary}
      </button>
      <p id={statusId} className="wb-field__hint" role="status">
        {save.account === 'loading' && messages.accountLoading}
        {save.account === 'failed' && messages.orderFormAccountFailed}
      </p>
      {save.account === 'failed' && (
        <button type="button" className="wb-button" onClick={save.retryAccount}>
          Try again
        </button>
      )}
    </div>
  )
}
