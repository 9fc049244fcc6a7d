import { type DraftSection, type DraftSectionKey, messages } from '@waybill/sdk-core'
import { type MouseEvent, useEffect, useRef } from 'react'

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
 * then each section's label with its message when it says more. An alert that takes the focus after each failed
 * attempt; each label links to its section.
 */
export function FailedSections({ sections, failures, anchors }: FailedSectionsProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failures > 0) box.current?.focus()
  }, [failures])
  return (
    <div ref={box} className="wb-details__failed" role="alert" tabIndex={-1}>
      {sections && sections.length > 0 && (
        <>
          <p className="wb-details__failed-title">{messages.checkSections}</p>
          <ul>
            {sections.map((section) => {
              const anchor = anchors[section.key]
              const detail = section.message !== section.label ? `: ${section.message}` : ''
              return (
                <li key={section.key}>
                  {anchor ? (
                    <a
                      className="wb-link"
                      href={`#${anchor}`}
                      onClick={(event) => focusSection(event, anchor)}
                    >
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
        </>
      )}
    </div>
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
