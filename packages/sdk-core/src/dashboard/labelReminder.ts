import { type CookieJar, HINT_COOKIE_DAYS } from '../domain/hintCounter.ts'
import type { DashboardView } from '../domain/orderStatus.ts'
import { showsLabelReminder } from '../domain/statusRules.ts'

/** The cookie that suppresses the label reminder (part 2 §4.2 'a cookie 'hidelabelreminder''). */
export const LABEL_REMINDER_COOKIE = 'hidelabelreminder'

/** How long the label reminder stays suppressed, in days (part 2 §4.2 '360 (presumably days)', §9). */
export const LABEL_REMINDER_DAYS = HINT_COOKIE_DAYS

/** Whether the label reminder shows before a label is printed, and the user's way to stop it. */
export interface LabelReminder {
  /**
   * Whether printing the label of an order in `status`, listed in `view`, shows the reminder first: statuses 1
   * and 17 outside the shared view, unless the user chose not to see it again.
   */
  shouldRemind(status: number, view: DashboardView): boolean
  /** 'Don't show this again': sets the cookie for {@link LABEL_REMINDER_DAYS} days. */
  hide(): void
}

/**
 * The label reminder's rule (part 2 §2.1 'label reminder modal', §4.2, §9), its choice kept in `jar`: it shows
 * where `showsLabelReminder(status, view)` allows it and the `hidelabelreminder` cookie is not set.
 *
 * @example
 * ```ts
 * const reminder = createLabelReminder(documentCookieJar())
 * if (reminder.shouldRemind(order.status, 3)) openReminder(order)
 * ```
 */
export function createLabelReminder(jar: CookieJar): LabelReminder {
  return {
    shouldRemind: (status, view) => showsLabelReminder(status, view) && !jar.get(LABEL_REMINDER_COOKIE),
    hide: () => jar.set(LABEL_REMINDER_COOKIE, '1', LABEL_REMINDER_DAYS),
  }
}
