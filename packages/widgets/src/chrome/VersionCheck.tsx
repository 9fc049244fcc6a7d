import type { VersionInfo } from '@waybill/sdk-core'
import { useEffect, useRef } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'

/** How often {@link VersionCheck} asks for the served build's version: every 10 minutes. */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60 * 1000

/**
 * Props of {@link VersionCheck}.
 *
 * @internal
 */
export interface VersionCheckProps {
  /** Called when the served build differs from the running one; the portal reloads the page. */
  onOutdated: (info: VersionInfo) => void
  /** Milliseconds between checks; `VERSION_CHECK_INTERVAL_MS` by default. */
  intervalMs?: number
  /** The running build's version, compared with the served one; sdk-core's `BUILD_VERSION` by default. */
  currentVersion?: string
}

/**
 * The build-version check (part 1 §1): asks `client.version.check()` on mount, whenever the tab becomes visible
 * again and every 10 minutes, and calls `onOutdated` when the app is out of date. Failures are only logged; a
 * check never starts while another is running; everything stops on unmount. Renders nothing.
 *
 * @internal
 */
export function VersionCheck({
  onOutdated,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  currentVersion,
}: VersionCheckProps) {
  const { client } = useWaybill('VersionCheck')
  // The latest callback, so a new function from each parent render does not restart the timers.
  const outdated = useRef(onOutdated)
  useEffect(() => {
    outdated.current = onOutdated
  }, [onOutdated])

  // The check in flight, shared across runs of the effect: StrictMode's second run adopts it instead of overlapping.
  const pending = useRef<Promise<VersionInfo> | null>(null)

  useEffect(() => {
    let active = true
    const settle = async (request: Promise<VersionInfo>) => {
      try {
        const info = await request
        if (active && info.isOutdated) outdated.current(info)
      } catch (error) {
        if (active) client.logger.error('Version check failed', error)
      }
    }
    const check = () => {
      if (pending.current) return
      const request = client.version.check(currentVersion)
      pending.current = request
      const done = () => {
        if (pending.current === request) pending.current = null
      }
      request.then(done, done)
      void settle(request)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    if (pending.current) void settle(pending.current)
    else check()
    const timer = setInterval(check, intervalMs)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      active = false
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [client, intervalMs, currentVersion])

  return null
}
