import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { accountWith, spiedDeliveryType } from '../../test/fixtures.ts'
import { renderSignedIn } from '../../test/render.tsx'
import { TopBar } from './TopBar.tsx'

async function renderTopBar() {
  const onLoggedOut = vi.fn()
  const deliveryType = spiedDeliveryType()
  const view = await renderSignedIn(
    <TopBar
      orderCount={2}
      summaryHref="/waybill/summary"
      onLoggedOut={onLoggedOut}
      deliveryType={deliveryType}
    />,
    {
      client: fakeClient({
        account: accountWith({ firstName: 'Dana', lastName: 'Scully', businessName: 'Northside Florist' }),
      }).client,
    },
  )
  const menuButton = screen.getByRole('button', { name: 'Dana Scully' })
  return { ...view, onLoggedOut, deliveryType, menuButton }
}

describe('TopBar', () => {
  it("links 'Order Summary: 2' to the summary and shows the business name (part 1 §2 'Page chrome')", async () => {
    await renderTopBar()
    expect(screen.getByRole('link', { name: 'Order Summary: 2' }).getAttribute('href')).toBe(
      '/waybill/summary',
    )
    expect(screen.getByText('Northside Florist')).toBeTruthy()
  })

  it("opens the user's menu from the keyboard on its first entry; Escape closes it and returns focus (WAI-ARIA menu button)", async () => {
    const { user, menuButton } = await renderTopBar()
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu')
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()

    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(menuButton)
    await user.keyboard('{ArrowDown}')
    const menu = screen.getByRole('menu', { name: 'Dana Scully' })
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(menuButton.getAttribute('aria-controls')).toBe(menu.id)
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }))

    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(menuButton)
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the menu when focus leaves it', async () => {
    const { user, menuButton } = await renderTopBar()
    await user.click(menuButton)
    expect(screen.getByRole('menu')).toBeTruthy()
    await user.click(document.body)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('logs out from the menu by keyboard: the session and the delivery type are cleared, then onLoggedOut (part 1 §2, §4)', async () => {
    const { user, session, menuButton, deliveryType, onLoggedOut } = await renderTopBar()
    act(() => deliveryType.choose({ intercity: true, vehicleSwap: true }))
    expect(session.getSnapshot().status).toBe('loggedIn')
    menuButton.focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }))
    await user.keyboard('{Enter}')
    expect(session.getSnapshot().status).toBe('loggedOut')
    expect(session.apiCode()).toBeNull()
    expect(deliveryType.getSnapshot()).toEqual({ intercity: false, vehicleSwap: false })
    expect(onLoggedOut).toHaveBeenCalledTimes(1)
  })
})
