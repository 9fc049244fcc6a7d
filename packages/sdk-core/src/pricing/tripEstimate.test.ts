import { describe, expect, it } from 'vitest'
import { tripEstimateDisplay } from './tripEstimate.ts'

describe('tripEstimate', () => {
  it.each([
    [1200, 10_000, 20, 10],
    [1201, 10_001, 21, 11],
    [1, 1, 1, 1],
    [0, 0, 0, 0],
    [-5, Number.NaN, 0, 0],
  ])(
    'shows %i s and %i m as %i min and %i km, rounded up (part 1 §9 trip estimate)',
    (durationSeconds, distanceMetres, minutes, km) => {
      expect(tripEstimateDisplay({ durationSeconds, distanceMetres })).toEqual({ minutes, km })
    },
  )
})
