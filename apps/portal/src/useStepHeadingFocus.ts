import { useEffect, useRef } from 'react'

/**
 * Moves the focus to the page's heading when an order form changes step in place ('Next' to the delivery details,
 * 'Edit' back to the pickup and drop-off; issue 21): the pressed button leaves with its step, and the focus would
 * otherwise drop to the page body. Not on the first render: a page opened afresh keeps the browser's focus.
 */
export function useStepHeadingFocus(step: string): void {
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    // The step's own heading: the page's only h1 ('Pickup and drop-off' or 'Delivery details', a StepHeading).
    document.querySelector<HTMLElement>('main h1')?.focus()
  }, [step])
}
