import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DASHBOARD_ORDERS, renderDashboard } from '../../test/dashboardFixtures.ts'
import { accountWith, TEST_API_CODE } from '../../test/fixtures.ts'
import { renderLabelsDashboard } from '../../test/labelFixtures.ts'
import { settle, wait } from '../../test/render.tsx'
import { DashboardScreen } from './DashboardScreen.tsx'
import { OrderActions } from './OrderActions.tsx'

const table = () => screen.getByRole('table', { name: 'My Deliveries' })
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

/** The table row of order `id`. */
function rowOf(id: number) {
  const cell = within(table()).getByRole('button', { name: `Show delivery ${id} on map` })
  return cell.closest('[role="row"]') as HTMLElement
}

describe('DashboardScreen tabs and views (part 2 §2.1)', () => {
  it("shows 'Active deliveries (count)', 'Shared deliveries', 'Done deliveries', the active view first", async () => {
    const { tableQueries } = await renderDashboard(<DashboardScreen />)
    const tabs = within(screen.getByRole('navigation', { name: 'My Deliveries' })).getAllByRole('button')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Active deliveries (60)',
      'Shared deliveries',
      'Done deliveries',
    ])
    expect(tabs[0]?.getAttribute('aria-current')).toBe('true')
    expect(tableQueries()).toEqual([expect.objectContaining({ view: 3, pageIndex: 0, pageSize: 25 })])
    expect(headers()).toEqual([
      'Details',
      'Delivery #',
      'Order Id',
      'Drop Off Location',
      'Pickup Date',
      'Delivery Agent',
      'Status',
      'Actions',
      'Select',
    ])
  })

  it('changes the view by a tab: asks for it, tells the portal, shows the Completed Date', async () => {
    const onViewChange = vi.fn()
    const { user, tableQueries } = await renderDashboard(<DashboardScreen onViewChange={onViewChange} />)
    await user.click(screen.getByRole('button', { name: 'Done deliveries' }))
    await settle()
    expect(onViewChange).toHaveBeenCalledWith(1)
    expect(tableQueries().at(-1)).toMatchObject({ view: 1, pageIndex: 0 })
    expect(screen.getByRole('button', { name: 'Done deliveries' }).getAttribute('aria-current')).toBe('true')
    expect(headers()).toContain('Completed Date')
    expect(headers()).not.toContain('Pickup Date')
    expect(within(rowOf(104)).getByText('2026-11-22 15:40:00')).toBeTruthy()
  })

  it('asks for the table once under StrictMode (the second follower joins the first request)', async () => {
    const { tableQueries } = await renderDashboard(<DashboardScreen />, { strict: true })
    expect(tableQueries()).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Active deliveries (60)' })).toBeTruthy()
  })

  it('opens the view of `?view=` (initialView)', async () => {
    const { tableQueries } = await renderDashboard(<DashboardScreen initialView={2} />)
    expect(tableQueries()[0]).toMatchObject({ view: 2 })
    expect(screen.getByRole('button', { name: 'Shared deliveries' }).getAttribute('aria-current')).toBe(
      'true',
    )
  })
})

describe('DashboardScreen search (part 2 §2.1, §9: 200 ms debounce)', () => {
  // Signed in on real timers; the clock is faked from the first keystroke on.
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks once, 200 ms after the last keystroke, from page 0', async () => {
    const { page, tableQueries } = await renderDashboard(<DashboardScreen />)
    vi.useFakeTimers()
    const before = tableQueries().length
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' })
    fireEvent.change(search, { target: { value: 'den' } })
    await wait(150)
    fireEvent.change(search, { target: { value: 'dental' } })
    await wait(199)
    expect(tableQueries()).toHaveLength(before)
    await wait(1)
    expect(tableQueries()).toHaveLength(before + 1)
    expect(page).toHaveBeenLastCalledWith(
      TEST_API_CODE,
      expect.objectContaining({ search: 'dental', pageIndex: 0 }),
    )
    expect((search as HTMLInputElement).value).toBe('dental')
  })
})

describe('DashboardScreen filters (part 2 §2.1)', () => {
  it('filters by pickup date yyyy-MM-dd, and clears it when the box is emptied', async () => {
    const { tableQueries } = await renderDashboard(<DashboardScreen />)
    const date = screen.getByLabelText('Pickup date') as HTMLInputElement
    expect(date.type).toBe('date')
    fireEvent.change(date, { target: { value: '2026-11-24' } })
    await settle()
    expect(tableQueries().at(-1)).toMatchObject({ date: '2026-11-24', pageIndex: 0 })
    fireEvent.change(date, { target: { value: '' } })
    await settle()
    expect(tableQueries().at(-1)).toMatchObject({ date: '' })
    expect(date.value).toBe('')
  })

  it('offers All, 1, 5, 6, 8, 16 as the status filter', async () => {
    const { user, tableQueries } = await renderDashboard(<DashboardScreen />)
    const status = screen.getByRole('combobox', { name: 'Status' })
    const labels = within(status)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(labels).toEqual(['All', 'Submitted', 'Out for delivery', 'Delivered', 'Cancelled', 'Returning'])
    await user.selectOptions(status, 'Delivered')
    await settle()
    expect(tableQueries().at(-1)).toMatchObject({ status: 6, pageIndex: 0 })
    await user.selectOptions(status, 'All')
    await settle()
    expect(tableQueries().at(-1)).toMatchObject({ status: null })
  })
})

