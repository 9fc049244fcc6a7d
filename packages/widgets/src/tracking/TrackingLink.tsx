import { fillText, messages } from '@waybill/sdk-core'

/** Props of {@link TrackingLink}. */
export interface TrackingLinkProps {
  /**
   * The tracking page's address: sdk-core's `trackingPath(order.uuid)`. Nothing is rendered while it is null or
   * undefined (a uuid that cannot be tracked publicly).
   */
  href: string | null | undefined
  /** The order's name, for the link's accessible name 'Track `{name}` (opens in a new tab)'. */
  name: string
  /** Extra classes, e.g. to look like the row's other action buttons. */
  className?: string
}

/**
 * A link to a delivery's public tracking page, opened in a new tab (part 2 §2.1), with `rel="noopener noreferrer"`
 * so the page cannot reach back into the dashboard. It reads 'Track'; its accessible name says which order and
 * that a new tab opens.
 *
 * @example
 * ```tsx
 * <TrackingLink href={trackingPath(order.uuid)} name={order.name} />
 * ```
 */
export function TrackingLink({ href, name, className }: TrackingLinkProps) {
  if (!href) return null
  return (
    <a
      className={className ? `wb-tracking-link ${className}` : 'wb-tracking-link'}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={fillText(messages.trackingLinkLabel, { name })}
    >
      {messages.trackingLinkText}
    </a>
  )
}
