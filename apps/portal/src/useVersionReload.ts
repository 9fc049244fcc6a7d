import type { VersionInfo } from '@waybill/sdk-core'
import { useCallback, useEffect, useRef } from 'react'

const RELOADED_FOR = 'portal:reloadedForVersion'

/** Whether this tab already reloaded for `version`; remembers it. A stale cache must not loop reloads. */
function firstReloadFor(version: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === version) return false
    sessionStorage.setItem(RELOADED_FOR, version)
  } catch {
    // Storage blocked: reload anyway; the check runs again only on visibility and every 10 minutes.
  }
  return true
}

/**
 * The build-version reload (part 1 §1): when the served build differs, the page reloads at the next screen
 * change, never under the user's hands (an open form or modal would lose what was typed), and at most once per
 * served version. A later, different served version is due again.
 *
 * @returns the `onOutdated` callback for `VersionCheck`.
 */
export function useVersionReload(pathname: string): (info: VersionInfo) => void {
  const due = useRef<{ version: string; at: string } | null>(null)
  const current = useRef(pathname)
  useEffect(() => {
    current.current = pathname
    const pending = due.current
    if (!pending || pending.at === pathname) return
    due.current = null
    if (firstReloadFor(pending.version)) location.reload()
  }, [pathname])
  return useCallback((info: VersionInfo) => {
    if (due.current?.version !== info.version) due.current = { version: info.version, at: current.current }
  }, [])
}
