import type { ReactNode } from 'react'

/**
 * Renders an in-app link; the portal passes its router's link. It must pass `aria-current` on to the element it
 * renders (the tabs mark the current screen with it).
 */
export type RenderLink = (props: {
  href: string
  className?: string
  'aria-current'?: 'page'
  children: ReactNode
}) => ReactNode

/** The default {@link RenderLink}: a plain `<a>`, for pages without a client-side router. */
export const plainLink: RenderLink = ({ href, className, children, 'aria-current': current }) => (
  <a href={href} className={className} aria-current={current}>
    {children}
  </a>
)
