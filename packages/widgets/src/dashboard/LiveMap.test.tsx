import { act, fireEvent, screen } from '@testing-library/react'
import { DRIVERS_POLL_MS, LIVE_MAP_LOG, POSITIONS_POLL_MS } from '@waybill/sdk-core/internal'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_API_CODE, XSS_NAME } from '../../test/fixtures.ts'
import {
  type LiveMapAnswers,
  listedOrder,
  liveMapClient,
  ONLINE_DRIVERS,
  restoreDocumentVisibility,
  setDocumentHidden,
} from '../../test/liveMapFixtures.ts'
import { fakeTimersInEachTest, renderSignedIn, settle, wait } from '../../test/render.tsx'
import { LiveMap } from './LiveMap.tsx'

fakeTimersInEachTest()
afterEach(() => {
  restoreDocumentVisibility()
})

async function renderLiveMap(
  props: Partial<ComponentProps<typeof LiveMap>> = {},
  answers: Partial<LiveMapAnswers> = {},
  strict = false,
) {
  const fake = liveMapClient(answers)
  const view = await renderSignedIn(<LiveMap view={3} {...props} />, { client: fake.client, strict })
  await settle()
  return { ...fake, ...view }
}

const mapRegion = () => screen.queryByRole('region', { name: 'Live map of deliveries' })
const toggle = (name: string) => screen.getByRole('button', { name })
const finder = () => screen.getByRole('combobox', { name: 'Find a driver' })
/** Types a driver's name in the finder, picks the first suggestion, and answers the marker it opens. */
async function chooseDriver(name: string) {
  act(() => fireEvent.change(finder(), { target: { value: name } }))
  await wait(0)
  await settle()
  act(() => fireEvent.click(screen.getByRole('option', { name })))
  return screen.getByRole('button', { name })
}

