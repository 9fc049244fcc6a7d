import { PrepayRequest } from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import { chargeTransactionId, listCards } from '../db/accounts.ts'
import { HttpError, json, validateBody } from '../http.ts'
import { localDateTime } from '../orders/localTime.ts'
import { statement } from '../orders/store.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/**
 * Prepay (part 2 §7 `POST /api/web/prepay-{product}`): charges the account's first saved card. 402 'There is no
 * credit card associated with this account' without one; 402 'Unable to charge your card' when a card that
 * declines charges (the reserved number 4000 0000 0000 0341, see docs/contract/accounts.md) is on file.
 */
export function createPrepayRoutes({ db, paths, simulator }: App): Route[] {
  return [
    {
      method: 'POST',
      path: paths.prepay,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), PrepayRequest)
        const account = requireAccount(db, body.api_code)
        const cards = listCards(db, account.id)
        const card = cards[0]
        if (!card) throw new HttpError(402, 'There is no credit card associated with this account')
        if (cards.some((saved) => saved.declines_charges === 1)) {
          throw new HttpError(402, 'Unable to charge your card')
        }
        const charged = statement(
          db,
          'INSERT INTO prepayments (user_id, card_id, amount_cents, created_at) VALUES (?, ?, ?, ?) RETURNING id',
        ).get(account.id, card.id, body.amount, localDateTime(simulator?.now() ?? Date.now()))
        const transactionId = chargeTransactionId(Number(charged?.id ?? 0))
        return json(200, {
          message: 'ok',
          amount: body.amount,
          card_id: card.id,
          transaction_id: transactionId,
        })
      },
    },
  ]
}
