import { act, render } from '@testing-library/react'
import { Activity, StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { XSS_NAME } from '../../test/fixtures.ts'
import { settle } from '../../test/render.tsx'
import { GoogleMapSurface } from './GoogleMapSurface.tsx'
import type { GoogleMapsApi } from './googleMaps.ts'
import type { MapMarker, MapSurfaceProps } from './types.ts'

type Listener = () => void
/** A fake `google.maps` namespace recording what the adapter asks of it. */
function fakeGoogle() {
  const made = {
    maps: [] as FakeMap[],
    markers: [] as FakeMarker[],
    infos: [] as FakeInfoWindow[],
    lines: [] as FakePolyline[],
  }
  class Listened {
    listeners = new Map<string, Listener>()
    addListener(name: string, listener: Listener) {
      this.listeners.set(name, listener)
      return { remove: () => this.listeners.delete(name) }
    }
  }
  class FakeMap {
    panTo = vi.fn()
    setCenter = vi.fn()
    setZoom = vi.fn()
    readonly options: { center: unknown; zoom: number }
    constructor(_element: HTMLElement, options: { center: unknown; zoom: number }) {
      this.options = options
      made.maps.push(this)
    }
  }
  class FakeMarker extends Listened {
    setMap = vi.fn()
    readonly options: { title: string; position: unknown }
    constructor(options: { title: string; position: unknown }) {
      super()
      this.options = options
      made.markers.push(this)
    }
  }
  class FakeInfoWindow extends Listened {
    content: unknown = null
    open = vi.fn()
    close = vi.fn()
    setContent(content: unknown) {
      this.content = content
    }
    constructor() {
      super()
      made.infos.push(this)
    }
  }
  class FakePolyline {
    setMap = vi.fn()
    readonly options: { path: unknown[]; strokeColor: string }
    constructor(options: { path: unknown[]; strokeColor: string }) {
      this.options = options
      made.lines.push(this)
    }
  }
  const api = { Map: FakeMap, Marker: FakeMarker, InfoWindow: FakeInfoWindow, Polyline: FakePolyline }
  return { api: api as unknown as GoogleMapsApi, made }
}

const markers: MapMarker[] = [
  {
    id: 'a',
    title: XSS_NAME,
    position: { lat: 53.5, lng: -113.5 },
    info: { title: XSS_NAME, lines: [XSS_NAME, '780-555-0101'] },
  },
  { id: 'b', title: 'Depot', position: { lat: 53.52, lng: -113.56 } },
]

function props(overrides: Partial<MapSurfaceProps> = {}): MapSurfaceProps {
  return {
    label: 'Contacts map',
    markers,
    dots: null,
    polylines: [{ id: 'r', path: [markers[0]?.position ?? { lat: 0, lng: 0 }] }],
    selectedMarkerId: null,
    onMarkerSelect: vi.fn(),
    center: { lat: 53.541427, lng: -113.500434 },
    zoom: 11,
    height: 400,
    fitMarkers: false,
    onError: vi.fn(),
    ...overrides,
  }
}

let innerHtml: ReturnType<typeof vi.spyOn> | undefined
afterEach(() => innerHtml?.mockRestore())

describe('GoogleMapSurface (ARCHITECTURE §5, part 1 §2 Contacts screen)', () => {
  it('creates the map at the given centre and zoom, a marker per point and the polylines', async () => {
    const { api, made } = fakeGoogle()
    render(<GoogleMapSurface {...props()} load={async () => api} />)
    await settle()
    expect(made.maps[0]?.options).toMatchObject({ center: { lat: 53.541427, lng: -113.500434 }, zoom: 11 })
    expect(made.markers.map((marker) => marker.options.title)).toEqual([XSS_NAME, 'Depot'])
    expect(made.lines[0]?.options).toMatchObject({ strokeColor: '#0b5cad' })
  })

  it('reports a marker click as a selection and a closed info window as none', async () => {
    const { api, made } = fakeGoogle()
    const onMarkerSelect = vi.fn()
    render(<GoogleMapSurface {...props({ onMarkerSelect })} load={async () => api} />)
    await settle()
    act(() => made.markers[1]?.listeners.get('click')?.())
    expect(onMarkerSelect).toHaveBeenCalledWith('b')
    act(() => made.infos[0]?.listeners.get('closeclick')?.())
    expect(onMarkerSelect).toHaveBeenLastCalledWith(null)
  })

  it('builds the info window of the selected marker from elements and text nodes, never HTML', async () => {
    const setter = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')?.set
    innerHtml = vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (
      this: Element,
      value,
    ) {
      setter?.call(this, value)
    })
    const { api, made } = fakeGoogle()
    render(<GoogleMapSurface {...props({ selectedMarkerId: 'a' })} load={async () => api} />)
    await settle()
    const info = made.infos[0]
    const content = info?.content
    expect(content).toBeInstanceOf(HTMLElement)
    const element = content as HTMLElement
    expect(element.querySelector('h3')?.textContent).toBe(XSS_NAME)
    expect([...element.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      XSS_NAME,
      '780-555-0101',
    ])
    expect(element.querySelector('img')).toBeNull()
    expect(element.querySelector('h3')?.firstChild?.nodeType).toBe(Node.TEXT_NODE)
    expect(innerHtml).not.toHaveBeenCalled()
    expect(info?.open).toHaveBeenCalledWith(expect.objectContaining({ anchor: made.markers[0] }))
    expect(made.maps[0]?.panTo).toHaveBeenCalledWith(markers[0]?.position)
  })

  it('makes one map per container under StrictMode and releases its markers and listeners on unmount', async () => {
    const { api, made } = fakeGoogle()
    const view = render(
      <StrictMode>
        <GoogleMapSurface {...props({ selectedMarkerId: 'a' })} load={async () => api} />
      </StrictMode>,
    )
    await settle()
    expect(made.maps).toHaveLength(1)
    expect(made.infos).toHaveLength(1)
    expect(made.markers.filter((marker) => marker.setMap.mock.calls.length === 0)).toHaveLength(2)
    view.unmount()
    for (const marker of made.markers) {
      expect(marker.setMap).toHaveBeenCalledWith(null)
      expect(marker.listeners.size).toBe(0)
    }
    for (const line of made.lines) expect(line.setMap).toHaveBeenCalledWith(null)
    expect(made.infos[0]?.listeners.size).toBe(0)
    expect(made.infos[0]?.close).toHaveBeenCalled()
  })

  it('keeps the same map when its effects run again (hidden and shown), loading no second one', async () => {
    const { api, made } = fakeGoogle()
    const load = async () => api
    const surface = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <GoogleMapSurface {...props()} load={load} />
      </Activity>
    )
    const view = render(surface('visible'))
    await settle()
    view.rerender(surface('hidden'))
    view.rerender(surface('visible'))
    await settle()
    expect(made.maps).toHaveLength(1)
    expect(made.infos).toHaveLength(1)
    expect(made.markers.filter((marker) => marker.setMap.mock.calls.length === 0)).toHaveLength(2)
  })

  it('falls back to the offline map and reports the failure when loading fails (part 1 §8)', async () => {
    const onError = vi.fn()
    const failure = new Error('offline')
    const view = render(<GoogleMapSurface {...props({ onError })} load={() => Promise.reject(failure)} />)
    await settle()
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('offline map'), failure)
    expect(view.getByRole('button', { name: 'Depot' })).toBeTruthy()
  })
})
