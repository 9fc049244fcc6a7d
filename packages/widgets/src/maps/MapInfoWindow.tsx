import { messages } from '@waybill/sdk-core'
import { type KeyboardEvent, useId } from 'react'
import type { WorldPoint } from './projection.ts'
import type { MapMarker } from './types.ts'

/** Props of {@link MapInfoWindow}. */
export interface MapInfoWindowProps {
  /** Id of the window, referenced by the marker's `aria-controls`. */
  readonly id: string
  /** The selected marker; its `info` (or its title) is shown. */
  readonly marker: MapMarker
  /** Screen position of the marker, in pixels from the map's top-left corner. */
  readonly at: WorldPoint
  /** Closes the window (deselects the marker). */
  readonly onClose: () => void
}

/** The offline map's info window: the marker's info as a heading and lines of plain text, and a Close button. */
export function MapInfoWindow({ id, marker, at, onClose }: MapInfoWindowProps) {
  const headingId = useId()
  const title = marker.info?.title ?? marker.title
  const lines = marker.info?.lines ?? []

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  return (
    <section
      id={id}
      className="wb-map__info"
      aria-labelledby={headingId}
      style={{ left: `${at.x}px`, top: `${at.y}px` }}
      onKeyDown={onKeyDown}
    >
      <div className="wb-map__info-head">
        <h3 id={headingId} className="wb-map__info-title">
          {title}
        </h3>
        <button type="button" className="wb-map__info-close" onClick={onClose}>
          {messages.close}
        </button>
      </div>
      {lines.map((line, index) => (
        // Lines may repeat (e.g. two empty parts), so the index is part of the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
        <p key={index} className="wb-map__info-line">
          {line}
        </p>
      ))}
    </section>
  )
}
