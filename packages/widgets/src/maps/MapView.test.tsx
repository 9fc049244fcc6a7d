import { act, fireEvent, screen, within } from '@testing-library/react'
import { messages } from '@waybill/sdk-core'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { XSS_NAME } from '../../test/fixtures.ts'
import { renderWithWaybill, settle } from '../../test/render.tsx'
import { GOOGLE_LOAD_FAILED } from './GoogleMapSurface.tsx'
import { MapsContext } from './MapsContext.ts'
import { MapView } from './MapView.tsx'
import { createGoogleMapProvider } from './mapProviders.ts'
import type { MapMarker } from './types.ts'
import { offlineMaps } from './useMaps.ts'
import { WHEEL_HINT_MS } from './useWheelZoom.ts'

const markers: MapMarker[] = [
  {
    id: 'c1',
    title: 'Dana Fox',
    position: { lat: 53.5461, lng: -113.4938 },
    info: { title: 'Dana Fox', lines: ['10220 104 Ave NW, Unit 4', '780-555-0101', 'dana@example.com'] },
  },
  { id: 'c2', title: 'Depot', kind: 'pickup', position: { lat: 53.52, lng: -113.56 } },
  { id: 'c3', title: 'Calgary shop', kind: 'dropoff', position: { lat: 51.0447, lng: -114.0719 } },
]

function renderMap(props: Partial<ComponentProps<typeof MapView>> = {}) {
  return renderWithWaybill(<MapView label="Contacts map" markers={markers} {...props} />, {
    client: fakeClient().client,
  })
}

/** Screen position of a marker button, in pixels from the map's top-left corner. */
function at(name: string) {
  const button = screen.getByRole('button', { name })
  return { x: Number.parseFloat(button.style.left), y: Number.parseFloat(button.style.top) }
}

/**
 * Fires a wheel event with modifier keys (happy-dom's WheelEvent, unlike a browser's, is no MouseEvent and
 * drops ctrlKey and metaKey). Answers false when a listener called preventDefault (the page would not scroll).
 */
function wheel(target: Element, deltaY: number, keys: { ctrlKey?: boolean; metaKey?: boolean } = {}) {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true })
  Object.defineProperties(event, {
    ctrlKey: { value: keys.ctrlKey ?? false },
    metaKey: { value: keys.metaKey ?? false },
  })
  return fireEvent(target, event)
}

const canvas = () => screen.getByRole('application', { name: 'Contacts map' })
const zoomOf = () => Number(canvas().dataset.zoom)

