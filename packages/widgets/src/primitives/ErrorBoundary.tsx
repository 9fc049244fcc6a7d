import { messages } from '@waybill/sdk-core'
import { Component, type ErrorInfo, type ReactNode } from 'react'

/**
 * Props of {@link ErrorBoundary}.
 *
 * @internal
 */
export interface ErrorBoundaryProps {
  /** The screen to guard. */
  children?: ReactNode
  /** Told about the failure, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void
  /** What shows once rendering failed: 'Something went wrong.' in an alert by default; null for nothing. */
  fallback?: ReactNode
}

/**
 * Whether the subtree failed to render.
 *
 * @internal
 */
export interface ErrorBoundaryState {
  /** True once a render below threw; the fallback shows from then on. */
  failed: boolean
}

/**
 * Shows 'Something went wrong.' when a screen fails to render (part 1 §8, part 2 §2.10).
 *
 * @internal
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  /** Starts with nothing failed. */
  override state: ErrorBoundaryState = { failed: false }

  /** Switches to the fallback once anything below throws while rendering. */
  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  /** Passes the failure to `onError`. */
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  /** The children, or the fallback ('Something went wrong.' in an alert) once rendering failed. */
  override render() {
    if (this.state.failed) {
      if (this.props.fallback !== undefined) return this.props.fallback
      return (
        <div className="wb-fallback" role="alert">
          {messages.renderFailed}
        </div>
      )
    }
    return this.props.children
  }
}
