import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreDocumentVisibility, setDocumentHidden } from '../../test/liveMapFixtures.ts'
import { documentVisibility } from './documentVisibility.ts'

afterEach(() => {
  restoreDocumentVisibility()
})

describe('documentVisibility (part 2 §2.1: polling pauses while the tab is hidden)', () => {
  it('is hidden exactly while document.visibilityState is hidden', () => {
    const visibility = documentVisibility()
    expect(visibility.hidden()).toBe(false)
    setDocumentHidden(true)
    expect(visibility.hidden()).toBe(true)
    setDocumentHidden(false)
    expect(visibility.hidden()).toBe(false)
  })

  it('tells its listener of each visibilitychange until unsubscribed', () => {
    const listener = vi.fn()
    const unsubscribe = documentVisibility().subscribe(listener)
    setDocumentHidden(true)
    setDocumentHidden(false)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    setDocumentHidden(true)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('counts a page without a document (server rendering) as always visible', () => {
    const visibility = documentVisibility(null)
    expect(visibility.hidden()).toBe(false)
    expect(() => visibility.subscribe(vi.fn())()).not.toThrow()
  })
})
