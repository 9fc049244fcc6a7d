import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field } from './Field.tsx'

const renderField = (errors: (string | undefined)[], sharedErrors: (string | null)[] = []) => (
  <Field id="email" label="Email" errors={errors} sharedErrors={sharedErrors} value="" onChange={() => {}} />
)

describe('Field', () => {
  it('keeps an empty polite live list in the page before any error, then fills it and ties it to the input (ARCHITECTURE accessibility)', () => {
    const { rerender } = render(renderField([undefined]))
    const input = screen.getByLabelText('Email')
    const live = document.getElementById('email-error') as HTMLElement
    expect(live.getAttribute('aria-live')).toBe('polite')
    expect(live.textContent).toBe('')
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.hasAttribute('aria-invalid')).toBe(false)

    rerender(renderField(['Email is required']))
    expect(document.getElementById('email-error')).toBe(live)
    expect(live.textContent).toBe('Email is required')
    expect(input.getAttribute('aria-describedby')).toBe('email-error')
    expect(input.getAttribute('aria-invalid')).toBe('true')

    rerender(renderField([undefined]))
    expect(document.getElementById('email-error')).toBe(live)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('shows a message the form announces itself outside the live list, still tied to the input', () => {
    render(renderField(['Enter a valid email address'], ['Invalid email or password']))
    const input = screen.getByLabelText('Email')
    expect(document.getElementById('email-error')?.textContent).toBe('Enter a valid email address')
    const shared = document.getElementById('email-error-shared') as HTMLElement
    expect(shared.textContent).toBe('Invalid email or password')
    expect(shared.hasAttribute('aria-live')).toBe(false)
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-error-shared')
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})
