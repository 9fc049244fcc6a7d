import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PasswordField } from './PasswordField.tsx'

describe('PasswordField', () => {
  it("shows and hides the password with a toggle named 'Show password', then 'Hide password'", async () => {
    const user = userEvent.setup()
    render(<PasswordField id="password" label="Password" defaultValue="secret-1" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')
    const show = screen.getByRole('button', { name: 'Show password' })
    expect(show.getAttribute('aria-controls')).toBe('password')
    await user.click(show)
    expect(input.getAttribute('type')).toBe('text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input.getAttribute('type')).toBe('password')
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy()
  })

  it('has no pressed state, so a screen reader never hears "Hide password, pressed"', async () => {
    const user = userEvent.setup()
    render(<PasswordField id="password" label="Password" defaultValue="secret-1" />)
    expect(screen.getByRole('button', { name: 'Show password' }).hasAttribute('aria-pressed')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    const hide = screen.getByRole('button', { name: 'Hide password' })
    expect(hide.hasAttribute('aria-pressed')).toBe(false)
    expect(screen.queryByRole('button', { pressed: true })).toBeNull()
  })
})
