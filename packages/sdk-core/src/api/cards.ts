import type { Infer } from 'superstruct'
import type { SavedCard } from '../domain/account.ts'
import type { CardDetails, CardUpdate } from '../domain/cards.ts'
import { stripCardNumber } from '../forms/cardForm.ts'
import type { Transport } from '../http/transport.ts'
import type { WireCard } from './wire/account.ts'
import { WireMessageResponse } from './wire/accountUpdates.ts'
import { CardListResponse, CardResponse, CardTokenResponse } from './wire/cards.ts'
import type { ApiPaths } from './wire/names.ts'

/**
 * Saved cards (part 2 §2.6 'Cards table', 'Add Payment Information'). A card is saved in two steps: `token`
 * sends the details (the only call that carries the full number and the CVC) for a one-use token, and `add`
 * saves the card that token stands for. Failures are only logged by the screens (part 2 §8).
 */
export interface CardsApi {
  /** The account's saved cards, from `data.data.cards` (part 2 §7 `GET /api/web/card`). */
  list(apiCode: string): Promise<SavedCard[]>
  /**
   * Exchanges the card's details for a one-use token, valid 10 minutes in the sandbox (part 2 §7
   * `POST /api/web/token`). Spaces in the number are stripped. A declined card throws an `ApiError` (402).
   */
  token(card: CardDetails): Promise<string>
  /** Saves the card a token stands for and returns it (part 2 §7 `POST /api/web/card`). */
  add(apiCode: string, token: string): Promise<SavedCard>
  /** `token`, then `add`: saves a card from the form's details in one call. */
  save(apiCode: string, card: CardDetails): Promise<SavedCard>
  /**
   * Edits a saved card's name, expiry or postal code; the number is not editable (part 2 §5.5; part 2 §7
   * `PATCH /api/web/card/{card_id}`). Returns the card as saved.
   */
  update(apiCode: string, cardId: number, fields: CardUpdate): Promise<SavedCard>
  /** Removes a saved card (part 2 §7 `DELETE /api/web/card/{card_id}`). */
  remove(apiCode: string, cardId: number): Promise<void>
}

/** The wire's saved card as the SDK's `SavedCard`. */
export function toSavedCard(card: Infer<typeof WireCard>): SavedCard {
  return {
    cardId: card.card_id,
    name: card.name,
    number: card.number,
    expiryMonth: card.expiry_month,
    expiryYear: card.expiry_year,
    brand: card.brand ?? null,
  }
}

/** Builds the card calls over a transport; `createClient` exposes them as `client.cards`. */
export function createCardsApi(transport: Transport, paths: ApiPaths): CardsApi {
  const cardPath = (cardId: number) => paths.card.replace('{card_id}', encodeURIComponent(String(cardId)))

  const api: CardsApi = {
    async list(apiCode) {
      const { data } = await transport.request({
        call: 'cards.list',
        method: 'GET',
        path: paths.cards,
        query: { api_key: apiCode },
        response: CardListResponse,
      })
      return data.data.cards.map(toSavedCard)
    },

    async token(card) {
      const { token } = await transport.request({
        call: 'cards.token',
        method: 'POST',
        path: paths.cardToken,
        body: {
          name: card.name.trim(),
          number: stripCardNumber(card.number),
          expiry_month: card.expiryMonth.trim(),
          expiry_year: card.expiryYear.trim(),
          cvc: card.cvc.trim(),
          postal: card.postal.trim(),
        },
        response: CardTokenResponse,
      })
      return token
    },

    async add(apiCode, token) {
      const { data } = await transport.request({
        call: 'cards.add',
        method: 'POST',
        path: paths.cards,
        body: { token, api_key: apiCode },
        response: CardResponse,
      })
      return toSavedCard(data.card)
    },

    async save(apiCode, card) {
      return api.add(apiCode, await api.token(card))
    },

    async update(apiCode, cardId, fields) {
      const { data } = await transport.request({
        call: 'cards.update',
        method: 'PATCH',
        path: cardPath(cardId),
        body: {
          api_key: apiCode,
          name: fields.name?.trim(),
          expiry_month: fields.expiryMonth?.trim(),
          expiry_year: fields.expiryYear?.trim(),
          postal: fields.postal?.trim(),
        },
        response: CardResponse,
      })
      return toSavedCard(data.card)
    },

    async remove(apiCode, cardId) {
      await transport.request({
        call: 'cards.remove',
        method: 'DELETE',
        path: cardPath(cardId),
        query: { api_key: apiCode },
        response: WireMessageResponse,
      })
    },
  }
  return api
}
