import type { VisibilitySource } from '../src/dashboard/liveMap.ts'

/** A page visibility a test sets by hand: `set(true)` hides the tab and tells every listener. */
export function fakeVisibility(): VisibilitySource & {
  set(hidden: boolean): void
  readonly listeners: number
} {
  let hidden = false
  const listeners = new Set<() => void>()
  return {
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      hidden = next
      for (const listener of listeners) listener()
    },
    get listeners() {
      return listeners.size
    },
  }
}
