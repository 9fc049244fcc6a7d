import { messages } from '@waybill/sdk-core'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { Checkbox } from '../../primitives/Checkbox.tsx'
import { useSession } from '../../provider/useSession.ts'
import { useStore } from '../../provider/useStore.ts'
import { useDebouncedDraftValue } from './useDebouncedDraftValue.ts'

/** Props of {@link FavouriteDriverOption}. */
export interface FavouriteDriverOptionProps {
  /** Id of the checkbox. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * 'Offer to my favourite drivers first' (part 1 §2, §6 enable_favourite_agent; part 2 §4.4): shown only when the
 * account has favourite drivers enabled, written 500 ms after a change (part 1 §5, §9).
 */
export function FavouriteDriverOption({ id, draft }: FavouriteDriverOptionProps) {
  const enabled = useSession(
    (state) => state.account?.isFavouriteAgentEnable === true,
    'FavouriteDriverOption',
  )
  const saved = useStore(draft, (state) => state.isAssignFavouriteDriver)
  const field = useDebouncedDraftValue(saved, draft.setFavouriteDriver, DEBOUNCE_MS.optionSync)
  if (!enabled) return null
  const hintId = `${id}-hint`
  return (
    <div className="wb-details__option">
      <Checkbox
        id={id}
        label={messages.favouriteDriverOption}
        checked={field.value}
        onChange={field.change}
        describedBy={hintId}
      />
      <p id={hintId} className="wb-field__hint">
        {messages.favouriteDriverHint}
      </p>
    </div>
  )
}
