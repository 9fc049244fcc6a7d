import { useSession } from '../provider/useSession.ts'

/** The signed-in account's business name (part 1 §2 'Page chrome'); nothing until the account is loaded. */
export function BusinessName({ className = 'wb-business-name' }: { className?: string }) {
  const name = useSession((state) => state.account?.businessName, 'BusinessName')
  const status = useSession((state) => state.accountStatus, 'BusinessName')
  if (name) return <span className={className}>{name}</span>
  return (
    <span className={className} aria-busy={status === 'loading'}>
      {status === 'loading' ? 'Loading…' : ''}
    </span>
  )
}
