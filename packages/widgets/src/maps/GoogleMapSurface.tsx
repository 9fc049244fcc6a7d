/// <reference types="google.maps" preserve="true" />
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { buildInfoContent, type GoogleMapsApi, type LoadGoogleMaps, POLYLINE_COLOURS } from './googleMaps.ts'
import { OfflineMap } from './OfflineMap.tsx'
import type { MapSurfaceProps } from './types.ts'

/** Logged when the Google script cannot load (part 1 §8: map errors are only logged). */
export const GOOGLE_LOAD_FAILED = 'Google Maps failed to load; showing the offline map instead'

/** Props of {@link GoogleMapSurface}. */
export interface GoogleMapSurfaceProps extends MapSurfaceProps {
  /** Loads the Google Maps classes (a fake in tests). */
  readonly load: LoadGoogleMaps
}

/** Draws markers, info windows and polylines on a Google map; falls back to the offline map if loading fails. */
export function GoogleMapSurface({ load, ...props }: GoogleMapSurfaceProps) {
  const [api, setApi] = useState<GoogleMapsApi | null>(null)
  const [failed, setFailed] = useState(false)
  const reportFailure = useEffectEvent((error: unknown) => props.onError(GOOGLE_LOAD_FAILED, error))

  useEffect(() => {
    let live = true
    load().then(
      (loaded) => {
        if (live) setApi(loaded)
      },
      (error: unknown) => {
        if (!live) return
        reportFailure(error)
        setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [load])

  if (failed) return <OfflineMap {...props} />
  return <GoogleCanvas api={api} {...props} />
}

/** The Google map itself, once (or while) the classes load. */
function GoogleCanvas({ api, ...props }: MapSurfaceProps & { readonly api: GoogleMapsApi | null }) {
  const { dots, polylines, selectedMarkerId, onMarkerSelect, center, zoom, height } = props
  // Google draws many markers well by itself: dots are markers here.
  const markers = useMemo(
    () => (dots ? [...props.markers, ...dots.markers] : props.markers),
    [props.markers, dots],
  )
  const container = useRef<HTMLDivElement>(null)
  // The map and its info window, made once per container: a Map is billed per load and cannot be destroyed, so
  // StrictMode's second effect run (and any later one) must reuse it rather than load another.
  const made = useRef<{ element: HTMLDivElement; map: google.maps.Map; info: google.maps.InfoWindow } | null>(
    null,
  )
  const [map, setMap] = useState<google.maps.Map | null>(null)
  const [info, setInfo] = useState<google.maps.InfoWindow | null>(null)
  const pins = useRef(new Map<string, google.maps.Marker>())
  const select = useEffectEvent((id: string | null) => onMarkerSelect(id))
  const initial = useEffectEvent(() => ({ center, zoom }))

  useEffect(() => {
    const element = container.current
    if (!api || !element) return
    if (made.current?.element !== element) {
      made.current = {
        element,
        map: new api.Map(element, { ...initial(), clickableIcons: false }),
        info: new api.InfoWindow(),
      }
    }
    const { map: current, info: infoWindow } = made.current
    const closing = infoWindow.addListener('closeclick', () => select(null))
    setMap(current)
    setInfo(infoWindow)
    return () => {
      closing.remove()
      infoWindow.close()
    }
  }, [api])

  const { lat, lng } = center
  useEffect(() => {
    map?.setCenter({ lat, lng })
    map?.setZoom(zoom)
  }, [map, lat, lng, zoom])

  useEffect(() => {
    if (!api || !map) return
    const created = markers.map((marker) => {
      const pin = new api.Marker({ map, position: marker.position, title: marker.title })
      const click = pin.addListener('click', () => select(marker.id))
      pins.current.set(marker.id, pin)
      return { id: marker.id, pin, click }
    })
    return () => {
      for (const { id, pin, click } of created) {
        click.remove()
        pin.setMap(null)
        pins.current.delete(id)
      }
    }
  }, [api, map, markers])

  useEffect(() => {
    if (!api || !map) return
    const lines = polylines.map(
      (polyline) =>
        new api.Polyline({
          map,
          path: [...polyline.path],
          strokeColor: POLYLINE_COLOURS[polyline.tone ?? 'route'],
          strokeOpacity: 0.9,
          strokeWeight: polyline.tone === 'muted' ? 3 : 5,
        }),
    )
    return () => {
      for (const line of lines) line.setMap(null)
    }
  }, [api, map, polylines])

  useEffect(() => {
    if (!map || !info) return
    const marker = markers.find((candidate) => candidate.id === selectedMarkerId)
    const pin = marker && pins.current.get(marker.id)
    if (!marker || !pin) {
      info.close()
      return
    }
    const content = buildInfoContent(document, marker.info ?? { title: marker.title, lines: [] })
    info.setContent(content)
    info.open({ map, anchor: pin })
  }, [map, info, markers, selectedMarkerId])

  const panToSelected = useEffectEvent((id: string) => {
    const marker = markers.find((candidate) => candidate.id === id)
    if (marker) map?.panTo(marker.position)
  })
  useEffect(() => {
    if (map && selectedMarkerId) panToSelected(selectedMarkerId)
  }, [map, selectedMarkerId])

  return <div ref={container} className="wb-map__google" style={{ height: `${height}px` }} />
}
