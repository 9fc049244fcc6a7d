/**
 * How long the screens wait after the last keystroke before acting (part 1 §9 'Debounces'; part 2 §5.1). The
 * widgets own the timers; the figures live here once.
 *
 * @internal
 */
export const DEBOUNCE_MS = {
  /** Login and sign-up errors clear this long after the email or password changes (part 1 §4, §9). */
  formErrorClear: 500,
  /** Party form sync (part 1 §9). */
  partySync: 500,
  /** Premium options, favourite-driver and my-fleet options are saved (part 1 §5, §9). */
  optionSync: 500,
  /** Address autocomplete asks for suggestions (part 1 §7, §9). */
  addressSuggest: 300,
  /** The description is saved and validated (part 1 §5, §9). */
  description: 800,
  /** Reference, VIN, RO and plate fields are saved (part 1 §9). */
  referenceFields: 1000,
  /** The dashboard's search asks the server (part 2 §2.1, §9). */
  dashboardSearch: 200,
} as const
