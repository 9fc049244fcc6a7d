import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { XSS_NAME } from '../../../test/fixtures.ts'
import {
  orderListOf,
  pricedState,
  priceEstimate,
  RAVI_DROPOFF,
  readyPrice,
  renderSummaryScreen,
  resetSummaryUuids,
  restoredListLosing,
  summaryDraft,
} from '../../../test/summaryFixtures.ts'

beforeEach(resetSummaryUuids)

/** Two priced deliveries: Sourdough order to Dana Lee, Cake order to Ravi Shah. */
function twoDeliveries() {
  const first = summaryDraft()
  const second = summaryDraft({ itemName: 'Cake order', dropoff: RAVI_DROPOFF })
  return { first, second, list: orderListOf([first, second]) }
}

const deliveryItem = (name: string) => screen.getByRole('listitem', { name })
const factOf = (item: HTMLElement, term: string) =>
  within(item).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('OrderSummaryScreen (part 2 §2.2 order summary)', () => {
  it("lists each delivery under 'Your order:': pickup, drop-off, reference, dates and windows, price lines", async () => {
    const { first, second, list } = twoDeliveries()
    await renderSummaryScreen(list, pricedState([priceEstimate(first.uuid), priceEstimate(second.uuid)]))
    expect(screen.getByRole('heading', { level: 2, name: 'Your order:' })).toBeTruthy()
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-labelledby') && item.querySelector('h3')?.textContent),
    ).toEqual(['Sourdough order', 'Cake order'])
    const item = deliveryItem('Sourdough order')
    expect(factOf(item, 'Pickup')).toBe('Acme Bakery 10020 100 St NW, Edmonton, Unit 4')
    expect(factOf(item, 'Drop-off')).toBe('Dana Lee 11011 Jasper Ave, Edmonton')
    expect(factOf(item, 'Reference')).toBe('Sourdough order')
    expect(factOf(item, 'Pickup window')).toBe('2026-11-23 09:00 – 12:00')
    expect(factOf(item, 'Drop-off window')).toBe('2026-11-23 13:00 – 17:00')
    expect(factOf(item, 'Delivery fee')).toBe('$12.00')
    expect(factOf(item, 'Service & admin fee')).toBe('$2.00')
    expect(factOf(item, 'Taxes')).toBe('$0.70')
    expect(factOf(item, 'Total')).toBe('$14.70')
  })

  it("draws a map of the order: each delivery's pickup and drop-off", async () => {
    const { list } = twoDeliveries()
    await renderSummaryScreen(list)
    const map = screen.getByRole('region', { name: 'Map of the order' })
    for (const name of ['Pickup: Acme Bakery', 'Drop-off: Dana Lee', 'Drop-off: Ravi Shah']) {
      expect(within(map).getByRole('button', { name })).toBeTruthy()
    }
  })

  it('shows the order total with the credit applied first (part 2 §9)', async () => {
    const { first, second, list } = twoDeliveries()
    await renderSummaryScreen(
      list,
      pricedState([priceEstimate(first.uuid), priceEstimate(second.uuid)], 2000),
    )
    const totals = screen.getByRole('region', { name: 'Order total' })
    expect(factOf(totals, 'Credit applied')).toBe('-$20.00')
    expect(factOf(totals, 'Total')).toBe('$9.40')
    // The deliveries' own totals add up to it: the first takes all of its credit share.
    expect(factOf(deliveryItem('Sourdough order'), 'Total')).toBe('$0.00')
    expect(factOf(deliveryItem('Cake order'), 'Total')).toBe('$9.40')
  })

  it('shows no total until every delivery is priced, and a status while a price loads', async () => {
    const { first, list } = twoDeliveries()
    await renderSummaryScreen(list, { deliveries: [readyPrice(priceEstimate(first.uuid))] })
    expect(screen.queryByRole('region', { name: 'Order total' })).toBeNull()
    expect(within(deliveryItem('Cake order')).getByRole('status').textContent).toBe('Calculating the price…')
  })

  it("shows a failed price in words and asks it again with 'Try again' (part 2 §8 payment summary failure)", async () => {
    const { first, second, list } = twoDeliveries()
    const { user, summary } = await renderSummaryScreen(list, {
      deliveries: [
        readyPrice(priceEstimate(first.uuid)),
        {
          uuid: second.uuid,
          state: 'failed',
          estimate: null,
          breakdown: null,
          error: 'Address out of zone',
          charged: true,
          paid: false,
        },
      ],
    })
    const item = deliveryItem('Cake order')
    expect(within(item).getByRole('alert').textContent).toBe('Address out of zone')
    await user.click(within(item).getByRole('button', { name: 'Try again' }))
    expect(summary.reprice).toHaveBeenCalledOnce()
  })

  it('marks an edit of an order on the server as not charged (part 2 §4.2 "Editing is free")', async () => {
    const draft = summaryDraft({ originalId: 88, originalStatus: 1, isEditing: true })
    await renderSummaryScreen(orderListOf([draft]), {
      deliveries: [readyPrice(priceEstimate(draft.uuid), false)],
    })
    const item = deliveryItem('Sourdough order')
    expect(within(item).queryByText('Total')).toBeNull()
    expect(within(item).getByText('Editing is free: this delivery is not charged again.')).toBeTruthy()
  })

  it('names the photos a reload lost, by delivery, until OK (part 1 §3 Images)', async () => {
    const list = await restoredListLosing(summaryDraft())
    const { user } = await renderSummaryScreen(list)
    const notice = screen.getByText(
      /These photos were not uploaded before the page was reloaded/,
    ).parentElement
    expect(within(notice as HTMLElement).getByRole('listitem').textContent).toBe('Sourdough order: box.jpg')
    await user.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.queryByText(/These photos were not uploaded/)).toBeNull()
    expect(list.droppedPhotos()).toEqual([])
  })

  it("shows 'Your order summary is empty' and 'Make a delivery' for an empty order", async () => {
    const { user, onMakeDelivery } = await renderSummaryScreen(orderListOf([]))
    expect(screen.getByText('Your order summary is empty')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit delivery' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Map of the order' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Make a delivery' }))
    expect(onMakeDelivery).toHaveBeenCalledOnce()
  })
})

