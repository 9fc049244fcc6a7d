import { messages } from '@waybill/sdk-core'
import type { DraftSection, DraftSectionKey } from '@waybill/sdk-core/rules'
import { type MouseEvent, useEffect, useId, useRef } from 'react'

/** Props of {@link FailedSections}. */
export interface FailedSectionsProps {
  /** The failing sections, in the form's order. */
  sections: readonly DraftSection[] | null
  /** Grows with each failed attempt: the list takes the focus each time. */
  failures: number
  /** The id of each section's heading on this form, for the links; a section without one is listed as text. */
  anchors: Partial<Record<DraftSectionKey, string>>
}

/**
 * The failing sections list (part 1 §2, §5; part 2 §5.1): 'Please check the following sections and try again:'
 * then each section's label with its message when it says more. A region named by that heading which takes the
 * focus after each failed attempt, so it is read once (it is no live region: focus and an alert would announce it
 * twice); each label links to its section.
 */
export function FailedSections({ sections, failures, anchors }: FailedSectionsProps) {
  const box = useRef<HTMLElement>(null)
  const titleId = useId()
  useEffect(() => {
    if (failures === 0) return
    const focus = () => box.current?.focus()
    focus()
    // A confirmation modal closing in the same update gives the focus back to its opener in a microtask: take it
    // again after that (part 1 §5, Confirm checks again).
    queueMicrotask(focus)
  }, [failures])
  if (!sections || sections.length === 0) return null
  return (
    <section ref={box} className="wb-details__failed" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className="wb-details__failed-title">
        {messages.checkSections}
      </h3>
      <ul>
        {sections.map((section) => {
          const anchor = anchors[section.key]
          const detail = section.message !== section.label ? `: ${section.message}` : ''
          return (
            <li key={section.key}>
              {anchor ? (
                <a className="wb-link" href={`#${anchor}`} onClick={(event) => focusSection(event, anchor)}>
                  {section.label}
                </a>
              ) : (
                section.label
              )}
              {detail}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Moves the focus to the section's heading (a plain in-page link would scroll but leave the focus behind). */
function focusSection(event: MouseEvent, anchor: string) {
  const target = document.getElementById(anchor)
  if (!target) return
  event.preventDefault()
  target.focus()
  target.scrollIntoView?.({ block: 'center' })
}
