import { describe, expect, it } from 'vitest'
import { type ExpressInput, expressEndSlots, expressPlan, expressWindow } from './express.ts'
import { formatClock, parseClock, toEpoch } from './localTime.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23' // a Monday
const m = (clock: string) => parseClock(clock) ?? Number.NaN
const at = (clock: string, date = TODAY) => toEpoch(date, m(clock), TZ)

function input(clock: string, overrides: Partial<ExpressInput> = {}): ExpressInput {
  return {
    now: at(clock),
    timeZone: TZ,
    date: TODAY,
    travelMinutes: 20,
    expressMaxTime: '16:00',
    isIntercity: false,
    isEditing: false,
    ...overrides,
  }
}

const earliestOf = (window: ReturnType<typeof expressWindow>) =>
  window.available ? formatClock(window.earliestStart) : window.block

describe('express', () => {
  it.each([
    ['09:00', 20, '10:30'],
    ['09:00', 0, '10:00'],
    ['09:05', 0, '10:15'],
    ['09:00', 45, '10:45'],
    ['09:00', 44.2, '10:45'],
    ['05:00', 0, '07:15'],
    ['05:00', 30, '07:45'],
  ] as const)(
    'at %s with %s travel minutes the earliest drop-off starts at %s (part 1 §5 Express: now + 60 + travel, rounded up to 15, the pickup from 07:00)',
    (clock, travelMinutes, earliest) => {
      expect(earliestOf(expressWindow(input(clock, { travelMinutes })))).toBe(earliest)
    },
  )

  it('steps every 15 minutes to the latest end, red under 45 and premium under 30 minutes after the earliest (part 1 §5)', () => {
    const window = expressWindow(input('09:00'))
    if (!window.available) throw new Error('express expected')
    expect(window.latestEnd).toBe(m('16:00'))
    expect(window.slots).toHaveLength(22)
    expect(window.slots.at(-1)?.start).toBe(m('15:45'))
    expect(window.slots.slice(0, 4)).toEqual([
      { start: m('10:30'), red: true, premium: true },
      { start: m('10:45'), red: true, premium: true },
      { start: m('11:00'), red: true, premium: false },
      { start: m('11:15'), red: false, premium: false },
    ])
  })

  it.each([
    ['14:45', 0, true],
    ['14:46', 0, false],
    ['14:25', 20, true],
    ['14:26', 20, false],
  ] as const)(
    'at %s with %s travel minutes Express is possible: %s (part 1 §5: earliest end by express_max_time 16:00)',
    (clock, travelMinutes, possible) => {
      const window = expressWindow(input(clock, { travelMinutes }))
      expect(window.available).toBe(possible)
      if (!window.available) {
        expect(window.message).toBe('We are sorry, it is not possible to do an express delivery by now')
      }
    },
  )

  it.each([
    ['', '16:00'],
    ['not a time', '16:00'],
    ['18:30', '18:30'],
    ['12:00:00', '12:00'],
    [null, '16:00'],
  ])('reads express_max_time %j as the latest end %s (part 1 §9 default 16:00)', (expressMaxTime, latest) => {
    const window = expressWindow(input('07:00', { expressMaxTime }))
    expect(window.available && formatClock(window.latestEnd)).toBe(latest)
  })

  it('ends by 16:00 when no express_max_time is given at all (part 1 §9)', () => {
    const { expressMaxTime: _, ...rest } = input('07:00')
    const window = expressWindow(rest)
    expect(window.available && formatClock(window.latestEnd)).toBe('16:00')
  })

  it('starts a later date from the 07:00 opening, not from now (part 1 §5, §9 earliest start 07:00)', () => {
    const window = expressWindow(input('15:50', { date: '2026-11-24' }))
    expect(earliestOf(window)).toBe('07:45')
  })

  it.each([
    ['an edit', { isEditing: true }, 'editing'],
    ['an intercity trip', { isIntercity: true }, 'intercity'],
    ['a past date', { date: '2026-11-22' }, 'tooLate'],
  ] as const)(
    'refuses Express for %s (part 1 §5: edit and intercity orders disable Express)',
    (_, overrides, block) => {
      const window = expressWindow(input('09:00', overrides))
      expect(window.available ? null : window.block).toBe(block)
      if (!window.available && block !== 'tooLate') expect(window.message).toBeNull()
    },
  )

  it('refuses Express today when now + 60 + travel is already tomorrow (part 1 §5)', () => {
    expect(earliestOf(expressWindow(input('23:30', { expressMaxTime: '23:59' })))).toBe('tooLate')
  })

  it('offers the later picker from the chosen start + 15 to the latest end (part 1 §5)', () => {
    expect(expressEndSlots(m('16:00'), m('15:00'))).toEqual([m('15:15'), m('15:30'), m('15:45'), m('16:00')])
    expect(expressEndSlots(m('16:00'), m('15:50'))).toEqual([])
  })

  it.each([
    ['10:30', 20, '09:45'],
    ['10:30', 0, '10:15'],
    ['10:30', 7, '10:00'],
    ['07:45', 30, '07:00'],
  ] as const)(
    'plans a pickup for a drop-off at %s with %s travel minutes from %s, 15 minutes wide (part 1 §5: start − travel − 15, rounded down)',
    (start, travelMinutes, pickupStart) => {
      const plan = expressPlan({
        now: at('06:00'),
        timeZone: TZ,
        travelMinutes,
        dropoff: { date: TODAY, start: m(start), end: m(start) + 15 },
      })
      expect([formatClock(plan.pickup.start), plan.pickup.end - plan.pickup.start, plan.pickup.date]).toEqual(
        [pickupStart, 15, TODAY],
      )
    },
  )

  it.each([
    ['12:00', 2],
    ['11:45', 5],
  ] as const)(
    'types the drop-off of a window at %s by the pickup end 180 minutes from 09:00: %i (part 1 §4)',
    (start, dropoffType) => {
      const plan = expressPlan({
        now: at('09:00'),
        timeZone: TZ,
        travelMinutes: 0,
        dropoff: { date: TODAY, start: m(start), end: m(start) + 15 },
      })
      expect(plan.dropoffType).toBe(dropoffType)
    },
  )

  it.each([
    ['10:20', TODAY, '10:45', 3],
    ['10:15', TODAY, '10:45', 2],
    ['23:50', '2026-11-24', '00:15', 2],
  ] as const)(
    'at %s a drop-off on %s at %s gets pickup type %i (part 1 §5: 3 within 30 minutes on a same-day order)',
    (clock, date, start, pickupType) => {
      const plan = expressPlan({
        now: at(clock),
        timeZone: TZ,
        travelMinutes: 0,
        dropoff: { date, start: m(start), end: m(start) + 15 },
      })
      expect(plan.pickupType).toBe(pickupType)
    },
  )

  it('counts the 30 minutes in real time across the spring 2026 change (Edmonton, 8 March 2026)', () => {
    // 01:50 MST is 08:50Z; 03:15 MDT is 09:15Z: 25 real minutes although 85 on the wall clock.
    const now = Date.parse('2026-03-08T08:50:00Z')
    const plan = expressPlan({
      now,
      timeZone: TZ,
      travelMinutes: 0,
      dropoff: { date: '2026-03-08', start: m('03:15'), end: m('03:30') },
    })
    expect(plan.pickupType).toBe(3)
  })
})
