import { describe, expect, it } from 'vitest'
import { windowFrom } from './timeWindow.ts'

describe('timeWindow', () => {
  it.each([
    [600, { date: '2026-11-23', start: 600, end: 615 }],
    [1425, { date: '2026-11-23', start: 1425, end: 1440 }],
    [1440, { date: '2026-11-24', start: 0, end: 15 }],
    [1450, { date: '2026-11-24', start: 10, end: 25 }],
    [2890, { date: '2026-11-25', start: 10, end: 25 }],
  ])('places a 15-minute window opening %i minutes after the day began on its own date', (start, window) => {
    expect(windowFrom('2026-11-23', start, 15)).toEqual(window)
  })
})
