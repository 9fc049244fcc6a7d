import { screen } from '@testing-library/react'
import type { DashboardView, Order } from '@waybill/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import { actionOrder, cancelClient } from '../../test/cancelFixtures.ts'
import { clickFollows } from '../../test/labelFixtures.ts'
import { renderSignedIn } from '../../test/render.tsx'
import { OrderActions } from './OrderActions.tsx'

const LABEL_URL = '/api/web/delivery/5120/label?api_code=code&update=1'

async function renderActions(order: Order, view: DashboardView, labelHref?: (order: Order) => string) {
  const onEditRequest = vi.fn()
  const onRepost = vi.fn()
  const onCancel = vi.fn()
  const fake = cancelClient()
  const rendered = await renderSignedIn(
    <OrderActions
      order={order}
      view={view}
      onEditRequest={onEditRequest}
      onRepost={onRepost}
      onCancel={onCancel}
      labelHref={labelHref}
    />,
    { client: fake.client },
  )
  return { ...rendered, fake, onEditRequest, onRepost, onCancel }
}

/** The accessible names of the row's buttons and links, in order. */
function actionNames() {
  const group = screen.queryByRole('group', { name: 'Actions for PO-5120' })
  if (!group) return []
  return [...group.querySelectorAll('button, a')].map((element) => element.getAttribute('aria-label'))
}

describe('OrderActions (part 2 §4.2)', () => {
  it.each([
    [1, 3, ['Edit PO-5120', 'Label PO-5120 (opens in a new window)', 'Cancel PO-5120']],
    [17, 3, ['Edit PO-5120', 'Label PO-5120 (opens in a new window)', 'Cancel PO-5120']],
    [3, 3, ['Label PO-5120 (opens in a new window)', 'Cancel PO-5120']],
    [2, 3, ['Label PO-5120 (opens in a new window)']],
    [1, 2, ['Label PO-5120 (opens in a new window)']],
    [3, 2, ['Label PO-5120 (opens in a new window)']],
    [5, 3, []],
    [6, 1, ['Repost PO-5120']],
    [8, 2, ['Repost PO-5120']],
    [16, 3, ['Repost PO-5120']],
    [18, 1, []],
  ] as const)('status %i in view %i offers %j', async (status, view, names) => {
    await renderActions(actionOrder({ status }), view, () => LABEL_URL)
    expect(actionNames()).toEqual(names)
  })

  it('links every order with a trackable uuid to its tracking page, in a new tab with noopener (part 2 §2.1)', async () => {
    const order = actionOrder({ status: 5 })
    await renderSignedIn(
      <OrderActions order={order} view={3} onRepost={vi.fn()} trackingHref={() => '/order-tracking/abc'} />,
      { client: cancelClient().client },
    )
    const link = screen.getByRole('link', { name: 'Track PO-5120 (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('/order-tracking/abc')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('offers no Track link for a uuid that cannot be tracked', async () => {
    await renderSignedIn(
      <OrderActions
        order={actionOrder({ status: 5 })}
        view={3}
        onRepost={vi.fn()}
        trackingHref={() => null}
      />,
      { client: cancelClient().client },
    )
    expect(actionNames()).toEqual([])
  })

  it('offers no Label without a label URL from the caller', async () => {
    await renderActions(actionOrder({ status: 1 }), 3)
    expect(actionNames()).toEqual(['Edit PO-5120', 'Cancel PO-5120'])
  })

  it('opens the label in a new window without handing it this page (part 2 §7 label, noopener)', async () => {
    const labelHref = vi.fn(() => LABEL_URL)
    const order = actionOrder({ status: 3 })
    await renderActions(order, 3, labelHref)
    const link = screen.getByRole('link', { name: 'Label PO-5120 (opens in a new window)' })
    expect(labelHref).toHaveBeenCalledWith(order)
    expect(link.getAttribute('href')).toBe(LABEL_URL)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.textContent).toBe('Label')
  })

  it('part 2 §4.2: asks onLabelClick first; the label does not open when it answers true (the label reminder shows)', async () => {
    const order = actionOrder({ status: 1 })
    const onLabelClick = vi.fn(() => true)
    await renderSignedIn(
      <OrderActions
        order={order}
        view={3}
        onRepost={vi.fn()}
        labelHref={() => LABEL_URL}
        onLabelClick={onLabelClick}
      />,
      { client: cancelClient().client },
    )
    const link = screen.getByRole('link', { name: 'Label PO-5120 (opens in a new window)' })
    expect(clickFollows(link)).toBe(false)
    expect(onLabelClick).toHaveBeenCalledWith(order, LABEL_URL)
    onLabelClick.mockReturnValue(false)
    expect(clickFollows(link)).toBe(true)
    expect(onLabelClick).toHaveBeenCalledTimes(2)
  })

  it('opens the label at once without onLabelClick', async () => {
    await renderActions(actionOrder({ status: 1 }), 3, () => LABEL_URL)
    expect(clickFollows(screen.getByRole('link', { name: 'Label PO-5120 (opens in a new window)' }))).toBe(
      true,
    )
  })

  it('reposts at once (part 2 §4.2)', async () => {
    const order = actionOrder({ status: 6 })
    const { user, onRepost } = await renderActions(order, 1)
    await user.click(screen.getByRole('button', { name: 'Repost PO-5120' }))
    expect(onRepost).toHaveBeenCalledWith(order)
  })

  it('asks the screen for the edit warning and the cancel modal, holding no modal itself (part 2 §4.2)', async () => {
    const order = actionOrder({ status: 1 })
    const { user, onEditRequest, onCancel } = await renderActions(order, 3)
    await user.click(screen.getByRole('button', { name: 'Edit PO-5120' }))
    expect(onEditRequest).toHaveBeenCalledWith(order)
    await user.click(screen.getByRole('button', { name: 'Cancel PO-5120' }))
    expect(onCancel).toHaveBeenCalledWith(order)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers no Cancel or Edit without a handler to ask', async () => {
    await renderSignedIn(<OrderActions order={actionOrder({ status: 1 })} view={3} onRepost={vi.fn()} />, {
      client: cancelClient().client,
    })
    expect(actionNames()).toEqual([])
  })
})
