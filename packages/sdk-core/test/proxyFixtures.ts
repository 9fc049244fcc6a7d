import type { Account } from '../src/domain/account.ts'

/** What the widget proxy blanks in company info before it reaches the browser (docs/decisions/widget-and-proxy.md). */
export const PROXY_BLANKED_ACCOUNT: Partial<Account> = {
  email: '',
  mobile: null,
  firstName: '',
  lastName: '',
  credit: 0,
  billingAddress: null,
  cards: [],
}
