import { AddCardRequest, CardApiKeyQuery, CardTokenRequest, UpdateCardRequest } from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import {
  brandOf,
  DECLINED_NUMBER,
  DECLINES_CHARGES_NUMBER,
  hasExpired,
  passesLuhn,
} from '../cards/cardNumbers.ts'
import {
  consumeToken,
  deleteCard,
  insertCard,
  issueToken,
  toWireCard,
  updateCard,
} from '../cards/cardStore.ts'
import { type Card, findCard, listCards } from '../db/accounts.ts'
import { transaction } from '../db/schema.ts'
import { HttpError, json, pathId, validateBody, validateQuery } from '../http.ts'
import type { RequestContext, Route } from '../router.ts'
import type { App } from './index.ts'

/** The token call's answer for the reserved declined number (docs/contract/accounts.md). */
export const CARD_DECLINED = 'Your card was declined.'

/** An add with a token that is unknown, used or expired. */
export const INVALID_TOKEN = 'The card token is invalid or has expired.'

/** A card id in the path that is not one of the account's cards. */
export const CARD_NOT_FOUND = 'The card could not be found.'

/** The card of the path's `{card_id}`, if the account owns it; 404 otherwise. */
function ownedCard(ctx: RequestContext, db: App['db'], userId: number): Card {
  const id = pathId(ctx.params.card_id)
  const card = id === undefined ? undefined : findCard(db, userId, id)
  if (!card) throw new HttpError(404, CARD_NOT_FOUND)
  return card
}

/**
 * Saved cards (part 2 §7 'Account and cards'). The token call is the only one that sees a full number or a CVC;
 * it keeps brand, last 4, expiry, name and postal code under a one-use token, and a card is saved from that.
 */
export function createCardRoutes({ db, paths }: App): Route[] {
  return [
    {
      method: 'GET',
      path: paths.cards,
      handler(ctx) {
        const { api_key } = validateQuery(ctx.query, CardApiKeyQuery)
        const account = requireAccount(db, api_key)
        return json(200, { data: { data: { cards: listCards(db, account.id).map(toWireCard) } } })
      },
    },
    {
      method: 'POST',
      path: paths.cardToken,
      async handler(ctx) {
        const card = validateBody(await ctx.readJson(), CardTokenRequest)
        if (!passesLuhn(card.number)) throw new HttpError(422, 'The number field is invalid.')
        const now = Date.now()
        if (hasExpired(card.expiry_month, card.expiry_year, now))
          throw new HttpError(422, 'The card has expired.')
        if (card.number === DECLINED_NUMBER) throw new HttpError(402, CARD_DECLINED)
        const token = issueToken(
          db,
          {
            brand: brandOf(card.number),
            last4: card.number.slice(-4),
            expiry_month: card.expiry_month,
            expiry_year: card.expiry_year,
            name: card.name.trim(),
            postal: card.postal.trim().toUpperCase(),
            declines_charges: card.number === DECLINES_CHARGES_NUMBER ? 1 : 0,
          },
          now,
        )
        return json(200, { token })
      },
    },
    {
      method: 'POST',
      path: paths.cards,
      async handler(ctx) {
        const { token, api_key } = validateBody(await ctx.readJson(), AddCardRequest)
        const account = requireAccount(db, api_key)
        // The token is used up only if the card is saved: both commit together or not at all.
        const card = transaction(db, () => {
          const facts = consumeToken(db, token, Date.now())
          if (!facts) throw new HttpError(422, INVALID_TOKEN)
          return findCard(db, account.id, insertCard(db, account.id, facts))
        })
        return json(200, { message: 'ok', data: { card: card && toWireCard(card) } })
      },
    },
    {
      method: 'PATCH',
      path: paths.card,
      async handler(ctx) {
        const { api_key, ...changes } = validateBody(await ctx.readJson(), UpdateCardRequest)
        const account = requireAccount(db, api_key)
        const card = ownedCard(ctx, db, account.id)
        const month = changes.expiry_month ?? card.expiry_month
        const year = changes.expiry_year ?? card.expiry_year
        if (hasExpired(month, year, Date.now())) throw new HttpError(422, 'The card has expired.')
        updateCard(db, card, {
          name: changes.name?.trim(),
          expiry_month: changes.expiry_month,
          expiry_year: changes.expiry_year,
          postal: changes.postal?.trim().toUpperCase(),
        })
        const saved = findCard(db, account.id, card.id)
        return json(200, { message: 'ok', data: { card: saved && toWireCard(saved) } })
      },
    },
    {
      method: 'DELETE',
      path: paths.card,
      handler(ctx) {
        const { api_key } = validateQuery(ctx.query, CardApiKeyQuery)
        const account = requireAccount(db, api_key)
        deleteCard(db, ownedCard(ctx, db, account.id).id)
        return json(200, { message: 'ok' })
      },
    },
  ]
}
