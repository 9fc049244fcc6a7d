import { act, screen, within } from '@testing-library/react'
import { memoryCookieJar } from '@waybill/sdk-core/internal'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { accountWith, spiedDeliveryType } from '../../test/fixtures.ts'
import { renderSignedIn } from '../../test/render.tsx'
import { DeliveryTypeChooser } from './DeliveryTypeChooser.tsx'

async function renderChooser({ valet = false } = {}) {
  const deliveryType = spiedDeliveryType()
  const onChoose = vi.fn()
  const view = await renderSignedIn(
    <DeliveryTypeChooser
      deliveryType={deliveryType}
      onChoose={onChoose}
      supportEmail="support@waybill.test"
      supportPhone="(780) 555-0199"
      cookieJar={memoryCookieJar()}
    />,
    { client: fakeClient({ account: accountWith({ isValetEnabled: valet }) }).client },
  )
  return { ...view, deliveryType, onChoose }
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('DeliveryTypeChooser', () => {
  it('shows Local and Intercity Delivery but not Valet Service without valet_enabled (part 1 §2, §6)', async () => {
    await renderChooser()
    expect(headings()).toEqual(['Local Delivery', 'Intercity Delivery'])
    expect(screen.queryByRole('button', { name: /Vehicle Swap/ })).toBeNull()
  })

  it('shows the Valet Service column with Valet and Vehicle Swap when valet_enabled (part 1 §2, §6)', async () => {
    await renderChooser({ valet: true })
    expect(headings()).toEqual(['Local Delivery', 'Intercity Delivery', 'Valet Service'])
    const valet = screen.getByRole('region', { name: 'Valet Service' })
    expect(
      within(valet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Valet', 'Vehicle Swap'])
    // The column and its Valet choice share a word, never an element id: each button is named by both.
    expect(
      within(valet)
        .getAllByRole('button')
        .map((button) =>
          button
            .getAttribute('aria-labelledby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent),
        ),
    ).toEqual([
      ['Valet Service', 'Valet'],
      ['Valet Service', 'Vehicle Swap'],
    ])
  })

  it('choosing an intercity single delivery sets intercity and not vehicle swap, then calls onChoose (part 1 §2)', async () => {
    const { user, deliveryType, onChoose } = await renderChooser()
    await user.click(screen.getByRole('button', { name: 'Intercity Delivery Single Delivery' }))
    expect(deliveryType.getSnapshot()).toEqual({ intercity: true, vehicleSwap: false })
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ screen: 'details', intercity: true }))
    expect(deliveryType.choose.mock.invocationCallOrder[0]).toBeLessThan(
      onChoose.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('choosing Vehicle Swap sets the vehicle-swap flag and opens the valet screen (part 1 §2)', async () => {
    const { user, deliveryType, onChoose } = await renderChooser({ valet: true })
    act(() => deliveryType.choose({ intercity: true, vehicleSwap: false }))
    await user.click(screen.getByRole('button', { name: 'Valet Service Vehicle Swap' }))
    expect(deliveryType.getSnapshot()).toEqual({ intercity: false, vehicleSwap: true })
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ screen: 'valet', vehicleSwap: true }))
  })

  it('explains an option in a tooltip when it gets keyboard focus (part 1 §2 "Tooltips explain each option")', async () => {
    const { user } = await renderChooser()
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.tab() // the alert's Dismiss button
    await user.tab()
    const first = screen.getByRole('button', { name: 'Local Delivery Single Delivery' })
    expect(document.activeElement).toBe(first)
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toBe('One pickup and one drop-off, booked on their own.')
    expect(first.getAttribute('aria-describedby')).toBe(tooltip.id)
  })

  it('offers support by e-mail and phone as links (part 1 §1)', async () => {
    await renderChooser()
    expect(screen.getByRole('link', { name: 'support@waybill.test' }).getAttribute('href')).toBe(
      'mailto:support@waybill.test',
    )
    expect(screen.getByRole('link', { name: '(780) 555-0199' }).getAttribute('href')).toBe('tel:7805550199')
  })
})
