import { type CookieJar, messages } from '@waybill/sdk-core'
import { createHintCounter, type HintDefinition } from '@waybill/sdk-core/internal'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { documentCookieJar } from '../provider/documentCookieJar.ts'

/** Props of {@link HintAlert}. */
export interface HintAlertProps {
  /** Which counter limits it (sdk-core `HINTS`). */
  hint: HintDefinition
  /** What it says. */
  text: ReactNode
  /** Where the counter is kept; the page's cookies by default. */
  jar?: CookieJar | undefined
}

/**
 * A hint shown a limited number of times (sdk-core's hint counter, part 1 §9, part 2 §2.5, §9): shown while its
 * counter allows, counting one showing per mount of the screen, with a button that dismisses it.
 */
export function HintAlert({ hint, text, jar }: HintAlertProps) {
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
      <p className="wb-hint-alert__text">{text}</p>
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
