import { messages } from '../domain/messages.ts'
import { type PartyErrors, type PartyFormMode, partyBlockMessage, validateParty } from '../forms/partyForm.ts'
import { hasCoordinates } from '../forms/patterns.ts'
import type { DraftParty } from './types.ts'

/**
 * What the Location details step shows for one side (part 1 §2 'Location details', §5 'Contact/party form').
 *
 * @internal
 */
export interface LocationSideCheck {
  /**
   * Field messages of the party form ({@link validateParty} in 'party' mode), plus `coordinates`, 'Validate the
   * address first', when an address or what3words address is given but was not chosen from the suggestions.
   */
  readonly errors: PartyErrors
  /** 'Please Check Your Data' when the side may not go on (incomplete, a field invalid, not located); else undefined. */
  readonly block: string | undefined
}

/**
 * Checks a pickup or drop-off side as the Location details 'Next' button does (part 1 §2: both sides valid; §5:
 * name, address, email and phone non-empty, each field valid) and as `validateDraft` will: the side must also be
 * located, since the distance services need its coordinates (part 1 §5).
 *
 * @internal
 *
 * @example
 * ```ts
 * locationSideCheck(draft.getSnapshot().pickup).block // 'Please Check Your Data' or undefined
 * ```
 */
export function locationSideCheck(
  party: DraftParty,
  mode: Extract<PartyFormMode, 'party' | 'batchContact'> = 'party',
): LocationSideCheck {
  const errors = validateParty(party, mode)
  const located = hasCoordinates(party.lat, party.lng)
  if (!located && errors.address === undefined) errors.coordinates = messages.validateAddressFirst
  const block = partyBlockMessage(party, mode) ?? (located ? undefined : messages.checkYourData)
  return { errors, block }
}
