import { screen, waitFor, within } from '@testing-library/react'
import { ApiError, type DashboardView, type Order } from '@waybill/sdk-core'
import { memoryCookieJar } from '@waybill/sdk-core/internal'
import { describe, expect, it, vi } from 'vitest'
import { TEST_API_CODE } from '../../test/fixtures.ts'
import { clickFollows, renderLabelsDashboard, stubLabelWindow } from '../../test/labelFixtures.ts'
import { settle } from '../../test/render.tsx'
import { DashboardScreen, type DashboardScreenProps } from './DashboardScreen.tsx'
import { OrderActions } from './OrderActions.tsx'

const labelHref = (order: Order) =>
  `http://127.0.0.1:1/api/web/delivery/${order.id}/label?api_code=code&update=1`

/** The screen as the portal wires it: each row's actions, Label links through the screen's label reminder. */
function screenWithActions(props: DashboardScreenProps = {}) {
  return (
    <DashboardScreen
      {...props}
      renderActions={(order: Order, view: DashboardView, row) => (
        <OrderActions
          order={order}
          view={view}
          onCancel={row.cancel}
          onEditRequest={row.edit}
          onRepost={vi.fn()}
          labelHref={labelHref}
          onLabelClick={row.label}
        />
      )}
    />
  )
}

const labelLink = (name: string) =>
  screen.getByRole('link', { name: `Label ${name} (opens in a new window)` })

