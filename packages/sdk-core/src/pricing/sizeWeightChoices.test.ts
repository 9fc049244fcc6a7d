import { describe, expect, it } from 'vitest'
import { SANDBOX_SIZES } from '../../test/sizeFixtures.ts'
import type { SizeCategory } from '../domain/account.ts'
import { sizeWeightChoices } from './sizeWeightChoices.ts'

const SIZES = SANDBOX_SIZES

describe('sizeWeightChoices', () => {
  it('makes six buttons, small 2, medium 2, large 2, weights in pounds (part 1 §2, §3 "Size category", §9)', () => {
    expect(sizeWeightChoices(SIZES).map((choice) => choice.label)).toEqual([
      'Small 0–10 lb',
      'Small 10–20 lb',
      'Medium 0–35 lb',
      'Medium 35–65 lb',
      'Large 0–110 lb',
      'Large 110–220 lb',
    ])
  })

  it('pairs the first category of a tier with its first range and the second with its second (part 1 §3)', () => {
    const pairs = sizeWeightChoices(SIZES).map(({ size, weight }) => [size.id, weight.id])
    expect(pairs).toEqual([
      [1, 1],
      [2, 4],
      [3, 5],
      [4, 8],
      [5, 9],
      [6, 12],
    ])
  })

  it('has a button for the valet default, size index 5 with weight index 1 (part 1 §3 "Size category")', () => {
    const valet = { size: SIZES[5], weight: SIZES[5]?.weightCategories[1] }
    expect(sizeWeightChoices(SIZES)).toContainEqual(expect.objectContaining(valet))
  })

  it('uses a lone weight range and skips a category without ranges', () => {
    const sizes: SizeCategory[] = [
      { id: 1, name: 'SMALL', weightCategories: [] },
      { id: 2, name: 'SMALL', weightCategories: [{ id: 7, low: 0, high: 5 }] },
    ]
    expect(sizeWeightChoices(sizes)).toEqual([
      {
        size: sizes[1],
        weight: { id: 7, low: 0, high: 5 },
        sizeName: 'Small',
        weightLabel: '0–10 lb',
        label: 'Small 0–10 lb',
      },
    ])
  })
})
