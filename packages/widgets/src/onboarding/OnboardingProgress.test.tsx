import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OnboardingProgress } from './OnboardingProgress.tsx'

describe('OnboardingProgress', () => {
  it.each([
    [1, '50', 'Step 1 of 2'],
    [2, '100', 'Step 2 of 2'],
  ] as const)('step %i is %s%% (part 1 §2 Account details, Pickup hours)', (step, percent, text) => {
    render(<OnboardingProgress step={step} />)
    const bar = screen.getByRole('progressbar', { name: 'Account setup' })
    expect(bar.getAttribute('aria-valuenow')).toBe(percent)
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(screen.getByText(text)).toBeTruthy()
  })
})
