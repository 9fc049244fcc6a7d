import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './ErrorBoundary.tsx'

function Broken(): never {
  throw new Error('boom')
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong.' when a screen fails to render (part 2 §2.10)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onError = vi.fn()
    render(
      <ErrorBoundary onError={onError}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.')
    expect(onError).toHaveBeenCalledOnce()
  })
})
