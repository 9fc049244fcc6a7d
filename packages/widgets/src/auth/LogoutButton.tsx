import { messages } from '@waybill/sdk-core'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link LogoutButton}. */
export interface LogoutButtonProps {
  /** Called once the session is cleared; the portal goes to the login screen. */
  onLoggedOut?: () => void
  /** Class of the button; 'wb-button' by default. */
  className?: string
}

/** Logs out: clears the stored session and Waybill's stored state (part 1 §2 'Page chrome'). */
export function LogoutButton({ onLoggedOut, className = 'wb-button' }: LogoutButtonProps) {
  const { session } = useWaybill('LogoutButton')
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const done = session.logout()
        onLoggedOut?.()
        void done
      }}
    >
      {messages.logout}
    </button>
  )
}
