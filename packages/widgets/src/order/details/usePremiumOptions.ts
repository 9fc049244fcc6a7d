import type { PremiumOptions } from '@waybill/sdk-core'
import { withPremiumOption } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useStore } from '../../provider/useStore.ts'
import { useDebouncedDraftValue } from './useDebouncedDraftValue.ts'

/** What {@link usePremiumOptions} returns. */
export interface PremiumOptionsField {
  /** The options as shown: pending changes over the draft's. */
  readonly options: PremiumOptions
  /** Ticks or unticks one option (the exclusive temperature pair follows the draft's rule at once). */
  set(option: keyof PremiumOptions, value: boolean): void
}

/**
 * Premium options written to the draft 500 ms after the last change (part 1 §9 'premium-option sync'). Only the
 * options this field owns are written, so two sections of the form never overwrite each other's.
 */
export function usePremiumOptions(
  draft: OrderDraftStore,
  owned: readonly (keyof PremiumOptions)[],
  delayMs: number,
): PremiumOptionsField {
  const saved = useStore(draft, (state) => state.premiumOptions)
  const field = useDebouncedDraftValue<PremiumOptions>(
    saved,
    (next) => {
      const current = draft.getSnapshot().premiumOptions
      const changed = owned.filter((option) => next[option] !== current[option])
      // Unticking first: ticking one of an exclusive pair then leaves it ticked.
      for (const option of changed.filter((each) => !next[each])) draft.setPremiumOption(option, false)
      for (const option of changed.filter((each) => next[each])) draft.setPremiumOption(option, true)
    },
    delayMs,
  )
  return {
    options: field.value,
    set: (option, value) => field.change(withPremiumOption(field.value, option, value)),
  }
}
