import { type LatLng, messages } from '@waybill/sdk-core'
import { memo } from 'react'
import { graticuleStep } from './projection.ts'
import type { LabelSide } from './referenceLabels.ts'
import type { MapPolyline } from './types.ts'
import type { MapViewport } from './useMapViewport.ts'

/** Reference points drawn on the offline map so the user has bearings (the three serviced cities, part 1 §1). */
export const REFERENCE_POINTS: readonly { readonly name: string; readonly position: LatLng }[] = [
  { name: messages.mapEdmonton, position: { lat: 53.5461, lng: -113.4938 } },
  { name: messages.mapRedDeer, position: { lat: 52.2681, lng: -113.8112 } },
  { name: messages.mapCalgary, position: { lat: 51.0447, lng: -114.0719 } },
]

/** Where a reference name's text sits around its dot (the boxes of `labelBox`). */
const LABEL_PLACES = {
  right: { x: 7, y: 4, textAnchor: 'start' },
  left: { x: -7, y: 4, textAnchor: 'end' },
  below: { x: 0, y: 18, textAnchor: 'middle' },
} as const

/** Props of {@link OfflineLayers}. */
export interface OfflineLayersProps {
  readonly viewport: MapViewport
  readonly width: number
  readonly height: number
  readonly polylines: readonly MapPolyline[]
  /** Where each reference point's name goes (order of {@link REFERENCE_POINTS}), joined by commas: a string, so that
   * moving markers that leave the names where they are do not redraw the layers. */
  readonly labelSides: string
}

/** Whole multiples of `step` between `from` and `to`. */
function multiples(from: number, to: number, step: number): number[] {
  const values: number[] = []
  for (let index = Math.ceil(from / step); index * step <= to && values.length < 200; index += 1) {
    values.push(Number((index * step).toFixed(6)))
  }
  return values
}

/**
 * The offline map's picture: background, graticule, reference points and polylines; hidden from assistive tech.
 * Memoised: it is drawn again only when the view or the lines change, not when markers move.
 */
export const OfflineLayers = memo(function OfflineLayers({
  viewport,
  width,
  height,
  polylines,
  labelSides,
}: OfflineLayersProps) {
  const sides = labelSides.split(',') as LabelSide[]
  const { toScreen } = viewport
  const step = graticuleStep(viewport.zoom)
  const topLeft = viewport.toLatLng({ x: 0, y: 0 })
  const bottomRight = viewport.toLatLng({ x: width, y: height })
  const meridians = multiples(topLeft.lng, bottomRight.lng, step)
  const parallels = multiples(bottomRight.lat, topLeft.lat, step)

  return (
    <svg
      className="wb-map__svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="wb-map__background" x={0} y={0} width={width} height={height} />
      <g className="wb-map__graticule">
        {meridians.map((lng) => {
          const x = toScreen({ lat: topLeft.lat, lng }).x
          return <line key={`m${lng}`} x1={x} y1={0} x2={x} y2={height} />
        })}
        {parallels.map((lat) => {
          const y = toScreen({ lat, lng: topLeft.lng }).y
          return <line key={`p${lat}`} x1={0} y1={y} x2={width} y2={y} />
        })}
      </g>
      {polylines.map((polyline) => (
        <path
          key={polyline.id}
          className={`wb-map__polyline wb-map__polyline--${polyline.tone ?? 'route'}`}
          d={polyline.path
            .map((point, index) => {
              const { x, y } = toScreen(point)
              return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`
            })
            .join(' ')}
        />
      ))}
      <g className="wb-map__references">
        {REFERENCE_POINTS.map(({ name, position }, index) => {
          const { x, y } = toScreen(position)
          const side = sides[index] ?? 'right'
          return (
            <g key={name} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
              <circle r={4} />
              {side !== 'none' && <text {...LABEL_PLACES[side]}>{name}</text>}
            </g>
          )
        })}
      </g>
    </svg>
  )
})