describe('OrderSummaryScreen delivery actions (part 2 §2.2, part 1 §4 Other rules)', () => {
  it('Edit hands the delivery uuid to the owner', async () => {
    const { second, list } = twoDeliveries()
    const { user, onEdit } = await renderSummaryScreen(list)
    await user.click(screen.getByRole('button', { name: 'Edit Cake order' }))
    expect(onEdit).toHaveBeenCalledWith(second.uuid)
  })

  it("'Add a delivery' starts a draft keeping only that delivery's pickup", async () => {
    const { list } = twoDeliveries()
    const { user, onAddDelivery } = await renderSummaryScreen(list)
    await user.click(screen.getByRole('button', { name: 'Add a delivery Cake order' }))
    const draft = onAddDelivery.mock.calls[0]?.[0]
    expect(draft.pickup.name).toBe('Acme Bakery')
    expect(draft.dropoff.name).toBe('')
    expect(draft.itemName).toBe('')
    expect(list.count()).toBe(2)
  })

  it("'Duplicate delivery' keeps the pickup and the details, with an empty drop-off and a new uuid", async () => {
    const { second, list } = twoDeliveries()
    const { user, onAddDelivery } = await renderSummaryScreen(list)
    await user.click(screen.getByRole('button', { name: 'Duplicate delivery Cake order' }))
    const draft = onAddDelivery.mock.calls[0]?.[0]
    expect(draft.itemName).toBe('Cake order')
    expect(draft.pickup.name).toBe('Acme Bakery')
    expect(draft.dropoff.name).toBe('')
    expect(draft.uuid).not.toBe(second.uuid)
  })

  it('Remove asks first; confirming takes the delivery out of the order and keeps focus in the screen', async () => {
    const { list } = twoDeliveries()
    const { user } = await renderSummaryScreen(list)
    await user.click(screen.getByRole('button', { name: 'Remove Cake order' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove delivery' })
    expect(dialog.textContent).toContain('Remove Cake order from this order?')
    // The modal's focus manager moves focus after the dialog has rendered (a frame later under load, as in CI).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(list.getSnapshot().drafts.map((draft) => draft.itemName)).toEqual(['Sourdough order'])
    expect(screen.queryByRole('listitem', { name: 'Cake order' })).toBeNull()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your order:' })),
    )
  })

  it('part 2 §4.5: a paid delivery (a failed submit charged it) cannot be edited or removed, and says why', async () => {
    const { first, second, list } = twoDeliveries()
    const { user, onEdit } = await renderSummaryScreen(list, {
      deliveries: [readyPrice(priceEstimate(first.uuid), true, true), readyPrice(priceEstimate(second.uuid))],
    })
    const note = 'Already paid: it will not be charged again, so it can no longer be edited or removed.'
    const item = deliveryItem('Sourdough order')
    expect(within(item).getByText(note)).toBeTruthy()
    for (const name of ['Edit Sourdough order', 'Remove Sourdough order']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement
      expect(button.disabled).toBe(true)
      expect(button.getAttribute('aria-describedby')).toBe(within(item).getByText(note).id)
    }
    expect(
      (screen.getByRole('button', { name: 'Duplicate delivery Sourdough order' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false)
    expect(within(item).queryByText('Total')).toBeNull()
    expect(within(deliveryItem('Cake order')).queryByText(note)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Edit Cake order' }))
    expect(onEdit).toHaveBeenCalledWith(second.uuid)
  })

  it('Cancel keeps the delivery', async () => {
    const { list } = twoDeliveries()
    const { user } = await renderSummaryScreen(list)
    await user.click(screen.getByRole('button', { name: 'Remove Cake order' }))
    // The modal moves the focus to Cancel after it opens: wait for it, as a user would see it.
    const cancel = within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(document.activeElement).toBe(cancel))
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(list.count()).toBe(2)
  })

  it('shows a reference name as text, never as markup', async () => {
    await renderSummaryScreen(orderListOf([summaryDraft({ itemName: XSS_NAME })]))
    expect(screen.getByRole('heading', { level: 3, name: XSS_NAME })).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
  })

  it('works from the keyboard: Tab reaches the actions after the map, Enter presses them', async () => {
    const { first, list } = twoDeliveries()
    const { user, onEdit } = await renderSummaryScreen(list)
    const edit = screen.getByRole('button', { name: 'Edit Sourdough order' })
    for (let presses = 0; presses < 20 && document.activeElement !== edit; presses++) await user.tab()
    expect(document.activeElement).toBe(edit)
    await user.keyboard('{Enter}')
    expect(onEdit).toHaveBeenCalledWith(first.uuid)
  })
})
