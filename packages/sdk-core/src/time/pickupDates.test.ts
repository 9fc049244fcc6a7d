import { describe, expect, it } from 'vitest'
import { parseClock, toEpoch } from './localTime.ts'
import {
  firstSelectablePickupDate,
  type PickupDateInput,
  type PickupDateKind,
  pickupDateState,
  pickupDateStates,
} from './pickupDates.ts'

const TZ = 'America/Edmonton'
const MONDAY_9AM = Date.parse('2026-11-23T15:00:00Z') // Monday 2026-11-23 09:00 in Edmonton (UTC−6)
const at = (date: string, clock: string) => toEpoch(date, parseClock(clock) ?? 0, TZ)

function rules(overrides: Partial<PickupDateInput> = {}): PickupDateInput {
  return {
    now: MONDAY_9AM,
    timeZone: TZ,
    kind: 'local',
    skippedDays: { local: ['25-12', '24-11'], intercity: ['26-12'], valet: ['27-11'] },
    isSundayDeliveryEnabled: false,
    ...overrides,
  }
}

describe('pickupDates', () => {
  it.each([
    ['yesterday', '2026-11-22', 'past'],
    ['today', '2026-11-23', null],
    ['a skipped local day (24-11)', '2026-11-24', 'skipped'],
    ['Wednesday', '2026-11-25', null],
    ['Sunday', '2026-11-29', 'sunday'],
    ['Christmas, skipped every year (25-12)', '2026-12-25', 'skipped'],
    ['Christmas a year later', '2027-12-25', 'skipped'],
  ] as const)(
    'blocks or allows %s for a local pickup (part 1 §5 Pickup date and time rules)',
    (_, date, block) => {
      expect(pickupDateState(date, rules())).toEqual({ date, selectable: block === null, block })
    },
  )

  it.each([
    ['local', '2026-12-26', null],
    ['intercity', '2026-12-26', 'skipped'],
    ['intercity', '2026-12-25', null],
    ['valet', '2026-11-27', 'skipped'],
    ['local', '2026-11-27', null],
  ] as const)(
    'checks a %s pickup on %s against its own skipped list (part 1 §5; part 2 §5.2)',
    (kind, date, block) => {
      expect(pickupDateState(date, rules({ kind: kind as PickupDateKind })).block).toBe(block)
    },
  )

  it('allows Sundays only when Sunday delivery is enabled (part 1 §5, is_sunday_delivery_enabled)', () => {
    expect(pickupDateState('2026-11-29', rules({ isSundayDeliveryEnabled: true })).selectable).toBe(true)
    expect(pickupDateState('2026-11-29', rules({ isSundayDeliveryEnabled: false })).block).toBe('sunday')
  })

  it.each([
    ['18:59', 'valet', true],
    ['19:00', 'valet', false],
    ['22:30', 'valet', false],
    ['22:30', 'local', true],
    ['22:30', 'intercity', true],
  ] as const)(
    'at %s today is selectable for %s: %s (part 1 §5: valet today disabled after 19:00, §9)',
    (clock, kind, ok) => {
      const state = pickupDateState('2026-11-23', rules({ kind, now: at('2026-11-23', clock) }))
      expect(state.selectable).toBe(ok)
      if (!ok) expect(state.block).toBe('valetAfterCutoff')
    },
  )

  it('keeps a valet pickup for tomorrow open after 19:00 (part 1 §5)', () => {
    expect(
      pickupDateState('2026-11-24', rules({ kind: 'valet', now: at('2026-11-23', '20:00') })).block,
    ).toBeNull()
  })

  it('takes today from the account timezone, not UTC: 23:30 local is already tomorrow in UTC (ARCHITECTURE §3)', () => {
    const lateEvening = Date.parse('2026-11-24T05:30:00Z') // 2026-11-23 23:30 in Edmonton
    expect(pickupDateState('2026-11-23', rules({ now: lateEvening })).selectable).toBe(true)
  })

  it('lists 14 consecutive days from today with their blocks (part 1 §5)', () => {
    const states = pickupDateStates(rules())
    expect(states).toHaveLength(14)
    expect(states[0]?.date).toBe('2026-11-23')
    expect(states[13]?.date).toBe('2026-12-06')
    expect(states.filter((state) => !state.selectable).map((state) => state.date)).toEqual([
      '2026-11-24',
      '2026-11-29',
      '2026-12-06',
    ])
  })

  it('counts the horizon in calendar days across the autumn 2025 clock change (Edmonton, 2 November 2025)', () => {
    const states = pickupDateStates(
      rules({ now: at('2025-11-01', '12:00'), isSundayDeliveryEnabled: true }),
      3,
    )
    expect(states.map((state) => state.date)).toEqual(['2025-11-01', '2025-11-02', '2025-11-03'])
  })

  it('finds the first selectable date, or null when every date is blocked (part 1 §5)', () => {
    expect(firstSelectablePickupDate(rules({ kind: 'valet', now: at('2026-11-23', '19:30') }))).toBe(
      '2026-11-24',
    )
    const all = Array.from({ length: 31 }, (_, day) => `${String(day + 1).padStart(2, '0')}-11`)
    const skipped = { local: all, intercity: [], valet: [] }
    expect(firstSelectablePickupDate(rules({ skippedDays: skipped }), 7)).toBeNull()
  })
})
