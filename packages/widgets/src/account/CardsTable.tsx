import { fillText, messages, type SavedCard } from '@waybill/sdk-core'
import { type CardFormMode, cardLabel } from '@waybill/sdk-core/internal'
import { useRef, useState } from 'react'
import { Modal } from '../primitives/Modal.tsx'
import { useApiLoadable } from '../provider/useApiLoadable.ts'
import { useRefocusAfter } from '../provider/useRefocusAfter.ts'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { CardForm } from './CardForm.tsx'

/** Props of {@link CardsTable}. */
export interface CardsTableProps {
  /** Called after a card was added, edited or removed and the account re-fetched. */
  onChanged?: () => void
}

const NO_CARDS_YET: readonly SavedCard[] = []

/**
 * The Cards table (part 2 §2.6, §3.12): the saved cards with Edit and Remove (confirmed in a modal), and
 * 'Add Payment Information', which opens the card form. After each change the list is reloaded (the newest
 * answer wins) and company info re-fetched (`hasCardOnAccount`). Failures are only logged (part 2 §8).
 */
export function CardsTable({ onChanged }: CardsTableProps) {
  const { client, session } = useWaybill('CardsTable')
  const accountCards = useSession((state) => state.account?.cards ?? NO_CARDS_YET, 'CardsTable')
  const listed = useApiLoadable<readonly SavedCard[] | undefined>({
    component: 'CardsTable',
    call: (client, apiCode) => client.cards.list(apiCode),
    failure: 'Error fetching cards',
    none: undefined,
  })
  const [form, setForm] = useState<{ mode: CardFormMode; card: SavedCard | null } | null>(null)
  const [removing, setRemoving] = useState<SavedCard | null>(null)
  const [busy, setBusy] = useState(false)
  const addButton = useRef<HTMLButtonElement>(null)
  const refocusAfter = useRefocusAfter()

  const changed = async () => {
    await Promise.all([listed.reload(), session.refreshAccount()])
    onChanged?.()
  }

  const remove = async (card: SavedCard) => {
    const apiCode = session.apiCode()
    if (!apiCode) return
    setBusy(true)
    try {
      await client.cards.remove(apiCode, card.cardId)
    } catch (error) {
      client.logger.error('Error removing card', error)
    }
    setBusy(false)
    setRemoving(null)
    await changed()
    // The removed card's Remove button, which had focus before the modal, is gone: focus a button that stays.
    refocusAfter(() => addButton.current)
  }

  // Until the list answers (or when it never did) the account's cards from company info are shown.
  const cards = listed.data ?? accountCards
  return (
    <section className="wb-cards">
      <table className="wb-cards__table">
        <caption className="wb-cards__caption">{messages.savedCardsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Card</th>
            <th scope="col">Expiry</th>
            <th scope="col">
              <span className="wb-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.length === 0 && (
            <tr>
              <td colSpan={4} className="wb-cards__empty">
                {messages.noSavedCards}
              </td>
            </tr>
          )}
          {cards.map((card) => (
            <tr key={card.cardId} className="wb-cards__row">
              <td className="wb-cards__name">{card.name}</td>
              <td className="wb-cards__card">{cardLabel(card)}</td>
              <td className="wb-cards__expiry" data-label="Expiry">
                {`${card.expiryMonth}/${card.expiryYear}`}
              </td>
              <td className="wb-cards__cell-actions">
                <div className="wb-cards__actions">
                  <button type="button" className="wb-button" onClick={() => setForm({ mode: 'edit', card })}>
                    Edit<span className="wb-visually-hidden"> {cardLabel(card)}</span>
                  </button>
                  <button
                    type="button"
                    className="wb-button wb-button--danger"
                    onClick={() => setRemoving(card)}
                  >
                    Remove<span className="wb-visually-hidden"> {cardLabel(card)}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        ref={addButton}
        type="button"
        className="wb-button wb-button--primary wb-cards__add"
        onClick={() => setForm({ mode: 'add', card: null })}
      >
        {messages.addPaymentInformation}
      </button>
      <CardForm
        open={form !== null}
        mode={form?.mode ?? 'add'}
        card={form?.card}
        onClose={() => setForm(null)}
        onSaved={() => void changed()}
      />
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={messages.removeCardTitle}
        dismissible={!busy}
        footer={
          <>
            <button type="button" className="wb-button" onClick={() => setRemoving(null)} disabled={busy}>
              Cancel
            </button>
            <button
              type="button"
              className="wb-button wb-button--primary wb-button--danger"
              onClick={() => removing && void remove(removing)}
              disabled={busy}
            >
              Remove
            </button>
          </>
        }
      >
        <p>{removing ? fillText(messages.removeCardQuestion, { card: cardLabel(removing) }) : ''}</p>
      </Modal>
    </section>
  )
}