describe('LiveMap (part 2 §2.1, §7, §9)', () => {
  it('polls the online drivers and the view’s positions at mount, once even in StrictMode', async () => {
    const { onlineDrivers, positions } = await renderLiveMap({}, {}, true)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
    expect(onlineDrivers).toHaveBeenCalledWith(TEST_API_CODE)
    expect(positions).toHaveBeenCalledTimes(1)
    expect(positions).toHaveBeenCalledWith(TEST_API_CODE, 3)
  })

  it('part 2 §9: polls the drivers every 15 s and the positions every 30 s', async () => {
    const { onlineDrivers, positions } = await renderLiveMap()
    await wait(DRIVERS_POLL_MS - 1)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
    await wait(1)
    expect(onlineDrivers).toHaveBeenCalledTimes(2)
    expect(positions).toHaveBeenCalledTimes(1)
    await wait(POSITIONS_POLL_MS - DRIVERS_POLL_MS)
    expect(onlineDrivers).toHaveBeenCalledTimes(3)
    expect(positions).toHaveBeenCalledTimes(2)
  })

  it('stops polling when unmounted', async () => {
    const { onlineDrivers, positions, unmount } = await renderLiveMap()
    unmount()
    await wait(5 * POSITIONS_POLL_MS)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
    expect(positions).toHaveBeenCalledTimes(1)
  })

  it('pauses while the tab is hidden and polls at once when it is visible again', async () => {
    const { onlineDrivers, positions } = await renderLiveMap()
    act(() => setDocumentHidden(true))
    await wait(5 * POSITIONS_POLL_MS)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
    expect(positions).toHaveBeenCalledTimes(1)
    act(() => setDocumentHidden(false))
    await settle()
    expect(onlineDrivers).toHaveBeenCalledTimes(2)
    expect(positions).toHaveBeenCalledTimes(2)
  })

  it("part 2 §2.1: 'Hide Map' unmounts the map and stops polling; 'Show Map' brings it back and polls at once", async () => {
    const { onlineDrivers, positions } = await renderLiveMap()
    const button = toggle('Hide Map')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const body = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(body?.contains(mapRegion())).toBe(true)

    act(() => fireEvent.click(button))
    expect(mapRegion()).toBeNull()
    expect(toggle('Show Map').getAttribute('aria-expanded')).toBe('false')
    await wait(5 * POSITIONS_POLL_MS)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
    expect(positions).toHaveBeenCalledTimes(1)

    act(() => fireEvent.click(toggle('Show Map')))
    // The last markers show at once, before the new polls answer.
    screen.getByRole('button', { name: 'Drop off of delivery #4182' })
    await settle()
    expect(onlineDrivers).toHaveBeenCalledTimes(2)
    expect(positions).toHaveBeenCalledTimes(2)
    expect(toggle('Hide Map').getAttribute('aria-expanded')).toBe('true')
  })

  it('part 1 §9: a 400 px map region, a dot per driver found by its first name, a button per delivery end', async () => {
    await renderLiveMap()
    expect(mapRegion()?.style.minHeight).toBe('400px')
    expect(screen.queryByRole('button', { name: 'Sam' })).toBeNull()
    for (const driver of ONLINE_DRIVERS) {
      const marker = await chooseDriver(driver.firstName)
      expect(marker.getAttribute('aria-expanded')).toBe('true')
    }
    screen.getByRole('button', { name: 'Pickup of delivery #4182' })
    screen.getByRole('button', { name: 'Drop off of delivery #4182' })
  })

  it('a chosen driver shows its info, and is a dot again when closed, focus back on the finder', async () => {
    await renderLiveMap()
    await chooseDriver('Sam')
    screen.getByText('Active deliveries: 2')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })))
    expect(screen.queryByRole('button', { name: 'Sam' })).toBeNull()
    expect(document.activeElement).toBe(finder())
  })

  it('shows a driver’s name as text, never as HTML', async () => {
    const drivers = ONLINE_DRIVERS.slice(0, 1).map((driver) => ({ ...driver, firstName: XSS_NAME }))
    await renderLiveMap({}, { drivers, positions: () => [] })
    await chooseDriver(XSS_NAME)
    expect(screen.getAllByText(XSS_NAME).length).toBeGreaterThan(0)
    expect(document.querySelector('img')).toBeNull()
  })

  it('asks for the new view’s positions at once when the view changes, and drops the old ones', async () => {
    const { positions, rerender } = await renderLiveMap()
    rerender(<LiveMap view={1} />)
    await settle()
    expect(positions).toHaveBeenLastCalledWith(TEST_API_CODE, 1)
    expect(screen.queryByRole('button', { name: 'Drop off of delivery #4182' })).toBeNull()
  })

  it('part 2 §2.1: the selected row’s drop-off is selected, centred and described, with its route drawn', async () => {
    const { rerender } = await renderLiveMap()
    const dropoff = screen.getByRole('button', { name: 'Drop off of delivery #4182' })
    expect(dropoff.getAttribute('aria-expanded')).toBe('false')

    rerender(<LiveMap view={3} selected={listedOrder()} />)
    await settle()
    expect(dropoff.getAttribute('aria-expanded')).toBe('true')
    // Centred: drawn in the middle of the 640 × 400 box (no layout in tests).
    expect(dropoff.style.left).toBe('320px')
    expect(dropoff.style.top).toBe('200px')
    screen.getByText('Morgan Lee')
    expect(document.querySelector('.wb-map__polyline--route')).not.toBeNull()
  })

  it('marks a selected delivery the positions poll has not listed', async () => {
    await renderLiveMap({ view: 1, selected: listedOrder({ id: 77 }) })
    expect(
      screen.getByRole('button', { name: 'Drop off of delivery #77' }).getAttribute('aria-expanded'),
    ).toBe('true')
    screen.getByRole('button', { name: 'Pickup of delivery #77' })
  })

  it('part 2 §8: a failed poll is only logged and the next one goes ahead', async () => {
    const { onlineDrivers, logger, answers } = await renderLiveMap({}, { drivers: new Error('offline') })
    expect(logger.error).toHaveBeenCalledWith(LIVE_MAP_LOG.drivers, expect.any(Error))
    expect(screen.queryByRole('alert')).toBeNull()
    answers.drivers = ONLINE_DRIVERS
    await wait(DRIVERS_POLL_MS)
    expect(onlineDrivers).toHaveBeenCalledTimes(2)
    await chooseDriver('Sam')
  })
})