describe('MapView, offline map (part 1 §2 Contacts screen, §9)', () => {
  it('is a region named by its label, 400 px high, centred on 53.541427, -113.500434 at zoom 11 (part 1 §9)', () => {
    renderMap()
    const region = screen.getByRole('region', { name: 'Contacts map' })
    expect(region.style.minHeight).toBe('400px')
    expect(zoomOf()).toBe(11)
    // The default centre is drawn in the middle of the 640 × 400 box (no layout in tests).
    const edmonton = at('Dana Fox')
    expect(edmonton.x).toBeGreaterThan(320)
    expect(Math.abs(edmonton.y - 200)).toBeLessThan(40)
  })

  it('opens on every marker with fitMarkers: Edmonton to Calgary in one 640 × 400 view (issue 21)', () => {
    renderMap({ fitMarkers: true })
    expect(zoomOf()).toBeLessThan(11)
    for (const marker of markers) {
      const { x, y } = at(marker.title)
      expect(x).toBeGreaterThanOrEqual(40)
      expect(x).toBeLessThanOrEqual(600)
      expect(y).toBeGreaterThanOrEqual(40)
      expect(y).toBeLessThanOrEqual(360)
    }
  })

  it('keeps the city names clear of markers standing on the cities (issue 21)', () => {
    const { container } = renderMap({ fitMarkers: true })
    const calgary = [...container.querySelectorAll('svg text')].find((text) => text.textContent === 'Calgary')
    expect(calgary?.getAttribute('text-anchor')).toBe('middle')
  })

  it('draws each marker as a button named by its title, and the reference cities for bearings', () => {
    const { container } = renderMap()
    for (const marker of markers) expect(screen.getByRole('button', { name: marker.title })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Depot' }).className).toContain('wb-map__marker--pickup')
    const labels = [...container.querySelectorAll('svg text')].map((text) => text.textContent)
    expect(labels).toEqual(['Edmonton', 'Red Deer', 'Calgary'])
  })

  it('opens the info window of a clicked marker with its title and lines as text, and closes it', async () => {
    const onMarkerSelect = vi.fn()
    const { user } = renderMap({ onMarkerSelect })
    const dana = screen.getByRole('button', { name: 'Dana Fox' })
    await user.click(dana)
    expect(onMarkerSelect).toHaveBeenCalledWith('c1')
    const info = screen.getByRole('region', { name: 'Dana Fox' })
    expect(within(info).getByRole('heading', { name: 'Dana Fox' })).toBeTruthy()
    expect(within(info).getByText('780-555-0101')).toBeTruthy()
    expect(dana.getAttribute('aria-expanded')).toBe('true')
    await user.click(within(info).getByRole('button', { name: 'Close' }))
    expect(onMarkerSelect).toHaveBeenLastCalledWith(null)
    expect(screen.queryByRole('region', { name: 'Dana Fox' })).toBeNull()
    expect(document.activeElement).toBe(dana)
  })

  it('selects a marker with Enter and closes its info window with Escape (keyboard only)', async () => {
    const { user } = renderMap()
    screen.getByRole('button', { name: 'Depot' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { name: 'Depot' })).toBeTruthy()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('heading', { name: 'Depot' })).toBeNull()
  })

  it('shows a marker named like HTML as literal text and creates no element from it', async () => {
    const { user, container } = renderMap({
      markers: [
        {
          id: 'x',
          title: XSS_NAME,
          position: markers[0]?.position ?? { lat: 53.5, lng: -113.5 },
          info: { title: XSS_NAME, lines: [XSS_NAME] },
        },
      ],
    })
    await user.click(screen.getByRole('button', { name: XSS_NAME }))
    expect(screen.getByRole('heading', { name: XSS_NAME }).textContent).toBe(XSS_NAME)
    expect(screen.getAllByText(XSS_NAME)).toHaveLength(2)
    expect(container.querySelector('img')).toBeNull()
  })

  it('zooms with the Zoom in and Zoom out buttons, within 3..18', async () => {
    const { user } = renderMap()
    const before = at('Depot')
    await user.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(zoomOf()).toBe(12)
    const after = at('Depot')
    // One level doubles every distance from the centre.
    expect(after.x - 320).toBeCloseTo((before.x - 320) * 2, 1)
    await user.click(screen.getByRole('button', { name: 'Zoom out' }))
    await user.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(zoomOf()).toBe(10)
  })

  it.each([
    [18, 'Zoom in'],
    [3, 'Zoom out'],
  ])('stays at zoom %d when %s is pressed', async (zoom, name) => {
    const { user } = renderMap({ zoom })
    const button = screen.getByRole('button', { name })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await user.click(button)
    expect(zoomOf()).toBe(zoom)
  })

  it('pans by arrow keys and zooms by + and - while the map has focus', async () => {
    const { user } = renderMap()
    canvas().focus()
    const start = at('Depot')
    await user.keyboard('{ArrowRight}')
    expect(at('Depot').x).toBeCloseTo(start.x - 80, 1)
    await user.keyboard('{ArrowDown}')
    expect(at('Depot').y).toBeCloseTo(start.y - 80, 1)
    await user.keyboard('{ArrowLeft}{ArrowUp}')
    expect(at('Depot').x).toBeCloseTo(start.x, 1)
    expect(at('Depot').y).toBeCloseTo(start.y, 1)
    await user.keyboard('+')
    expect(zoomOf()).toBe(12)
    await user.keyboard('--')
    expect(zoomOf()).toBe(10)
  })

  it('does not pan when an arrow key is pressed on a marker', async () => {
    const { user } = renderMap()
    const start = at('Depot')
    screen.getByRole('button', { name: 'Dana Fox' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(at('Depot')).toEqual(start)
  })

  it('pans by dragging and zooms by Ctrl or Meta + wheel', () => {
    renderMap()
    const start = at('Depot')
    fireEvent.pointerDown(canvas(), { button: 0, clientX: 100, clientY: 100, pointerId: 1 })
    fireEvent.pointerMove(canvas(), { clientX: 150, clientY: 130, pointerId: 1 })
    fireEvent.pointerUp(canvas(), { clientX: 150, clientY: 130, pointerId: 1 })
    expect(at('Depot').x).toBeCloseTo(start.x + 50, 1)
    expect(at('Depot').y).toBeCloseTo(start.y + 30, 1)
    fireEvent.pointerMove(canvas(), { clientX: 300, clientY: 300, pointerId: 1 })
    expect(at('Depot').x).toBeCloseTo(start.x + 50, 1)
    expect(wheel(canvas(), -100, { ctrlKey: true })).toBe(false)
    expect(zoomOf()).toBe(12)
    wheel(canvas(), 100, { metaKey: true })
    wheel(canvas(), 100, { ctrlKey: true })
    expect(zoomOf()).toBe(10)
  })

  it('lets a plain wheel scroll the page past the map and says briefly how to zoom', () => {
    vi.useFakeTimers()
    try {
      renderMap()
      const hint = () => screen.queryByText(messages.mapWheelHint)
      expect(hint()).toBeNull()
      expect(wheel(canvas(), 100)).toBe(true)
      expect(wheel(canvas(), 100)).toBe(true)
      expect(zoomOf()).toBe(11)
      expect(hint()?.getAttribute('aria-live')).toBe('polite')
      act(() => vi.advanceTimersByTime(WHEEL_HINT_MS))
      expect(hint()).toBeNull()
      wheel(canvas(), -100, { ctrlKey: true })
      expect(zoomOf()).toBe(12)
      expect(hint()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('centres on the marker whose id becomes selected (a table row click, part 1 §2)', () => {
    const { rerender } = renderMap({ selectedMarkerId: null })
    expect(screen.queryByRole('heading')).toBeNull()
    rerender(<MapView label="Contacts map" markers={markers} selectedMarkerId="c3" />)
    expect(at('Calgary shop')).toEqual({ x: 320, y: 200 })
    expect(screen.getByRole('heading', { name: 'Calgary shop' })).toBeTruthy()
  })

  describe('dots: many points on one layer', () => {
    // The default centre, drawn at (320, 200) of the 640 × 400 box (no layout in tests), and a point east of it.
    const dots = {
      label: 'Find a driver',
      markers: [
        { id: 'd1', title: 'Sam', kind: 'driver', position: { lat: 53.541427, lng: -113.500434 } },
        { id: 'd2', title: 'Alex', kind: 'driver', position: { lat: 53.541427, lng: -113.4 } },
      ] satisfies MapMarker[],
    }
    const path = () => document.querySelector('.wb-map__dots path')?.getAttribute('d') ?? ''
    const finder = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Find a driver' })

    it('draws every dot in one path, and names none as a button', () => {
      renderMap({ dots })
      expect(path().match(/M/g)).toHaveLength(2)
      expect(path()).toContain('M315.0 200.0')
      expect(screen.queryByRole('button', { name: 'Sam' })).toBeNull()
      expect(document.querySelector('.wb-map__dots')?.getAttribute('aria-hidden')).toBe('true')
    })

    it('finds dots by title for the keyboard; a chosen one is a marker with its info, the next Tab', async () => {
      const onMarkerSelect = vi.fn()
      const { user } = renderMap({ dots, onMarkerSelect })
      await user.click(finder())
      await user.keyboard('a')
      const names = () => screen.getAllByRole('option').map((option) => option.textContent)
      await vi.waitFor(() => expect(names()).toEqual(['Alex', 'Sam']))
      await user.keyboard('m')
      await vi.waitFor(() => expect(names()).toEqual(['Sam']))
      await user.keyboard('{ArrowDown}{Enter}')
      expect(onMarkerSelect).toHaveBeenLastCalledWith('d1')
      expect(screen.queryByRole('option')).toBeNull()
      const marker = screen.getByRole('button', { name: 'Sam' })
      expect(marker.getAttribute('aria-expanded')).toBe('true')
      await user.tab()
      expect(document.activeElement).toBe(marker)
      await user.tab()
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))

      await user.keyboard('{Escape}')
      expect(onMarkerSelect).toHaveBeenLastCalledWith(null)
      expect(screen.queryByRole('button', { name: 'Sam' })).toBeNull()
      expect(document.activeElement).toBe(finder())
    })

    it('tells apart found dots of the same title by their nearest city', async () => {
      const twins = {
        ...dots,
        markers: [
          ...dots.markers,
          { id: 'd3', title: 'Sam', position: { lat: 51.05, lng: -114.07 } },
        ] satisfies MapMarker[],
      }
      const { user } = renderMap({ dots: twins })
      await user.click(finder())
      await user.keyboard('Sam')
      await vi.waitFor(() =>
        expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Sam Edmonton',
          'Sam Calgary',
        ]),
      )
    })

    it('chooses the dot under a click, and none when the press was a drag or missed', () => {
      const onMarkerSelect = vi.fn()
      renderMap({ dots, onMarkerSelect })
      const click = (x: number, y: number, toX = x) => {
        fireEvent.pointerDown(canvas(), { button: 0, clientX: x, clientY: y, pointerId: 1 })
        fireEvent.pointerMove(canvas(), { clientX: toX, clientY: y, pointerId: 1 })
        fireEvent.pointerUp(canvas(), { clientX: toX, clientY: y, pointerId: 1 })
      }
      click(340, 200)
      expect(onMarkerSelect).not.toHaveBeenCalled()
      click(320, 200, 340)
      expect(onMarkerSelect).not.toHaveBeenCalled()
      click(340, 200, 321) // the drag brought the dot back under the pointer: a drag still
      expect(onMarkerSelect).not.toHaveBeenCalled()
    })

    it('chooses a dot clicked within 12 px of its centre', () => {
      const onMarkerSelect = vi.fn()
      renderMap({ dots, onMarkerSelect })
      fireEvent.pointerDown(canvas(), { button: 0, clientX: 328, clientY: 206, pointerId: 1 })
      fireEvent.pointerUp(canvas(), { clientX: 328, clientY: 206, pointerId: 1 })
      expect(onMarkerSelect).toHaveBeenCalledWith('d1')
    })
  })

  it('draws polylines as SVG paths through their points', () => {
    const { container } = renderMap({
      polylines: [
        {
          id: 'r',
          path: [markers[1]?.position ?? { lat: 0, lng: 0 }, markers[0]?.position ?? { lat: 0, lng: 0 }],
        },
        { id: 'm', tone: 'muted', path: [] },
      ],
    })
    const paths = container.querySelectorAll('path.wb-map__polyline')
    expect(paths).toHaveLength(2)
    const depot = at('Depot')
    expect(paths[0]?.getAttribute('d')).toMatch(new RegExp(`^M${depot.x.toFixed(1)} ${depot.y.toFixed(1)} L`))
    expect(paths[1]?.getAttribute('class')).toContain('wb-map__polyline--muted')
  })

  it('falls back to the offline map and only logs when Google Maps cannot load (part 1 §8)', async () => {
    const { client } = fakeClient()
    const failure = new Error('net::ERR_INTERNET_DISCONNECTED')
    const value = { ...offlineMaps(client), map: createGoogleMapProvider(() => Promise.reject(failure)) }
    renderWithWaybill(
      <MapsContext value={value}>
        <MapView label="Contacts map" markers={markers} />
      </MapsContext>,
      { client },
    )
    await settle()
    expect(screen.getByRole('button', { name: 'Dana Fox' })).toBeTruthy()
    expect(client.logger.error).toHaveBeenCalledWith(GOOGLE_LOAD_FAILED, failure)
  })
})
