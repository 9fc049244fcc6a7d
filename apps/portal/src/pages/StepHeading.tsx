import type { ReactNode } from 'react'

/** The h1 of an order form's second step, above the form's own heading ("What's the {product}??"). */
export const DELIVERY_STEP_HEADING = 'Delivery details'

/**
 * The h1 of an order form's step (issue 21: one h1 per page). It takes the focus when the step changes in place
 * (`useStepHeadingFocus`), hence `tabIndex` -1.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="portal-title" tabIndex={-1}>
      {children}
    </h1>
  )
}
