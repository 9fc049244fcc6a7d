import { type CookieJar, createHintCounter, fillNames, HINTS, messages } from '@waybill/sdk-core'
import { useEffect, useRef, useState } from 'react'
import { documentCookieJar } from '../provider/documentCookieJar.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link MultiUploadHint}. */
export interface MultiUploadHintProps {
  /** Where the counter is kept; the page's cookies by default. */
  jar?: CookieJar
}

/**
 * The file-upload hint alert of the `Multi-{product}` screen (part 2 §2.5, §9): 'batch files must be submitted at
 * least 12 hours before pickup, ideally the day before', shown while `HINTS.multiUpload` allows (up to 2 times,
 * cookie 360 days), counting one showing per mount, with a button that dismisses it.
 */
export function MultiUploadHint({ jar }: MultiUploadHintProps) {
  const { client } = useWaybill('MultiUploadHint')
  // Decided once per mount: counting this showing must not hide it straight away.
  const [counter] = useState(() => createHintCounter(jar ?? documentCookieJar(), HINTS.multiUpload))
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
      <p className="wb-hint-alert__text">{fillNames(messages.multiDeliveryHint, client.config)}</p>
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
