import { describe, expect, it } from 'vitest'
import { displayPounds, weightRangeLabel } from './weight.ts'

describe('weight', () => {
  it.each([
    [0, 0],
    [1, 0],
    [1.2, 5],
    [5, 10],
    [10, 20],
    [15, 35],
    [30, 65],
    [50, 110],
    [100, 220],
  ])('shows %d kg as %i lb: kg × 2.20462 rounded to the nearest 5 lb (part 1 §9)', (kg, lb) => {
    expect(displayPounds(kg)).toBe(lb)
  })

  it.each([
    [0, 5, '0–10 lb'],
    [5, 10, '10–20 lb'],
    [15, 30, '35–65 lb'],
    [50, 100, '110–220 lb'],
    [2, 3, '5 lb'],
  ])('labels the weight category %d–%d kg as %s (part 1 §3 "Size category", §9)', (low, high, label) => {
    expect(weightRangeLabel({ low, high })).toBe(label)
  })
})
