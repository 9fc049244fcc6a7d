import { type CookieJar, messages } from '@waybill/sdk-core'
import { deliveryTypeColumns } from '@waybill/sdk-core/internal'
import type { DeliveryTypeChoice, DeliveryTypeStore } from '@waybill/sdk-core/order'
import { useId, useMemo } from 'react'
import { Tooltip } from '../primitives/Tooltip.tsx'
import { useSession } from '../provider/useSession.ts'
import { BatchTemplateAlert } from './BatchTemplateAlert.tsx'

/** Props of {@link DeliveryTypeChooser}. */
export interface DeliveryTypeChooserProps {
  /** The chosen delivery type's store (`createDeliveryType`); choosing an option sets its flags. */
  deliveryType: DeliveryTypeStore
  /** Called after the flags are set; the portal opens `/{brand}/{choice.screen}`. */
  onChoose?: (choice: DeliveryTypeChoice) => void
  /** Support e-mail address shown on the chooser, as a mailto: link. */
  supportEmail: string
  /** Support phone number shown on the chooser, as a tel: link. */
  supportPhone: string
  /** Where the new-batch-template alert's counter is kept; the page's cookies by default. */
  cookieJar?: CookieJar
}

/**
 * The delivery-type chooser (part 1 §2 'Delivery-type chooser'): Local Delivery, Intercity Delivery and, when the
 * account has valet enabled, Valet Service. Each option explains itself in a tooltip; choosing one sets the
 * intercity and vehicle-swap flags, then calls `onChoose`. Shows the new-batch-template alert and support contacts.
 */
export function DeliveryTypeChooser({
  deliveryType,
  onChoose,
  supportEmail,
  supportPhone,
  cookieJar,
}: DeliveryTypeChooserProps) {
  const valetEnabled = useSession((state) => state.account?.isValetEnabled ?? false, 'DeliveryTypeChooser')
  const columns = useMemo(() => deliveryTypeColumns({ valetEnabled }), [valetEnabled])
  const id = useId()
  const choose = (choice: DeliveryTypeChoice) => {
    deliveryType.choose(choice)
    onChoose?.(choice)
  }

  return (
    <div className="wb-chooser">
      <BatchTemplateAlert jar={cookieJar} />
      <div className="wb-chooser__columns">
        {columns.map((column) => {
          const headingId = `${id}-column-${column.id}`
          return (
            <section key={column.id} className="wb-chooser__column" aria-labelledby={headingId}>
              <h2 id={headingId} className="wb-chooser__title">
                {column.title}
              </h2>
              <ul className="wb-chooser__choices">
                {column.choices.map((choice) => {
                  const labelId = `${id}-choice-${choice.id}`
                  return (
                    <li key={choice.id}>
                      <Tooltip content={choice.tooltip}>
                        <button
                          type="button"
                          className="wb-button wb-chooser__choice"
                          // The column's title joins the name: 'Single Delivery' appears in two columns.
                          aria-labelledby={`${headingId} ${labelId}`}
                          onClick={() => choose(choice)}
                        >
                          <span id={labelId}>{choice.label}</span>
                        </button>
                      </Tooltip>
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        })}
      </div>
      <p className="wb-chooser__support">
        {messages.supportIntro}{' '}
        <a className="wb-link" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>{' '}
        {messages.supportOr}{' '}
        <a className="wb-link" href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>
          {supportPhone}
        </a>
        .
      </p>
    </div>
  )
}
