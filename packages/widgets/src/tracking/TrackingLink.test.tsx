import { render, screen } from '@testing-library/react'
import { trackingPath } from '@waybill/sdk-core/rules'
import { describe, expect, it } from 'vitest'
import { XSS_NAME } from '../../test/fixtures.ts'
import { TRACKED_UUID } from '../../test/trackingFixtures.ts'
import { TrackingLink } from './TrackingLink.tsx'

describe('TrackingLink (part 2 §2.1 public tracking page, opened in a new tab)', () => {
  it('opens the tracking page in a new tab, without a way back to the opener, named by the order', () => {
    render(<TrackingLink href={trackingPath(TRACKED_UUID)} name="PPC-1040 Book order" />)
    const link = screen.getByRole('link', { name: 'Track PPC-1040 Book order (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe(`/order-tracking/${TRACKED_UUID}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.textContent).toBe('Track')
  })

  it('renders nothing for an order that cannot be tracked publicly', () => {
    const { container } = render(<TrackingLink href={trackingPath('PO-1042')} name="PO-1042" />)
    expect(container.innerHTML).toBe('')
  })

  it('keeps extra classes and shows the name as text', () => {
    render(<TrackingLink href="/order-tracking/x" name={XSS_NAME} className="wb-button" />)
    const link = screen.getByRole('link', { name: `Track ${XSS_NAME} (opens in a new tab)` })
    expect(link.className).toBe('wb-tracking-link wb-button')
    expect(document.querySelector('img')).toBeNull()
  })
})
