import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The widgets' `renderLink` for in-app links, through the router: one adapter for every screen. */
export function routerLink({
  href,
  children,
  ...rest
}: {
  href: string
  children: ReactNode
  className?: string
}) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  )
}