describe('DashboardScreen pager (part 2 §2.1)', () => {
  it("pages by 25, 50, 75, 100 with 'x-y of total' and previous/next", async () => {
    const { user, tableQueries } = await renderDashboard(<DashboardScreen />)
    const pager = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pager).getByText('1-25 of 60')).toBeTruthy()
    const previous = within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement
    const next = within(pager).getByRole('button', { name: 'Next page' }) as HTMLButtonElement
    expect(previous.disabled).toBe(true)
    await user.click(next)
    await settle()
    expect(tableQueries().at(-1)).toMatchObject({ pageIndex: 1, pageSize: 25 })
    expect(within(pager).getByText('26-50 of 60')).toBeTruthy()
    await user.click(next)
    await settle()
    expect(within(pager).getByText('51-60 of 60')).toBeTruthy()
    expect(next.disabled).toBe(true)
    await user.click(previous)
    await settle()
    expect(tableQueries().at(-1)).toMatchObject({ pageIndex: 1 })

    const size = within(pager).getByRole('combobox', { name: 'Rows per page' })
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '75', '100'])
    await user.selectOptions(size, '50')
    await settle()
    expect(tableQueries().at(-1)).toMatchObject({ pageIndex: 0, pageSize: 50 })
    expect(within(pager).getByText('1-50 of 60')).toBeTruthy()
  })
})

describe('DashboardScreen table (part 2 §2.1, §4.1, §4.2)', () => {
  it('has a box only on rows whose status allows selection (1, 2, 3, 17); Download All labels counts them', async () => {
    const { user, orderedLabels } = await renderLabelsDashboard(<DashboardScreen />)
    const boxes = within(table()).getAllByRole('checkbox')
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select delivery 101',
      'Select delivery 102',
      'Select delivery 105',
    ])
    expect(screen.getByRole('button', { name: 'Download All labels (0)' })).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 101' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 105' }))
    await user.click(screen.getByRole('button', { name: 'Download All labels (2)' }))
    const dialog = screen.getByRole('dialog', { name: 'Download labels' })
    await user.click(within(dialog).getByRole('button', { name: 'Get labels' }))
    expect(orderedLabels).toHaveBeenCalledWith(TEST_API_CODE, expect.objectContaining({ ids: [101, 105] }))
  })

  it('shows the short status label in a badge of its tone, and the delivery agent', async () => {
    await renderDashboard(<DashboardScreen />)
    const badge = within(rowOf(103)).getByText('Out for delivery')
    expect(badge.className).toBe('wb-status wb-status--progress')
    expect(within(rowOf(103)).getByText('Sam Driver')).toBeTruthy()
    expect(within(rowOf(104)).getByText('Delivered').className).toContain('wb-status--success')
  })

  it("adds 'Available for Pickup' only when the account has pickup availability", async () => {
    await renderDashboard(<DashboardScreen />)
    expect(headers()).not.toContain('Available for Pickup')
  })

  it("shows 'Available for Pickup' Yes/No when enabled", async () => {
    await renderDashboard(<DashboardScreen />, { account: accountWith({ isPickupAvailability: true }) })
    expect(headers()).toContain('Available for Pickup')
    expect(within(rowOf(101)).getByText('Yes')).toBeTruthy()
    expect(within(rowOf(102)).getByText('No')).toBeTruthy()
  })

  it('selects a clicked row for the map, and gives each row its actions', async () => {
    const map = vi.fn(({ selected }) => <p>Map of {selected?.id ?? 'nothing'}</p>)
    const renderActions = vi.fn(() => <button type="button">Cancel</button>)
    const { user } = await renderDashboard(<DashboardScreen map={map} renderActions={renderActions} />)
    expect(screen.getByText('Map of nothing')).toBeTruthy()
    expect(renderActions).toHaveBeenCalledWith(
      DASHBOARD_ORDERS[0],
      3,
      expect.objectContaining({ reload: expect.any(Function) }),
    )
    await user.click(within(rowOf(102)).getByText('ORD-102'))
    expect(screen.getByText('Map of 102')).toBeTruthy()
    expect(rowOf(102).getAttribute('aria-current')).toBe('true')
    await user.click(within(rowOf(103)).getByRole('button', { name: 'Show delivery 103 on map' }))
    expect(screen.getByText('Map of 103')).toBeTruthy()
  })

  it('expands a row to show both parties, the windows, the description and the driver', async () => {
    const { user } = await renderDashboard(<DashboardScreen />)
    const expander = within(rowOf(103)).getByRole('button', { name: 'Show details' })
    await user.click(expander)
    const details = document.getElementById(expander.getAttribute('aria-controls') ?? '') as HTMLElement
    const pairs = [...details.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextSibling?.textContent,
    ])
    expect(pairs).toEqual([
      ['Pickup', 'Prairie Parcel Co., 10220 104 Ave NW, Edmonton, AB'],
      ['Drop off', 'Morgan Lee, 8882 170 St NW, Edmonton, AB'],
      ['Pickup window', '2026-11-24 10:00 - 12:00'],
      ['Drop off window', '2026-11-24 12:30 - 16:00'],
      ['Description', 'Leave with reception'],
      ['Driver', 'Sam Driver'],
    ])
  })

  it("announces 'Error fetching deliveries' when the page fails (part 2 §8)", async () => {
    await renderDashboard(<DashboardScreen />, { fail: true })
    expect(screen.getByRole('alert').textContent).toBe('Error fetching deliveries')
    expect(within(table()).getByText('No deliveries to show.')).toBeTruthy()
  })
})

