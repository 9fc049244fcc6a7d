import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT } from '../../test/fixtures.ts'
import { renderSignedIn } from '../../test/render.tsx'
import { type NavTabId, NavTabs } from './NavTabs.tsx'

const hrefs = {
  choose: '/waybill/choose',
  dashboard: '/dashboard',
  account: '/addPayment',
  contacts: '/userAddress',
}

const renderTabs = (current: NavTabId | null) =>
  renderSignedIn(<NavTabs hrefs={hrefs} current={current} />, {
    client: fakeClient({ account: ACCOUNT }).client,
  })

describe('NavTabs', () => {
  it("lists the four tabs as links of a navigation, with the brand in the first (part 1 §2 'Page chrome')", async () => {
    await renderTabs(null)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Make a waybill delivery', '/waybill/choose'],
      ['My Deliveries', '/dashboard'],
      ['My Account', '/addPayment'],
      ['Contacts', '/userAddress'],
    ])
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false)
  })

  it.each([
    ['dashboard', 'My Deliveries'],
    ['contacts', 'Contacts'],
  ] as const)('marks the %s tab, and only it, as the current page', async (current, label) => {
    await renderTabs(current)
    const marked = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')
    expect(marked.map((link) => link.textContent)).toEqual([label])
  })
})
