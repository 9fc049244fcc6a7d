import { describe, expect, it } from 'vitest'
import { createOrderDraft } from '../draft/orderDraft.ts'
import { formatClock, parseClock, toEpoch } from './localTime.ts'
import { createValetTimePicker, type ValetTimePickerAccount } from './valetTimePicker.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23' // a Monday; Alberta is UTC−6 all year from 2026-11-01
const TOMORROW = '2026-11-24'
const m = (clock: string) => parseClock(clock) ?? Number.NaN
const at = (clock: string, date = TODAY) => toEpoch(date, m(clock), TZ)

const ACCOUNT: ValetTimePickerAccount = {
  skippedDays: { local: ['24-11'], intercity: [], valet: ['26-11'] },
  isSundayDeliveryEnabled: false,
}

/** A valet draft with a 21-minute, 8.3 km trip, and its picker, at `time` today. */
function setup(time = '09:00') {
  let now = at(time)
  const draft = createOrderDraft({
    kind: 'valet',
    defaultInsuranceValue: 100,
    now: () => now,
    randomUUID: () => 'uuid-1',
  })
  draft.setTripEstimate({ durationSeconds: 1250, distanceMetres: 8300 })
  const picker = createValetTimePicker({ draft, account: ACCOUNT, now: () => now, timeZone: TZ })
  const setClock = (clock: string, date = TODAY) => {
    now = at(clock, date)
  }
  return { draft, picker, setClock, view: () => picker.getSnapshot(), saved: () => draft.getSnapshot() }
}

