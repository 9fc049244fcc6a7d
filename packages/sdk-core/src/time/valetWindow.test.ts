import { describe, expect, it } from 'vitest'
import { formatClock, parseClock, toEpoch } from './localTime.ts'
import { valetEndSlots, valetPickupBounds, valetPlan } from './valetWindow.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23'
const m = (clock: string) => parseClock(clock) ?? Number.NaN
const at = (clock: string, date = TODAY) => toEpoch(date, m(clock), TZ)
const bounds = (now: number, date = TODAY) => valetPickupBounds({ now, timeZone: TZ, date })

describe('valetWindow', () => {
  it.each([
    ['09:00:00', at('09:00'), '09:30'],
    ['09:00:30', at('09:00') + 30_000, '09:45'],
    ['09:05', at('09:05'), '09:45'],
    ['09:15', at('09:15'), '09:45'],
    ['05:00', at('05:00'), '07:00'],
    ['18:30', at('18:30'), '19:00'],
  ])(
    'at %s today the first pickup start is %s (part 1 §5: now rounded to 15 plus 30, the day from 07:00)',
    (_, now, first) => {
      const result = bounds(now)
      expect(formatClock(result.minStart)).toBe(first)
      expect(result.slots[0]?.start).toBe(m(first))
      expect(result.slots.at(-1)?.start).toBe(m('19:00'))
    },
  )

  it('has no start left today from 18:31 on, since 19:15 passes the 19:00 maximum (part 1 §5, §9)', () => {
    expect(bounds(at('18:31')).slots).toEqual([])
  })

  it('opens other days at 07:00 with starts to 19:00 and ends to 19:15, none red (part 1 §5, §9 day window)', () => {
    const result = bounds(at('20:00'), '2026-11-24')
    expect([result.minStart, result.maxStart, result.maxEnd]).toEqual([m('07:00'), m('19:00'), m('19:15')])
    expect(result.slots).toHaveLength(49)
    expect(result.slots.some((slot) => slot.red)).toBe(false)
  })

  it('shows today’s starts under 30 minutes after the minimum in red (part 1 §5 red bold)', () => {
    expect(bounds(at('09:05')).slots.slice(0, 3)).toEqual([
      { start: m('09:45'), red: true },
      { start: m('10:00'), red: true },
      { start: m('10:15'), red: false },
    ])
    expect(bounds(at('05:00')).slots[0]).toEqual({ start: m('07:00'), red: false })
    expect(
      bounds(at('06:05'))
        .slots.slice(0, 2)
        .map((slot) => slot.red),
    ).toEqual([true, false])
  })

  it('offers no start on a past date', () => {
    expect(bounds(at('09:00'), '2026-11-22').slots).toEqual([])
  })

  it.each([
    ['18:45', [m('19:00'), m('19:15')]],
    ['19:00', [m('19:15')]],
    ['07:00', Array.from({ length: 49 }, (_, i) => m('07:15') + i * 15)],
  ] as const)(
    'lets a pickup starting at %s end at least 15 minutes later, by 19:15 (part 1 §5)',
    (start, ends) => {
      expect(valetEndSlots(m(start))).toEqual(ends)
    },
  )

  it.each([
    ['10:00', 22, '10:30'],
    ['10:00', 0, '10:00'],
    ['10:00', 30, '10:30'],
    ['10:00', 30.5, '10:45'],
  ] as const)(
    'derives the drop-off of a pickup at %s after %s travel minutes: %s, 15 minutes wide (part 1 §4 Other rules)',
    (start, travelMinutes, dropoffStart) => {
      const plan = valetPlan({
        now: at('08:00'),
        timeZone: TZ,
        travelMinutes,
        pickup: { date: TODAY, start: m(start), end: m(start) + 15 },
      })
      expect(plan.dropoff).toEqual({ date: TODAY, start: m(dropoffStart), end: m(dropoffStart) + 15 })
    },
  )

  it('moves a drop-off past midnight onto the next date (part 1 §4)', () => {
    const plan = valetPlan({
      now: at('08:00'),
      timeZone: TZ,
      travelMinutes: 300,
      pickup: { date: TODAY, start: m('19:00'), end: m('19:15') },
    })
    expect(plan.dropoff).toEqual({ date: '2026-11-24', start: 0, end: 15 })
  })

  it.each([
    ['10:00', '09:00', 3, 2],
    ['11:00', '09:00', 2, 2],
    ['10:30', '09:00', 2, 2],
    ['17:00', '09:00', 3, 5],
  ] as const)(
    'types a valet pickup at %s booked at %s: pickup %i, drop-off %i (part 1 §4 valet submission)',
    (start, clock, pickupType, dropoffType) => {
      const plan = valetPlan({
        now: at(clock),
        timeZone: TZ,
        travelMinutes: 10,
        pickup: { date: TODAY, start: m(start), end: m(start) + 15 },
      })
      expect([plan.pickupType, plan.dropoffType]).toEqual([pickupType, dropoffType])
    },
  )

  it('counts the 90 minutes in real time across the spring 2026 change (Edmonton, 8 March 2026)', () => {
    // 01:00 MST is 08:00Z, 03:20 MDT is 09:20Z: 80 real minutes although 140 on the wall clock.
    const now = Date.parse('2026-03-08T08:00:00Z')
    const plan = valetPlan({
      now,
      timeZone: TZ,
      travelMinutes: 0,
      pickup: { date: '2026-03-08', start: m('03:20'), end: m('03:35') },
    })
    expect(plan.pickupType).toBe(3)
  })
})
