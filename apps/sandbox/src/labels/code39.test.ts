import { describe, expect, it } from 'vitest'
import { CODE39_CHARS, code39Patterns, code39Units, drawCode39, WIDE_RATIO } from './code39.ts'
import { createPage } from './pdf.ts'

describe('code39 (barcode of the order id on each label)', () => {
  it('has three wide elements of nine in every character, and no two alike', () => {
    const patterns = code39Patterns(CODE39_CHARS.join(''))
    for (const pattern of patterns) {
      expect(pattern).toMatch(/^[01]{9}$/)
      expect([...pattern].filter((element) => element === '1')).toHaveLength(3)
    }
    expect(new Set(patterns.slice(1, -1)).size).toBe(CODE39_CHARS.length)
  })

  it('frames the value with the * start and stop character', () => {
    const [start, ...rest] = code39Patterns('12')
    expect(start).toBe('010010100')
    expect(rest.at(-1)).toBe(start)
    expect(rest).toHaveLength(3)
  })

  it('refuses characters it cannot encode, and a * inside the value', () => {
    expect(() => code39Patterns('12a')).toThrow(RangeError)
    expect(() => code39Patterns('1*2')).toThrow(RangeError)
  })

  it('draws five bars per character, as wide as code39Units says', () => {
    const page = createPage(300, 100)
    const width = drawCode39(page, '4711', { x: 10, y: 10, height: 40, narrow: 1 })
    const bars = page.operators.map(String).filter((op) => op.endsWith(' re'))
    expect(bars).toHaveLength(6 * 5)
    expect(width).toBeCloseTo(code39Units('4711'))
    expect(code39Units('4711')).toBe(6 * (6 + 3 * WIDE_RATIO + 1) - 1)
  })
})
