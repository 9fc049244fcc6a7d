import type { WorldPoint } from './projection.ts'

/** Where a reference point's name is drawn: right of its dot, left of it, below it, or not at all. */
export type LabelSide = 'right' | 'left' | 'below' | 'none'

/** Width of a 12 px label character, generously (the names are short: 'Red Deer'). */
const CHAR_WIDTH = 7.5
/** A marker's box around its point: 28 px wide, drawn above the point (OfflineMarker, maps.css). */
const MARKER = { left: -14, right: 14, top: -28, bottom: 0 }

interface Box {
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/**
 * The box of a name drawn at `side` of the dot at `at`: beside it, the text starts 7 px from the dot with its
 * baseline 4 px below; below it, the text is centred with its baseline 18 px below.
 */
export function labelBox(at: WorldPoint, name: string, side: Exclude<LabelSide, 'none'>): Box {
  const width = name.length * CHAR_WIDTH
  if (side === 'below')
    return { left: at.x - width / 2, right: at.x + width / 2, top: at.y + 6, bottom: at.y + 20 }
  const left = side === 'right' ? at.x + 7 : at.x - 7 - width
  return { left, right: left + width, top: at.y - 9, bottom: at.y + 5 }
}

/**
 * The side of each reference point's name that no marker covers: right, else left, else below, else none (issue 21:
 * the offline map's city names must not collide with its markers).
 */
export function referenceLabelSides(
  references: readonly { readonly name: string; readonly at: WorldPoint }[],
  markers: readonly WorldPoint[],
): LabelSide[] {
  const boxes = markers.map((at) => ({
    left: at.x + MARKER.left,
    right: at.x + MARKER.right,
    top: at.y + MARKER.top,
    bottom: at.y + MARKER.bottom,
  }))
  const free = (box: Box) => !boxes.some((marker) => overlaps(box, marker))
  return references.map(({ name, at }) => {
    if (free(labelBox(at, name, 'right'))) return 'right'
    if (free(labelBox(at, name, 'left'))) return 'left'
    if (free(labelBox(at, name, 'below'))) return 'below'
    return 'none'
  })
}
