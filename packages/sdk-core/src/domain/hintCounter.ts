/** Where hint counters live: cookies in a browser (the widgets' `documentCookieJar`), memory in Node and tests. */
export interface CookieJar {
  /** The value of the cookie `name`, or undefined when there is none. */
  get(name: string): string | undefined
  /** Sets the cookie `name` to `value`, expiring `maxAgeDays` days from now. */
  set(name: string, value: string, maxAgeDays: number): void
}

/** How long a hint counter's cookie lives, in days (part 1 §9; part 2 §2.5, §9). */
export const HINT_COOKIE_DAYS = 360

/**
 * A hint shown a limited number of times per browser.
 *
 * @internal
 */
export interface HintDefinition {
  /** Name of the cookie counting the times it was shown. */
  readonly cookie: string
  /** How many times it is shown at most. */
  readonly max: number
}

/**
 * The hints the spec limits (cookie names are ours: the spec does not give them).
 *
 * @internal
 */
export const HINTS = {
  /** The chooser's new-batch-template alert: up to 3 times (part 1 §9). */
  chooserBatchTemplate: { cookie: 'wb_hint_chooser_batch_template', max: 3 },
  /** The new-batch-template alert on the many drop-offs batch screen: up to 2 times (part 1 §9). */
  oneToManyBatchTemplate: { cookie: 'wb_hint_one_to_many_batch_template', max: 2 },
  /** The new-batch-template alert on the many pickups batch screen: up to 2 times (part 1 §9). */
  manyToOneBatchTemplate: { cookie: 'wb_hint_many_to_one_batch_template', max: 2 },
  /** The file-upload hint of the `Multi{product}` screen: up to 2 times (part 2 §2.5). */
  multiUpload: { cookie: 'wb_hint_multi_upload', max: 2 },
} as const satisfies Record<string, HintDefinition>

/**
 * Counts how often a hint was shown.
 *
 * @internal
 */
export interface HintCounter {
  /** Whether the hint may show: it was shown fewer than `max` times. Read it once per visit of the screen. */
  shouldShow(): boolean
  /** Counts one more showing and renews the cookie for `HINT_COOKIE_DAYS` days. */
  markShown(): void
}

/**
 * A counter of how often `hint` was shown, kept in `jar` (part 1 §9 'New batch template' alert counters, part 2
 * §2.5). A missing or malformed cookie counts as never shown.
 *
 * @internal
 *
 * @example
 * ```ts
 * const hint = createHintCounter(memoryCookieJar(), HINTS.chooserBatchTemplate)
 * const show = hint.shouldShow()
 * if (show) hint.markShown()
 * ```
 */
export function createHintCounter(jar: CookieJar, hint: HintDefinition): HintCounter {
  const count = () => {
    const value = jar.get(hint.cookie)?.trim() ?? ''
    return /^\d{1,6}$/.test(value) ? Number(value) : 0
  }
  return {
    shouldShow: () => count() < hint.max,
    markShown: () => jar.set(hint.cookie, String(count() + 1), HINT_COOKIE_DAYS),
  }
}

/**
 * A cookie jar in memory, for Node and tests; expiry is not enforced.
 *
 * @internal
 */
export function memoryCookieJar(): CookieJar {
  const cookies = new Map<string, string>()
  return {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
  }
}