describe('DashboardScreen ticks, map choice and modals (part 2 §2.1, §4.2)', () => {
  it('part 2 §2.1, §4.2: new rows drop ticks and the map choice of orders gone or no longer selectable', async () => {
    const map = vi.fn(({ selected }) => <p>Map of {selected?.id ?? 'nothing'}</p>)
    const { user, page, orderedLabels } = await renderLabelsDashboard(<DashboardScreen map={map} />)
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 101' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 102' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 105' }))
    await user.click(within(rowOf(105)).getByRole('button', { name: 'Show delivery 105 on map' }))
    expect(screen.getByText('Map of 105')).toBeTruthy()
    const delivered = { ...(DASHBOARD_ORDERS[0] as (typeof DASHBOARD_ORDERS)[number]), status: 6 }
    page.mockResolvedValueOnce({ orders: [delivered, DASHBOARD_ORDERS[1]], total: 60, draw: 2 } as never)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await settle()
    expect(screen.getByText('Map of nothing')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Download All labels (1)' }))
    const dialog = screen.getByRole('dialog', { name: 'Download labels' })
    await user.click(within(dialog).getByRole('button', { name: 'Get labels' }))
    expect(orderedLabels).toHaveBeenCalledWith(TEST_API_CODE, expect.objectContaining({ ids: [102] }))
  })

  it("part 2 §4.2: the cancel modal stays on 'Success!!!' until Close, then the list reloads", async () => {
    const map = vi.fn(({ selected }) => <p>Map of {selected?.id ?? 'nothing'}</p>)
    const { user, cancel, tableQueries } = await renderDashboard(
      <DashboardScreen
        map={map}
        renderActions={(order, view, row) => (
          <OrderActions
            order={order}
            view={view}
            onCancel={row.cancel}
            onEditRequest={row.edit}
            onRepost={vi.fn()}
          />
        )}
      />,
    )
    const asked = tableQueries().length
    await user.click(screen.getByRole('button', { name: 'Cancel ORD-101' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ORD-101' })
    await user.click(within(dialog).getByRole('textbox', { name: 'Comment' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Ordered twice')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    const done = await screen.findByRole('dialog', { name: 'Success!!!' })
    await settle()
    expect(cancel).toHaveBeenCalledWith(TEST_API_CODE, 101, 1, 'Ordered twice')
    expect(tableQueries()).toHaveLength(asked)
    // Clicks in the modal do not select the row it was opened from.
    expect(screen.getByText('Map of nothing')).toBeTruthy()
    await user.click(within(done).getByText('Close'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await settle()
    expect(tableQueries()).toHaveLength(asked + 1)
  })

  it('part 2 §2.1, §4.2: Edit shows the edit warning once, outside the table, then calls onEdit', async () => {
    const onEdit = vi.fn()
    const { user } = await renderDashboard(
      <DashboardScreen
        onEdit={onEdit}
        renderActions={(order, view, row) => (
          <OrderActions
            order={order}
            view={view}
            onCancel={row.cancel}
            onEditRequest={row.edit}
            onRepost={vi.fn()}
          />
        )}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Edit ORD-101' }))
    let dialog = screen.getByRole('dialog', { name: 'Edit order ORD-101?' })
    expect(
      within(dialog).getByText('Editing is free but voids the old label and generates a new one.'),
    ).toBeTruthy()
    expect(document.querySelector('[role="table"]')?.contains(dialog)).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onEdit).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Edit ORD-101' }))
    dialog = screen.getByRole('dialog', { name: 'Edit order ORD-101?' })
    await user.click(within(dialog).getByRole('button', { name: 'Edit order' }))
    expect(onEdit).toHaveBeenCalledWith(DASHBOARD_ORDERS[0])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
