/**
 * Props of {@link FormAlert}.
 *
 * @internal
 */
export interface FormAlertProps {
  /** The text to announce; nothing is shown while it is empty. */
  message?: string | null
  /** How it is coloured: an error (default), a success or information. */
  tone?: 'error' | 'success' | 'info'
}

/**
 * A message about a whole form or screen, announced by screen readers as it appears. The live region stays in
 * the page while empty, so that a later message is announced.
 *
 * @internal
 */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  return (
    <div
      className={message ? `wb-alert wb-alert--${tone}` : 'wb-alert wb-alert--empty'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message ?? ''}
    </div>
  )
}
