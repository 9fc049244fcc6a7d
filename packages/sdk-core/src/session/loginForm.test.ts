import { describe, expect, it } from 'vitest'
import { isLoginValid, validateLogin } from './loginForm.ts'

describe('validateLogin', () => {
  it.each([
    ['', '', { email: 'Email is required', password: 'Password is required' }],
    ['   ', 'secret', { email: 'Email is required' }],
    ['dana', 'secret', { email: 'Enter a valid email address' }],
    ['dana@example', 'secret', { email: 'Enter a valid email address' }],
    ['dana @example.com', 'secret', { email: 'Enter a valid email address' }],
    ['dana@example.com', '', { password: 'Password is required' }],
    [' dana@example.com ', 'secret', {}],
  ])('checks email %j and password %j (part 1 §5 Login)', (email, password, expected) => {
    const errors = validateLogin({ email, password })
    expect(errors).toEqual(expected)
    expect(isLoginValid(errors)).toBe(Object.keys(expected).length === 0)
  })
})
