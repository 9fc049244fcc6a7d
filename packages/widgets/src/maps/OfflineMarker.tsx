import type { WorldPoint } from './projection.ts'
import type { MapMarker } from './types.ts'

/** Props of {@link OfflineMarker}. */
export interface OfflineMarkerProps {
  /** The marker to draw. */
  readonly marker: MapMarker
  /** Screen position, in pixels from the map's top-left corner. */
  readonly at: WorldPoint
  /** Whether the marker is the selected one (its info window is open). */
  readonly selected: boolean
  /** Id of the info window element while this marker is selected. */
  readonly infoId: string | undefined
  /** Called with the marker's id when it is pressed. */
  readonly onSelect: (id: string) => void
  /** The marker got keyboard focus (the map brings it into view when it is off screen). */
  readonly onFocus: (marker: MapMarker) => void
}

/** A marker of the offline map: a native button named by the marker's title, shaped by its kind. */
export function OfflineMarker({ marker, at, selected, infoId, onSelect, onFocus }: OfflineMarkerProps) {
  const kind = marker.kind ?? 'contact'
  return (
    <button
      type="button"
      className={`wb-map__marker wb-map__marker--${kind}${selected ? ' wb-map__marker--selected' : ''}`}
      style={{ left: `${at.x}px`, top: `${at.y}px` }}
      aria-label={marker.title}
      aria-expanded={selected}
      aria-controls={infoId}
      data-marker-id={marker.id}
      onClick={() => onSelect(marker.id)}
      onFocus={() => onFocus(marker)}
    >
      <span className="wb-map__pin" aria-hidden="true" />
    </button>
  )
}
