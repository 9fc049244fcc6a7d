import { type CookieJar, HINT_COOKIE_DAYS } from '../domain/hintCounter.ts'
import type { DashboardView } from '../domain/orderStatus.ts'
import { showsLabelReminder } from '../domain/statusRules.ts'

/** The cookie that suppresses the label reminder (part 2 §4.2 'a cookie 'hidelabelreminder''). */
export const LABEL_REMINDER_COOKIE = 'hidelabelreminder'

/** How long the label reminder stays suppressed, in days (part 2 §4.2 '360 (presumably days)', §9). */
export const LABEL_REMINDER_DAYS = HINT_COOKIE_DAYS

/**
 * Whether the label reminder shows before a label is printed, and the user's way to stop it.
 *
 * @internal
 */
export interface LabelReminder {
  /**
   * Whether printing the label of an order in `status`, listed in `view`, shows the reminder first: statuses 1
   * and 17 outside the shared view, unless the user chose not to see it again.
   */
  shouldRemind(status: number, view: DashboardView): boolean
  /** 'Don't show this again': sets the cookie for `LABEL_REMINDER_DAYS` days. */
  hide(): void
  /**
   * The reminder closes, whichever way: 'Print label', Cancel, Escape or the ×. `hide` is whether 'Don't show this
   * again' is ticked: it applies however the reminder closes (part 2 §4.2), and then sets the cookie as `hide()` does.
   */
  close(hide: boolean): void
}

/**
 * The label reminder's rule (part 2 §2.1 'label reminder modal', §4.2, §9), its choice kept in `jar`: it shows
 * where `showsLabelReminder(status, view)` allows it and the `hidelabelreminder` cookie is not set. Closing it with
 * 'Don't show this again' ticked sets the cookie, however it closes.
 *
 * @internal
 *
 * @example
 * ```ts
 * const reminder = createLabelReminder(documentCookieJar())
 * if (reminder.shouldRemind(order.status, 3)) openReminder(order)
 * // Any way the reminder closes, with its 'Don't show this again' box:
 * reminder.close(hideTicked)
 * ```
 */
export function createLabelReminder(jar: CookieJar): LabelReminder {
  const hide = () => jar.set(LABEL_REMINDER_COOKIE, '1', LABEL_REMINDER_DAYS)
  return {
    shouldRemind: (status, view) => showsLabelReminder(status, view) && !jar.get(LABEL_REMINDER_COOKIE),
    hide,
    close: (hideAgain) => {
      if (hideAgain) hide()
    },
  }
}
