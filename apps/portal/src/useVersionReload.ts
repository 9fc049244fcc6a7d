import type { VersionInfo } from '@waybill/sdk-core'
import { useEffect, useRef } from 'react'

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
 * The build-version reload (part 1 §1): when the served build is newer, the page reloads at the next screen
 * change, never under the user's hands (an open form or modal would lose what was typed).
 *
 * @returns the `onOutdated` callback for `VersionCheck`.
 */
export function useVersionReload(pathname: string): (info: VersionInfo) => void {
  const due = useRef<{ version: string; at: string } | null>(null)
  useEffect(() => {
    const pending = due.current
    if (pending && pending.at !== pathname && firstReloadFor(pending.version)) location.reload()
  }, [pathname])
  const current = useRef(pathname)
  current.current = pathname
  return (info) => {
    due.current ??= { version: info.version, at: current.current }
  }
}
