import { messages } from '@waybill/sdk-core'
import type { BatchFormArea, BatchFormSection } from '@waybill/sdk-core/internal'
import type { MouseEvent } from 'react'

/** Props of {@link BatchScreenErrors}. */
export interface BatchScreenErrorsProps {
  /** The failing sections (sdk-core `batchFormSections`), in the list's order. */
  sections: readonly BatchFormSection[]
  /** The id of each area's target on the screen, for the links; an entry without one is listed as text. */
  anchors: Partial<Record<BatchFormArea, string>>
  /** Moves the focus to an area's first field, or to its heading. */
  onFocusArea: (area: BatchFormArea) => void
}

/**
 * The batch form's failing sections list (part 2 §5.3), announced: 'Please check the following sections and try
 * again:' then each entry word for word, a link that moves the focus to its section (a plain in-page link would
 * scroll but leave the focus behind).
 */
export function BatchScreenErrors({ sections, anchors, onFocusArea }: BatchScreenErrorsProps) {
  if (sections.length === 0) return null
  function follow(event: MouseEvent, area: BatchFormArea) {
    event.preventDefault()
    onFocusArea(area)
  }
  return (
    <div className="wb-alert wb-alert--error wb-batch__errors" role="alert">
      <p>{messages.checkSections}</p>
      <ul>
        {sections.map(({ label, area }) => {
          const anchor = area === null ? undefined : anchors[area]
          return (
            <li key={label}>
              {area !== null && anchor ? (
                <a className="wb-link" href={`#${anchor}`} onClick={(event) => follow(event, area)}>
                  {label}
                </a>
              ) : (
                label
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
