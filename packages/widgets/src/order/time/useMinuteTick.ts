import { useEffect, useRef } from 'react'

const MINUTE_MS = 60_000

/**
 * Calls `tick` at every new minute of `now` and when the page becomes visible again (a hidden tab's timers are
 * throttled, so its minutes may have been skipped). `tick` and `now` may change between renders.
 */
export function useMinuteTick(tick: () => void, now: () => number): void {
  const latest = useRef({ tick, now })
  useEffect(() => {
    latest.current = { tick, now }
  })
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      const wait = MINUTE_MS - (latest.current.now() % MINUTE_MS)
      timer = setTimeout(() => {
        latest.current.tick()
        schedule()
      }, wait)
    }
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return
      clearTimeout(timer)
      latest.current.tick()
      schedule()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])
}
