import { messages } from '@waybill/sdk-core'
import { formatCents } from '@waybill/sdk-core/rules'
import { useId } from 'react'
import { useSession } from '../provider/useSession.ts'

/** Props of {@link CreditBalance}. */
export interface CreditBalanceProps {
  /** Heading level of 'Current Credit Balance'; 2 by default. */
  headingLevel?: 2 | 3
}

/**
 * 'Current Credit Balance' (part 2 §2.6): the account's credit, held in cents (part 1 §9), shown in dollars;
 * nothing until the account is loaded.
 */
export function CreditBalance({ headingLevel = 2 }: CreditBalanceProps) {
  const credit = useSession((state) => state.account?.credit, 'CreditBalance')
  const id = useId()
  if (credit === undefined) return null
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section className="wb-credit" aria-labelledby={id}>
      <Heading id={id} className="wb-credit__title">
        {messages.currentCreditBalance}
      </Heading>
      <p className="wb-credit__amount">{formatCents(credit)}</p>
    </section>
  )
}
