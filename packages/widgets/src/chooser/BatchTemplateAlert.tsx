import { type CookieJar, messages } from '@waybill/sdk-core'
import { HINTS, type HintDefinition } from '@waybill/sdk-core/internal'
import { HintAlert } from '../primitives/HintAlert.tsx'

/** Props of {@link BatchTemplateAlert}. */
export interface BatchTemplateAlertProps {
  /** Which counter limits it; the chooser's (up to 3 showings) by default. Batch screens pass their own. */
  hint?: HintDefinition
  /** Where the counter is kept; the page's cookies by default. */
  jar?: CookieJar
}

/**
 * The 'New batch template' alert (part 1 §2 'Delivery-type chooser', §9): shown while its hint counter allows,
 * counting one showing per mount of the screen, with a button that dismisses it.
 */
export function BatchTemplateAlert({ hint = HINTS.chooserBatchTemplate, jar }: BatchTemplateAlertProps) {
  return <HintAlert hint={hint} text={messages.newBatchTemplate} jar={jar} />
}
