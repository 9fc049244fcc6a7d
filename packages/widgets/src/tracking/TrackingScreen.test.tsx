import { act, fireEvent, screen, within } from '@testing-library/react'
import { NetworkError } from '@waybill/sdk-core'
import { ORDER_TRACKING_LOG, TRACKING_POLL_MS } from '@waybill/sdk-core/internal'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { XSS_NAME } from '../../test/fixtures.ts'
import { restoreDocumentVisibility, setDocumentHidden } from '../../test/liveMapFixtures.ts'
import { fakeTimersInEachTest, renderWithWaybill, settle, wait } from '../../test/render.tsx'
import {
  TRACKED_UUID,
  TRACKING_NOT_FOUND,
  TRACKING_NOW,
  trackedDelivery,
  trackingClient,
} from '../../test/trackingFixtures.ts'
import { TrackingScreen } from './TrackingScreen.tsx'

fakeTimersInEachTest()
beforeEach(() => {
  vi.setSystemTime(TRACKING_NOW)
})
afterEach(() => {
  restoreDocumentVisibility()
})

async function renderTracking(
  answers?: Parameters<typeof trackingClient>[0],
  uuid = TRACKED_UUID,
  strict = false,
) {
  const fake = trackingClient(answers)
  const view = renderWithWaybill(<TrackingScreen uuid={uuid} headingLevel={1} />, {
    client: fake.client,
    strict,
  })
  await settle()
  return { ...fake, ...view }
}

const status = () => screen.getByRole('status')
const driverMarker = () => screen.queryByRole('button', { name: 'Your driver Riley' })

