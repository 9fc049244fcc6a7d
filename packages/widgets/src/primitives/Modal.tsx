import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { type ReactNode, type RefObject, useId } from 'react'

/** Modal width of the spec (part 1 §9 'modal width 450 px'). */
export const MODAL_WIDTH = 450

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean
  /** Called when the user asks to close it (Escape or the close button). */
  onClose: () => void
  /** The heading the dialog is labelled by. */
  title: string
  /** The body. */
  children?: ReactNode
  /** Buttons under the body. */
  footer?: ReactNode
  /** Whether Escape and the close button close it; false while something must finish. Default true. */
  dismissible?: boolean
  /** Width in px; 450 by default. */
  width?: number
  /** The element focused on opening; the first focusable one by default. */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * A modal dialog: labelled by its title, focus trapped inside while open and returned on close, Escape closes it
 * (ARCHITECTURE §5 'Accessible by default').
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  width = MODAL_WIDTH,
  initialFocus,
}: ModalProps) {
  const titleId = useId()
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next && dismissible) onClose()
    },
  })
  const dismiss = useDismiss(context, { escapeKey: dismissible, outsidePress: false })
  const role = useRole(context, { role: 'dialog' })
  const { getFloatingProps } = useInteractions([dismiss, role])
  if (!open) return null
  return (
    <FloatingPortal>
      <FloatingOverlay className="wb-modal__overlay" lockScroll>
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0} modal>
          <div
            ref={refs.setFloating}
            role="dialog"
            className="wb-modal"
            style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
            aria-modal="true"
            {...getFloatingProps({ 'aria-labelledby': titleId })}
          >
            <header className="wb-modal__header">
              <h2 id={titleId} className="wb-modal__title">
                {title}
              </h2>
              {dismissible && (
                <button type="button" className="wb-modal__close" aria-label="Close" onClick={onClose}>
                  ×
                </button>
              )}
            </header>
            <div className="wb-modal__body">{children}</div>
            {footer && <footer className="wb-modal__footer">{footer}</footer>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  )
}
