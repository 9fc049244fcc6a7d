import { messages } from '@waybill/sdk-core'
import { useId } from 'react'

/** Props of {@link OnboardingProgress}. */
export interface OnboardingProgressProps {
  /** The current step: 1 is the account details (50%), 2 the pickup hours (100%). */
  step: 1 | 2
}

/** How many steps the account setup after sign-up has (part 1 §2: account details, then pickup hours). */
const STEPS = 2

/**
 * The account-setup progress bar (part 1 §2 'Account details (step 1 of 2, progress 50%)', 'Pickup hours
 * (progress 100%)'), with the step written out beside it.
 */
export function OnboardingProgress({ step }: OnboardingProgressProps) {
  const id = useId()
  const percent = Math.round((step / STEPS) * 100)
  const text = `Step ${step} of ${STEPS}`
  return (
    <div className="wb-progress">
      <div className="wb-progress__header">
        <span id={`${id}-label`} className="wb-progress__label">
          {messages.onboardingProgressLabel}
        </span>
        <span className="wb-progress__text" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        className="wb-progress__track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text} (${percent}%)`}
      >
        <div className="wb-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
