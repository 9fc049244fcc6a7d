import { describe, expect, it, vi } from 'vitest'
import { type CookieJar, createHintCounter, HINT_COOKIE_DAYS, HINTS, memoryCookieJar } from './hintCounter.ts'

/** Shows the hint on each of `visits` visits when it should, as a screen does; how many times it showed. */
function visit(jar: CookieJar, hint: (typeof HINTS)[keyof typeof HINTS], visits: number): number {
  let shown = 0
  for (let index = 0; index < visits; index++) {
    const counter = createHintCounter(jar, hint)
    if (counter.shouldShow()) {
      counter.markShown()
      shown++
    }
  }
  return shown
}

describe('createHintCounter', () => {
  it("shows the chooser's new-batch-template alert up to 3 times (part 1 §9)", () => {
    expect(visit(memoryCookieJar(), HINTS.chooserBatchTemplate, 5)).toBe(3)
  })

  it.each([
    ['many drop-offs batch screen (part 1 §9)', HINTS.oneToManyBatchTemplate],
    ['many pickups batch screen (part 1 §9)', HINTS.manyToOneBatchTemplate],
    ['Multi upload hint (part 2 §2.5)', HINTS.multiUpload],
  ])('shows the %s up to 2 times', (_, hint) => {
    expect(visit(memoryCookieJar(), hint, 4)).toBe(2)
  })

  it('counts each hint in its own cookie', () => {
    const jar = memoryCookieJar()
    visit(jar, HINTS.chooserBatchTemplate, 3)
    expect(createHintCounter(jar, HINTS.oneToManyBatchTemplate).shouldShow()).toBe(true)
    expect(new Set(Object.values(HINTS).map((hint) => hint.cookie)).size).toBe(4)
  })

  it('renews the cookie for 360 days each time the hint shows (part 1 §9, part 2 §2.5)', () => {
    const jar = { get: vi.fn(() => '1'), set: vi.fn() }
    createHintCounter(jar, HINTS.multiUpload).markShown()
    expect(HINT_COOKIE_DAYS).toBe(360)
    expect(jar.set).toHaveBeenCalledWith('wb_hint_multi_upload', '2', 360)
  })

  it.each(['abc', '-1', '1.5', '', '9'.repeat(20)])(
    'counts a malformed cookie %j as never shown',
    (value) => {
      const jar = memoryCookieJar()
      jar.set(HINTS.chooserBatchTemplate.cookie, value, HINT_COOKIE_DAYS)
      const counter = createHintCounter(jar, HINTS.chooserBatchTemplate)
      expect(counter.shouldShow()).toBe(true)
      counter.markShown()
      expect(jar.get(HINTS.chooserBatchTemplate.cookie)).toBe('1')
    },
  )
})
