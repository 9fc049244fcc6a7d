import { array, nonempty, object, optional, pattern, size, string, type } from 'superstruct'
import {
  CARD_NUMBER_PATTERN,
  CARD_POSTAL_PATTERN,
  CVC_PATTERN,
  EXPIRY_MONTH_PATTERN,
  EXPIRY_YEAR_PATTERN,
} from '../../forms/patterns.ts'
import { WireCard } from './account.ts'
import { MAX_FIELD_LENGTH } from './fieldLimits.ts'
import type { WireNames } from './names.ts'

/** Paths of the card calls (part 2 §7 'Account and cards'). */
export function cardPaths(_names: WireNames) {
  return {
    /** GET: the saved cards; POST: saves a tokenised card. */
    cards: '/api/web/card',
    /** PATCH: edits a saved card; DELETE: removes it. `{card_id}` is the card's id. */
    card: '/api/web/card/{card_id}',
    /** POST: exchanges the card's details for a one-use token. */
    cardToken: '/api/web/token',
  } as const
}

/** GET /api/web/card and DELETE `/api/web/card/{card_id}`: query. */
export const CardApiKeyQuery = object({ api_key: nonempty(string()) })

/** GET /api/web/card: the list sits in data.data.cards (part 2 §7). */
export const CardListResponse = type({ data: type({ data: type({ cards: array(WireCard) }) }) })

/** Expiry month, two digits 01-12 (part 2 §5.5). */
export const WireExpiryMonth = pattern(string(), EXPIRY_MONTH_PATTERN)

/** Expiry year, two digits (part 2 §5.5). */
export const WireExpiryYear = pattern(string(), EXPIRY_YEAR_PATTERN)

/** Postal or ZIP code of the card's billing address: 5-7 letters, digits or spaces (part 2 §5.5). */
export const WireCardPostal = pattern(string(), CARD_POSTAL_PATTERN)

/** Name on the card, 1 to 191 characters. */
export const WireCardName = size(string(), 1, MAX_FIELD_LENGTH)

/**
 * POST /api/web/token: body, the card fields (part 2 §5.5, §7; the names are ours). The only call that ever
 * carries the full number and the CVC.
 */
export const CardTokenRequest = object({
  /** Name on the card. */
  name: WireCardName,
  /** The card number, 16-19 digits, spaces stripped. */
  number: pattern(string(), CARD_NUMBER_PATTERN),
  /** Expiry month, 'MM'. */
  expiry_month: WireExpiryMonth,
  /** Expiry year, 'YY'. */
  expiry_year: WireExpiryYear,
  /** Card verification code, 3-5 digits. */
  cvc: pattern(string(), CVC_PATTERN),
  /** Postal code of the billing address. */
  postal: WireCardPostal,
})

/** POST /api/web/token: 200 answer (part 2 §7 'Response: token'). */
export const CardTokenResponse = type({ token: nonempty(string()) })

/**
 * POST /api/web/card: body. The token carries every card field, so only it and the api key are sent: the full
 * number never travels twice (our decision, docs/contract/accounts.md).
 */
export const AddCardRequest = object({
  /** The one-use token POST /api/web/token answered. */
  token: nonempty(string()),
  /** The api code. */
  api_key: nonempty(string()),
})

/** PATCH `/api/web/card/{card_id}`: body. The number is not editable (part 2 §5.5); send only what changes. */
export const UpdateCardRequest = object({
  /** The api code. */
  api_key: nonempty(string()),
  /** New name on the card. */
  name: optional(WireCardName),
  /** New expiry month. */
  expiry_month: optional(WireExpiryMonth),
  /** New expiry year. */
  expiry_year: optional(WireExpiryYear),
  /** New billing postal code. */
  postal: optional(WireCardPostal),
})

/** POST /api/web/card and PATCH `/api/web/card/{card_id}`: 200 answer, the saved card in data.card. */
export const CardResponse = type({ data: type({ card: WireCard }) })
