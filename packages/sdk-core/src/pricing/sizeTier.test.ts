import { describe, expect, it } from 'vitest'
import type { SizeCategory } from '../domain/account.ts'
import { sizeCategoriesOfTier, sizeTier } from './sizeTier.ts'

describe('sizeTier', () => {
  it.each([
    [[30, 40, 50], 'cm', 'SMALL'],
    [[50.9], 'cm', 'SMALL'],
    [[51], 'cm', 'MEDIUM'],
    [[10, 121.9], 'cm', 'MEDIUM'],
    [[122], 'cm', 'LARGE'],
    [[243.9, 1], 'cm', 'LARGE'],
    [[244], 'cm', 'OVERSIZE'],
    [[19.9], 'in', 'SMALL'],
    [[20], 'in', 'MEDIUM'],
    [[47], 'in', 'MEDIUM'],
    [[48], 'in', 'LARGE'],
    [[96], 'in', 'OVERSIZE'],
  ] as const)('puts largest dimension of %j %s in %s (part 1 §9 size tiers)', (dimensions, unit, tier) => {
    expect(sizeTier(dimensions, unit)).toBe(tier)
  })

  it('reads centimetres by default and ignores empty or bad figures', () => {
    expect(sizeTier([0, Number.NaN, 60])).toBe('MEDIUM')
    expect(sizeTier([])).toBeNull()
    expect(sizeTier([0, -3])).toBeNull()
  })

  it('finds the two size categories of a tier (part 1 §3 "Size category": two per tier)', () => {
    const names = ['SMALL', 'SMALL', 'MEDIUM', 'MEDIUM', 'LARGE', 'LARGE']
    const sizes: SizeCategory[] = names.map((name, index) => ({ id: index + 1, name, weightCategories: [] }))
    expect(sizeCategoriesOfTier(sizes, 'MEDIUM').map((size) => size.id)).toEqual([3, 4])
  })
})