describe('DashboardScreen bulk labels (part 2 §2.1, §4.7, §8)', () => {
  it("part 2 §8: 'Download All labels (0)' opens a warning modal when no row is ticked", async () => {
    const { user, orderedLabels } = await renderLabelsDashboard(<DashboardScreen />)
    await user.click(screen.getByRole('button', { name: 'Download All labels (0)' }))
    const warning = screen.getByRole('dialog', { name: 'No deliveries selected' })
    expect(
      within(warning).getByText(
        'Tick the deliveries whose labels you want in the Select column, then download them again.',
      ),
    ).toBeTruthy()
    await user.click(within(warning).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(orderedLabels).not.toHaveBeenCalled()
  })

  it("part 2 §4.7: 'ok' stays up until Close; closing reloads the list and clears the ticks", async () => {
    const { user, orderedLabels, tableQueries } = await renderLabelsDashboard(<DashboardScreen />)
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 101' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 102' }))
    await user.click(screen.getByRole('button', { name: 'Download All labels (2)' }))
    const dialog = screen.getByRole('dialog', { name: 'Download labels' })
    await user.click(within(dialog).getByRole('radio', { name: 'A7 (3x4)' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Name descending' }))
    const asked = tableQueries().length
    await user.click(within(dialog).getByRole('button', { name: 'Get labels' }))
    await settle()
    expect(orderedLabels).toHaveBeenCalledWith(TEST_API_CODE, {
      ids: [101, 102],
      small: true,
      order: 'desc',
      pickupDate: undefined,
      pickupTime: undefined,
    })
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Success, you will receive an email with your labels.',
    )
    expect(tableQueries()).toHaveLength(asked)
    await user.click(within(dialog).getByText('Close'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await settle()
    expect(tableQueries()).toHaveLength(asked + 1)
    expect(screen.getByRole('button', { name: 'Download All labels (0)' })).toBeTruthy()
  })

  it("part 2 §4.7, §8: after 'There was a problem, please try again' closing reloads the list too", async () => {
    const { user, failWith, tableQueries } = await renderLabelsDashboard(<DashboardScreen />)
    failWith(new ApiError('labels.orderedLabels', 500, 'Boom'))
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 105' }))
    await user.click(screen.getByRole('button', { name: 'Download All labels (1)' }))
    const dialog = screen.getByRole('dialog', { name: 'Download labels' })
    await user.click(within(dialog).getByRole('button', { name: 'Get labels' }))
    await settle()
    expect(within(dialog).getByRole('alert').textContent).toBe('There was a problem, please try again')
    const asked = tableQueries().length
    await user.click(within(dialog).getByText('Close'))
    await settle()
    expect(tableQueries()).toHaveLength(asked + 1)
    expect(screen.getByRole('button', { name: 'Download All labels (0)' })).toBeTruthy()
  })

  it('leaving the form without asking keeps the ticks and asks the list nothing', async () => {
    const { user, tableQueries } = await renderLabelsDashboard(<DashboardScreen />)
    await user.click(screen.getByRole('checkbox', { name: 'Select delivery 101' }))
    await user.click(screen.getByRole('button', { name: 'Download All labels (1)' }))
    const asked = tableQueries().length
    const dialog = screen.getByRole('dialog', { name: 'Download labels' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(tableQueries()).toHaveLength(asked)
    expect(screen.getByRole('button', { name: 'Download All labels (1)' })).toBeTruthy()
  })
})

describe('DashboardScreen label reminder (part 2 §2.1, §4.2, §9)', () => {
  it("part 2 §4.2: a status-1 order's Label shows the reminder first; 'Print label' opens the label and closes it", async () => {
    const { user, label } = await renderLabelsDashboard(screenWithActions({ cookieJar: memoryCookieJar() }))
    const { open, popup } = stubLabelWindow()
    expect(clickFollows(labelLink('ORD-101'))).toBe(false)
    const dialog = screen.getByRole('dialog', { name: 'Print and attach the label' })
    expect(document.querySelector('[role="table"]')?.contains(dialog)).toBe(false)
    const print = within(dialog).getByRole('link', { name: 'Print label ORD-101 (opens in a new window)' })
    expect(print.getAttribute('href')).toBe(labelHref({ id: 101 } as Order))
    await waitFor(() => expect(document.activeElement).toBe(print))
    // Issue 21: the label opens in a window of its own, from a blob: URL, not through the link's URL.
    expect(clickFollows(print)).toBe(false)
    expect(open).toHaveBeenCalledWith('about:blank', '_blank')
    await settle()
    expect(label).toHaveBeenCalledWith(TEST_API_CODE, 101)
    expect(popup.location.replace).toHaveBeenCalledWith(expect.stringMatching(/^blob:/))
    open.mockRestore()
    expect(screen.queryByRole('dialog')).toBeNull()
    // Not hidden: the next Label reminds again.
    expect(clickFollows(labelLink('ORD-101'))).toBe(false)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("part 2 §4.2, §9: 'Don't show this again' sets 'hidelabelreminder' for 360 days; the next Label opens at once", async () => {
    const jar = memoryCookieJar()
    const set = vi.spyOn(jar, 'set')
    const { user } = await renderLabelsDashboard(screenWithActions({ cookieJar: jar }))
    expect(clickFollows(labelLink('ORD-105'))).toBe(false)
    const dialog = screen.getByRole('dialog', { name: 'Print and attach the label' })
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show this again" }))
    expect(set).not.toHaveBeenCalled()
    const { open } = stubLabelWindow()
    expect(clickFollows(within(dialog).getByRole('link', { name: /^Print label/ }))).toBe(false)
    open.mockRestore()
    await settle()
    expect(set).toHaveBeenCalledWith('hidelabelreminder', '1', 360)
    expect(clickFollows(labelLink('ORD-101'))).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('part 2 §4.2: no reminder for other statuses, nor in the shared view', async () => {
    await renderLabelsDashboard(screenWithActions({ cookieJar: memoryCookieJar() }))
    expect(clickFollows(labelLink('ORD-102'))).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    const shared = await renderLabelsDashboard(
      screenWithActions({ cookieJar: memoryCookieJar(), initialView: 2 }),
    )
    const link = within(shared.container).getAllByRole('link', {
      name: 'Label ORD-101 (opens in a new window)',
    })
    expect(clickFollows(link[0] as HTMLElement)).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
