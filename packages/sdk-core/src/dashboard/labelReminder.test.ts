import { describe, expect, it, vi } from 'vitest'
import { memoryCookieJar } from '../domain/hintCounter.ts'
import { createLabelReminder, LABEL_REMINDER_COOKIE, LABEL_REMINDER_DAYS } from './labelReminder.ts'

describe('createLabelReminder', () => {
  it.each([
    [1, 3, true],
    [17, 3, true],
    [1, 1, true],
    [1, 2, false],
    [17, 2, false],
    [2, 3, false],
    [3, 3, false],
    [6, 1, false],
  ] as const)(
    'part 2 §4.2: status %i in view %i reminds: %s (statuses 1 and 17, not in the shared view)',
    (status, view, shown) => {
      expect(createLabelReminder(memoryCookieJar()).shouldRemind(status, view)).toBe(shown)
    },
  )

  it("part 2 §4.2, §9: 'Don't show this again' sets the 'hidelabelreminder' cookie for 360 days", () => {
    const jar = { get: vi.fn(() => undefined), set: vi.fn() }
    createLabelReminder(jar).hide()
    expect(LABEL_REMINDER_COOKIE).toBe('hidelabelreminder')
    expect(LABEL_REMINDER_DAYS).toBe(360)
    expect(jar.set).toHaveBeenCalledWith('hidelabelreminder', '1', 360)
  })

  it("part 2 §4.2: 'Don't show this again' applies however the reminder closes; unticked, closing hides nothing", () => {
    const jar = { get: vi.fn(() => undefined), set: vi.fn() }
    const reminder = createLabelReminder(jar)
    reminder.close(false)
    expect(jar.set).not.toHaveBeenCalled()
    reminder.close(true)
    expect(jar.set).toHaveBeenCalledWith('hidelabelreminder', '1', 360)
  })

  it('part 2 §4.2: once closed with the box ticked, no order reminds any more', () => {
    const jar = memoryCookieJar()
    createLabelReminder(jar).close(true)
    expect(createLabelReminder(jar).shouldRemind(1, 3)).toBe(false)
  })

  it('part 2 §4.2: the cookie suppresses the reminder, for any reminder made over the same jar', () => {
    const jar = memoryCookieJar()
    createLabelReminder(jar).hide()
    expect(createLabelReminder(jar).shouldRemind(1, 3)).toBe(false)
    expect(createLabelReminder(jar).shouldRemind(17, 3)).toBe(false)
  })

  it('part 2 §4.2: a cookie set by another page (any value) suppresses it too; an empty one does not', () => {
    const jar = memoryCookieJar()
    jar.set(LABEL_REMINDER_COOKIE, 'true', 360)
    expect(createLabelReminder(jar).shouldRemind(1, 3)).toBe(false)
    jar.set(LABEL_REMINDER_COOKIE, '', 360)
    expect(createLabelReminder(jar).shouldRemind(1, 3)).toBe(true)
  })
})
