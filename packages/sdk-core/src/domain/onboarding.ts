import type { Account } from './account.ts'

/**
 * Whether the account still has to go through onboarding (part 1 §4 'Onboarding flow': sign-up, account details,
 * pickup hours, chooser): it has no pickup location yet. A new account has none, so the dashboard a sign-up
 * lands on (part 1 §2 'Sign-up') sends the user on to account details first.
 *
 * @internal
 */
export function needsOnboarding(account: Pick<Account, 'pickupAddress'>): boolean {
  return account.pickupAddress.street.trim() === ''
}