/** The draft (valtio) and the picker tell subscribers after the current microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const clocks = (minutes: readonly number[]) => minutes.map(formatClock)

describe('createValetTimePicker', () => {
  it('offers 14 days with the valet skipped days and Sundays blocked, not the local list (part 1 §5)', () => {
    const { view } = setup()
    const blocked = view().dates.filter((state) => !state.selectable)
    expect(view().dates).toHaveLength(14)
    expect(blocked.map((state) => [state.date, state.block])).toEqual([
      ['2026-11-26', 'skipped'],
      ['2026-11-29', 'sunday'],
      ['2026-12-06', 'sunday'],
    ])
    expect(view().firstSelectableDate).toBe(TODAY)
  })

  it('disables today from 19:00 (part 1 §5 "For valet, today is disabled after 19:00")', () => {
    const { picker, view } = setup('19:00')
    expect(view().dates[0]).toEqual({ date: TODAY, selectable: false, block: 'valetAfterCutoff' })
    expect(view().firstSelectableDate).toBe(TOMORROW)
    expect(picker.chooseDate(TODAY)).toBe(false)
  })

  it('starts today at now rounded to 15 plus 30, marks starts under 30 minutes after it red (part 1 §5, §9)', () => {
    const { picker, view } = setup('09:05')
    picker.chooseDate(TODAY)
    const slots = view().startSlots
    expect(formatClock(slots[0]?.start ?? -1)).toBe('09:45')
    expect(formatClock(slots.at(-1)?.start ?? -1)).toBe('19:00')
    expect(slots.filter((slot) => slot.red).map((slot) => formatClock(slot.start))).toEqual([
      '09:45',
      '10:00',
    ])
  })

  it('tells when today is still selectable but no start is left (part 1 §5: 18:31 until 19:00)', () => {
    const { picker, view } = setup('18:45')
    expect(picker.chooseDate(TODAY)).toBe(true)
    expect(view().startSlots).toEqual([])
    expect(view().noStartsLeft).toBe(true)
  })

  it('writes the window, a 15-minute drop-off window at start + trip rounded to 15 and the type codes (part 1 §4)', () => {
    const { picker, saved, view } = setup()
    picker.chooseDate(TOMORROW)
    expect(picker.chooseStart(m('12:00'))).toBe(true)
    expect(saved()).toMatchObject({
      pickupDate: TOMORROW,
      pickupStart: m('12:00'),
      pickupEnd: m('12:15'),
      pickupType: 2,
      dropoffDate: TOMORROW,
      dropoffStart: m('12:30'),
      dropoffEnd: m('12:45'),
      dropoffType: 2,
    })
    expect(view().dropoff).toEqual({ date: TOMORROW, start: m('12:30'), end: m('12:45') })
    expect(view().trip).toEqual({ minutes: 21, km: 9 })
    expect(view().problems).toEqual({ pickupTime: undefined, dropoffTime: undefined })
  })

  it.each([
    ['09:30', TODAY, 3, 2],
    ['11:00', TODAY, 2, 2],
    ['17:00', TOMORROW, 3, 5],
  ])(
    'a start at %s on %s gets pickup type %i and drop-off type %i (part 1 §4: under 90 minutes or from 17:00)',
    (start, date, pickupType, dropoffType) => {
      const { picker, saved } = setup()
      picker.chooseDate(date)
      picker.chooseStart(m(start))
      expect([saved().pickupType, saved().dropoffType]).toEqual([pickupType, dropoffType])
    },
  )

  it('refuses starts before the minimum or after 19:00 and ends past 19:15 (part 1 §5 Valet pickup window)', () => {
    const { picker, saved, view } = setup()
    picker.chooseDate(TODAY)
    expect(picker.chooseStart(m('09:15'))).toBe(false)
    expect(picker.chooseStart(m('19:15'))).toBe(false)
    expect(picker.chooseStart(m('19:00'))).toBe(true)
    expect(clocks(view().endSlots)).toEqual(['19:15'])
    expect(picker.chooseEnd(m('19:30'))).toBe(false)
    expect(picker.chooseEnd(m('19:00'))).toBe(false)
    expect([saved().pickupStart, saved().pickupEnd]).toEqual([m('19:00'), m('19:15')])
  })

  it('keeps a chosen end that still fits a new start, else takes start + 15 (part 1 §5 "end at least 15 after")', () => {
    const { picker, saved } = setup()
    picker.chooseDate(TOMORROW)
    picker.chooseStart(m('10:00'))
    expect(picker.chooseEnd(m('11:00'))).toBe(true)
    picker.chooseStart(m('10:30'))
    expect([saved().pickupStart, saved().pickupEnd]).toEqual([m('10:30'), m('11:00')])
    picker.chooseStart(m('11:00'))
    expect([saved().pickupStart, saved().pickupEnd]).toEqual([m('11:00'), m('11:15')])
  })

  it('keeps the window on a new date where it fits and clears it where it does not (part 1 §4, §5)', () => {
    const { picker, saved } = setup()
    picker.chooseDate(TOMORROW)
    picker.chooseStart(m('12:00'))
    expect(picker.chooseDate('2026-11-25')).toBe(true)
    expect(saved()).toMatchObject({
      pickupDate: '2026-11-25',
      pickupStart: m('12:00'),
      dropoffDate: '2026-11-25',
    })
    picker.chooseStart(m('08:00'))
    picker.chooseDate(TODAY)
    expect(saved()).toMatchObject({ pickupDate: TODAY, pickupStart: null, dropoffStart: null })
  })

  it('moves a drop-off past midnight to the next date (part 1 §4 Other rules)', () => {
    const { draft, picker, saved } = setup()
    draft.setTripEstimate({ durationSeconds: 300 * 60, distanceMetres: 400_000 })
    picker.chooseDate(TOMORROW)
    picker.chooseStart(m('19:00'))
    expect(saved()).toMatchObject({ dropoffDate: '2026-11-25', dropoffStart: 0, dropoffEnd: 15 })
  })

  it('moves the drop-off window when the trip duration changes, while subscribed (part 1 §4 Other rules)', async () => {
    const { draft, picker, saved } = setup()
    const stop = picker.subscribe(() => {})
    picker.chooseDate(TOMORROW)
    picker.chooseStart(m('12:00'))
    draft.setTripEstimate({ durationSeconds: 50 * 60, distanceMetres: 30_000 })
    await settle()
    expect([saved().dropoffStart, saved().dropoffEnd]).toEqual([m('13:00'), m('13:15')])
    expect(picker.getSnapshot().trip).toEqual({ minutes: 50, km: 30 })
    stop()
  })

  it('plans the type codes again on tick (part 1 §4: a start under 90 minutes away becomes type 3)', () => {
    const { picker, saved, setClock } = setup()
    picker.chooseDate(TODAY)
    picker.chooseStart(m('11:00'))
    expect(saved().pickupType).toBe(2)
    setClock('09:31')
    picker.tick()
    expect(saved().pickupType).toBe(3)
  })

  it('reports the valet time check once the window has started too soon (part 1 §5)', () => {
    const { picker, view, setClock } = setup()
    picker.chooseDate(TODAY)
    picker.chooseStart(m('09:30'))
    expect(view().problems.pickupTime).toBeUndefined()
    setClock('09:45')
    picker.tick()
    expect(view().problems.pickupTime).toBe('Please Check Your Time')
  })

  it('keeps a list’s identity while it is unchanged, so widgets do not re-render it', () => {
    const { picker, view } = setup()
    picker.chooseDate(TOMORROW)
    const { dates, startSlots } = view()
    picker.chooseStart(m('12:00'))
    expect(view().dates).toBe(dates)
    expect(view().startSlots).toBe(startSlots)
  })
})
