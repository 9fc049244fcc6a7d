import { messages } from '@waybill/sdk-core'
import { Component, type ErrorInfo, type ReactNode } from 'react'

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children?: ReactNode
  /** Told about the failure, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void
}

/** Whether the subtree failed to render. */
export interface ErrorBoundaryState {
  failed: boolean
}

/** Shows 'Something went wrong.' when a screen fails to render (part 1 §8, part 2 §2.10). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="wb-fallback" role="alert">
          {messages.renderFailed}
        </div>
      )
    }
    return this.props.children
  }
}
