import { type CookieJar, createHintCounter, HINTS, type HintDefinition, messages } from '@waybill/sdk-core'
import { useEffect, useRef, useState } from 'react'
import { documentCookieJar } from '../provider/documentCookieJar.ts'

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
  // Decided once per mount: counting this showing must not hide it straight away.
  const [counter] = useState(() => createHintCounter(jar ?? documentCookieJar(), hint))
  const [visible, setVisible] = useState(() => counter.shouldShow())
  // StrictMode runs effects twice on one mount; the ref survives, so the showing is counted once.
  const counted = useRef(false)
  useEffect(() => {
    if (!visible || counted.current) return
    counted.current = true
    counter.markShown()
  }, [counter, visible])

  if (!visible) return null
  return (
    <div className="wb-alert wb-alert--info wb-hint-alert" role="status">
      <p className="wb-hint-alert__text">{messages.newBatchTemplate}</p>
      <button
        type="button"
        className="wb-hint-alert__dismiss"
        aria-label={messages.dismiss}
        onClick={() => setVisible(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
