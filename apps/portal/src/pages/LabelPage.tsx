import { messages } from '@waybill/sdk-core'
import { FormAlert, useWaybill } from '@waybill/widgets'
import { useEffect, useRef, useState } from 'react'
import { useParams } from 'react-router'

/**
 * One order's label, `/labels/:id` (ours, issue 21): where a Label link opens in a new tab, or when a popup is
 * blocked. The page makes part 2 §7's label call itself and replaces its own address with a blob: URL of the PDF, so
 * the api code is in no address the tab shows nor in its history. A failed call says so.
 */
export function LabelPage() {
  const { id = '' } = useParams()
  const { client, session } = useWaybill('LabelPage')
  const [failed, setFailed] = useState(false)
  // Once per page: StrictMode's second effect run in development must not call the label twice.
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    const apiCode = session.apiCode()
    const orderId = Number(id)
    // An address that names no order, or no session: said in words rather than loading forever.
    if (apiCode === null || !Number.isInteger(orderId) || orderId <= 0) {
      setFailed(true)
      return
    }
    client.labels.label(apiCode, orderId).then(
      (bytes) => {
        const pdf = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
        globalThis.location.replace(URL.createObjectURL(pdf))
      },
      (error: unknown) => {
        client.logger.error('The label could not be fetched', error)
        setFailed(true)
      },
    )
  }, [client, session, id])

  return (
    <main className="portal-page">
      <h1 className="portal-title">{messages.orderLabel}</h1>
      {failed ? (
        <FormAlert message={messages.labelsFailed} />
      ) : (
        <p role="status">{messages.labelWindowLoading}</p>
      )}
    </main>
  )
}

export default LabelPage
