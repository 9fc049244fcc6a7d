import { describe, expect, it } from 'vitest'
import {
  clampPageIndex,
  DASHBOARD_PAGE_SIZES,
  DEFAULT_DASHBOARD_PAGE_SIZE,
  dashboardDateColumn,
  isDashboardStatusFilter,
  isDashboardView,
  normalisePageSize,
  pageCount,
  pageRangeText,
  pageStart,
  statusFilterOptions,
} from './dashboardRules.ts'

describe('dashboardRules', () => {
  it('offers All, then statuses 1, 5, 6, 8 and 16 with their dashboard labels (part 2 §2.1)', () => {
    expect(statusFilterOptions()).toEqual([
      { value: null, label: 'All' },
      { value: 1, label: 'Submitted' },
      { value: 5, label: 'Out for delivery' },
      { value: 6, label: 'Delivered' },
      { value: 8, label: 'Cancelled' },
      { value: 16, label: 'Returning' },
    ])
  })

  it.each([
    [1, true],
    [16, true],
    [2, false],
    ['1', false],
    [null, false],
  ])('accepts %j as a status filter: %s (part 2 §2.1)', (value, ok) => {
    expect(isDashboardStatusFilter(value)).toBe(ok)
  })

  it('pages by 25, 50, 75 or 100, 25 by default (part 2 §2.1, §9)', () => {
    expect(DASHBOARD_PAGE_SIZES).toEqual([25, 50, 75, 100])
    expect(DEFAULT_DASHBOARD_PAGE_SIZE).toBe(25)
  })

  it.each([
    [50, 50],
    [100, 100],
    [30, 25],
    ['50', 25],
    [undefined, 25],
  ])('keeps page size %j as %i (part 2 §2.1)', (value, size) => {
    expect(normalisePageSize(value)).toBe(size)
  })

  it.each([
    [0, 25, 0],
    [1, 25, 25],
    [3, 50, 150],
  ])('starts page %i of %i rows at %i: start = page size × page index (part 2 §7)', (index, size, start) => {
    expect(pageStart(index, size)).toBe(start)
  })

  it.each([
    [0, 25, 312, '1-25 of 312'],
    [1, 25, 312, '26-50 of 312'],
    [12, 25, 312, '301-312 of 312'],
    [0, 100, 7, '1-7 of 7'],
    [0, 25, 0, '0-0 of 0'],
    [5, 25, 30, '0-0 of 30'],
  ])('reads page %i of %i with %i rows as %s (part 2 §2.1 "x-y of total")', (index, size, total, text) => {
    expect(pageRangeText(index, size, total)).toBe(text)
  })

  it.each([
    [312, 25, 13],
    [300, 25, 12],
    [0, 25, 0],
  ])('counts %i rows in pages of %i as %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  it.each([
    [5, 25, 30, 1],
    [0, 25, 0, 0],
    [-1, 25, 100, 0],
    [2, 50, 312, 2],
  ])('brings page index %i (size %i, %i rows) back to %i', (index, size, total, clamped) => {
    expect(clampPageIndex(index, size, total)).toBe(clamped)
  })
})

describe('isDashboardView (part 2 §2.1: ?view= 1 done, 2 shared, 3 active)', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [0, false],
    [4, false],
    [Number.NaN, false],
    ['3', false],
  ])('%s → %s', (value, ok) => {
    expect(isDashboardView(value)).toBe(ok)
  })
})

describe('dashboardDateColumn', () => {
  it("part 2 §2.1: the active view shows 'Pickup Date', the done and shared views 'Completed Date'", () => {
    expect(dashboardDateColumn(3)).toBe('pickupDate')
    expect(dashboardDateColumn(1)).toBe('completedDate')
    expect(dashboardDateColumn(2)).toBe('completedDate')
  })
})