describe('TrackingScreen (part 2 §2.1 public tracking page; issue 7)', () => {
  it('shows the loading text until the first answer', async () => {
    const fake = trackingClient()
    let answer!: () => void
    fake.get.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve(trackedDelivery()))),
    )
    renderWithWaybill(<TrackingScreen uuid={TRACKED_UUID} />, { client: fake.client })
    await settle()
    expect(status().textContent).toBe('Loading tracking details…')
    await act(async () => answer())
    expect(screen.getByRole('heading', { level: 2, name: 'Track your delivery' })).toBeTruthy()
  })

  it('shows the status, ETA, driver, places and a map with pickup, drop-off and driver, asking once under StrictMode', async () => {
    const { get } = await renderTracking(undefined, TRACKED_UUID, true)
    expect(get).toHaveBeenCalledTimes(1)
    expect(get).toHaveBeenCalledWith(TRACKED_UUID)
    screen.getByRole('heading', { level: 1, name: 'Track your delivery' })
    screen.getByText('Order Id: PPC-1040 Book order')
    expect(status().textContent).toBe('Status: In transit')
    screen.getByText('Estimated arrival 09:42')
    screen.getByText('Your driver: Riley')
    screen.getByText('From Prairie Parcel Co., Edmonton')
    screen.getByText('To 8882 170 St NW, Edmonton, AB')
    const map = screen.getByRole('region', { name: 'Map of your delivery' })
    within(map).getByRole('button', { name: 'Pickup: Prairie Parcel Co.' })
    within(map).getByRole('button', { name: 'Drop off: 8882 170 St NW, Edmonton, AB' })
    expect(driverMarker()).not.toBeNull()
  })

  it('part 2 §9: asks again every 15 s; the driver marker moves and the new status is announced', async () => {
    const moved = trackedDelivery({
      status: 5,
      driver: { firstName: 'Riley', position: { lat: 53.54, lng: -113.52 } },
    })
    const { get } = await renderTracking([trackedDelivery(), moved])
    const before = { left: driverMarker()?.style.left, top: driverMarker()?.style.top }
    await wait(TRACKING_POLL_MS - 1)
    expect(get).toHaveBeenCalledTimes(1)
    await wait(1)
    expect(get).toHaveBeenCalledTimes(2)
    expect({ left: driverMarker()?.style.left, top: driverMarker()?.style.top }).not.toEqual(before)
    const region = status()
    expect(region.getAttribute('aria-atomic')).toBe('true')
    expect(region.textContent).toBe('Status: Out for delivery')
  })

  it('part 1 §4: once delivered shows the delivery time, drops the driver and stops asking', async () => {
    const delivered = trackedDelivery({
      status: 6,
      driver: null,
      eta: null,
      completedAt: '2026-11-23T15:40:00.000Z',
    })
    const { get } = await renderTracking([trackedDelivery(), delivered])
    await wait(TRACKING_POLL_MS)
    expect(status().textContent).toBe('Status: Delivered')
    screen.getByText('Delivered at 09:40')
    expect(screen.queryByText(/Estimated arrival/)).toBeNull()
    expect(screen.queryByText(/Your driver/)).toBeNull()
    expect(driverMarker()).toBeNull()
    await wait(10 * TRACKING_POLL_MS)
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('shows the not-found text for an unknown link and asks no more', async () => {
    const { get } = await renderTracking([TRACKING_NOT_FOUND])
    screen.getByRole('heading', { level: 1, name: 'We could not find this delivery' })
    screen.getByText('The tracking link may be incomplete or mistyped. Check it with the sender.')
    expect(screen.queryByRole('region', { name: 'Map of your delivery' })).toBeNull()
    await wait(5 * TRACKING_POLL_MS)
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('shows the not-found text for a malformed link without asking', async () => {
    const { get } = await renderTracking(undefined, 'seed-pra-0001')
    screen.getByRole('heading', { name: 'We could not find this delivery' })
    expect(get).not.toHaveBeenCalled()
  })

  it('says tracking is unavailable while the first answers fail, then shows the delivery', async () => {
    const { logger } = await renderTracking([new NetworkError('tracking.get'), trackedDelivery()])
    expect(status().textContent).toBe('Tracking is unavailable right now. We will keep trying.')
    expect(logger.error).toHaveBeenCalledWith(ORDER_TRACKING_LOG, expect.any(NetworkError))
    await wait(TRACKING_POLL_MS)
    expect(status().textContent).toBe('Status: In transit')
  })

  it('keeps showing the last answer when a later poll fails, says since when in a polite region, and clears it', async () => {
    const failure = new NetworkError('tracking.get')
    await renderTracking([trackedDelivery(), failure, failure, trackedDelivery()])
    const notice = document.querySelector('.wb-tracking__stale')
    expect(notice?.getAttribute('aria-live')).toBe('polite')
    expect(notice?.textContent).toBe('')
    await wait(TRACKING_POLL_MS)
    expect(status().textContent).toBe('Status: In transit')
    expect(driverMarker()).not.toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    // 09:00 in Edmonton: when the answer shown came.
    expect(notice?.textContent).toBe('Could not refresh. Last updated at 09:00.')
    await wait(TRACKING_POLL_MS)
    expect(notice?.textContent).toBe('Could not refresh. Last updated at 09:00.')
    await wait(TRACKING_POLL_MS)
    expect(notice?.textContent).toBe('')
    expect(status().textContent).toBe('Status: In transit')
  })

  it('keeps the delivery through one 404 after it was shown, and gives the link up at the second in a row', async () => {
    const { get } = await renderTracking([trackedDelivery(), TRACKING_NOT_FOUND, TRACKING_NOT_FOUND])
    await wait(TRACKING_POLL_MS)
    expect(status().textContent).toBe('Status: In transit')
    screen.getByText('Could not refresh. Last updated at 09:00.')
    await wait(TRACKING_POLL_MS)
    screen.getByRole('heading', { level: 1, name: 'We could not find this delivery' })
    await wait(5 * TRACKING_POLL_MS)
    expect(get).toHaveBeenCalledTimes(3)
  })

  it('shows a pickup that is not the business’s own address only by its city', async () => {
    const centre = { lat: 53.541427, lng: -113.500434 }
    await renderTracking([trackedDelivery({ pickup: { name: null, city: 'Edmonton', position: centre } })])
    screen.getByText('From Edmonton')
    screen.getByRole('button', { name: 'Pickup area: Edmonton' })
    expect(screen.queryByText(/Prairie Parcel/)).toBeNull()
  })

  it('names the browser tab after the delivery when asked, and gives the title back when unmounted', async () => {
    document.title = 'Portal'
    const fake = trackingClient([trackedDelivery(), trackedDelivery({ status: 5 })])
    const view = renderWithWaybill(<TrackingScreen uuid={TRACKED_UUID} documentTitle />, {
      client: fake.client,
    })
    await settle()
    expect(document.title).toBe('In transit: PPC-1040 Book order – Track your delivery')
    await wait(TRACKING_POLL_MS)
    expect(document.title).toBe('Out for delivery: PPC-1040 Book order – Track your delivery')
    view.unmount()
    expect(document.title).toBe('Portal')
  })

  it('leaves the host page’s title alone by default (embedded)', async () => {
    document.title = 'Shop'
    await renderTracking()
    expect(document.title).toBe('Shop')
  })

  it('pauses while the tab is hidden and asks at once when it is visible again', async () => {
    const { get } = await renderTracking()
    act(() => setDocumentHidden(true))
    await wait(5 * TRACKING_POLL_MS)
    expect(get).toHaveBeenCalledTimes(1)
    act(() => setDocumentHidden(false))
    await settle()
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('stops asking when unmounted', async () => {
    const { get, unmount } = await renderTracking()
    unmount()
    await wait(5 * TRACKING_POLL_MS)
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('shows names as text, never as HTML', async () => {
    await renderTracking([
      trackedDelivery({
        name: XSS_NAME,
        driver: { firstName: XSS_NAME, position: { lat: 53.535, lng: -113.56 } },
      }),
    ])
    screen.getByText(`Order Id: ${XSS_NAME}`)
    const marker = screen.getByRole('button', { name: `Your driver ${XSS_NAME}` })
    act(() => fireEvent.click(marker))
    expect(document.querySelector('img')).toBeNull()
  })
})
