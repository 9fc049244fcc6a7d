import { describe, expect, it } from 'vitest'
import { createOrderDraft } from '../draft/orderDraft.ts'
import {
  type BatchTimePickerAccount,
  batchPickupStarts,
  batchWindowEnds,
  createBatchTimePicker,
} from './batchTimePicker.ts'
import { formatClock, parseClock, toEpoch } from './localTime.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23' // a Monday; Alberta is UTC−6 all year from 2026-11-01
const TOMORROW = '2026-11-24'
const m = (clock: string) => parseClock(clock) ?? Number.NaN
const at = (clock: string, date = TODAY) => toEpoch(date, m(clock), TZ)
const clocks = (minutes: readonly number[]) => minutes.map(formatClock)

const ACCOUNT: BatchTimePickerAccount = {
  skippedDays: { local: ['24-11'], intercity: [], valet: [] },
  isSundayDeliveryEnabled: false,
}
const OPEN: BatchTimePickerAccount = { ...ACCOUNT, skippedDays: { local: [], intercity: [], valet: [] } }

/** A one-to-many batch draft and its picker at `time` today. */
function setup(time = '09:00', account = OPEN) {
  let now = at(time)
  const draft = createOrderDraft({ batch: 'oneToMany', defaultInsuranceValue: 0, now: () => now })
  const picker = createBatchTimePicker({ draft, account, now: () => now, timeZone: TZ })
  const setClock = (clock: string, date = TODAY) => {
    now = at(clock, date)
  }
  return { draft, picker, setClock, view: () => picker.getSnapshot(), saved: () => draft.getSnapshot() }
}

describe('batchPickupStarts (part 1 §5 Batch mode, §9)', () => {
  it('steps 15 minutes, today from now + 15 rounded up, counting seconds (part 1 §9 Time step 15 minutes)', () => {
    expect(clocks(batchPickupStarts({ now: at('09:00'), timeZone: TZ, date: TODAY }).slice(0, 2))).toEqual([
      '09:15',
      '09:30',
    ])
    const late = batchPickupStarts({ now: at('09:00') + 30_000, timeZone: TZ, date: TODAY })
    expect(formatClock(late[0] ?? -1)).toBe('09:30')
    const later = batchPickupStarts({ now: at('09:00'), timeZone: TZ, date: TOMORROW })
    expect([formatClock(later[0] ?? -1), formatClock(later.at(-1) ?? -1)]).toEqual(['07:00', '20:45'])
  })

  it('offers ends from 15 minutes after the start (part 1 §9 Batch minimums 15 minutes)', () => {
    expect(clocks(batchWindowEnds(m('20:15')))).toEqual(['20:30', '20:45', '21:00'])
  })
})

describe('createBatchTimePicker (part 1 §5 Batch mode; part 2 §2.4, §9)', () => {
  it('defaults to today before 17:00 with the batch type codes (part 2 §9 default batch date)', () => {
    const { saved } = setup('16:59')
    expect(saved()).toMatchObject({ pickupDate: TODAY, dropoffDate: TODAY, pickupType: 2, dropoffType: 2 })
  })

  it('defaults to tomorrow from 17:00, or the first selectable date after it (part 2 §9, part 2 §5.2)', () => {
    expect(setup('17:00').saved().pickupDate).toBe(TOMORROW)
    expect(setup('17:00', ACCOUNT).saved().pickupDate).toBe('2026-11-25')
  })

  it('writes both windows as toBatchOrderSubmission reads them (part 1 §5 Batch mode)', () => {
    const { picker, saved, view } = setup()
    expect(picker.choosePickupStart(m('10:00'))).toBe(true)
    expect(clocks(view().dropoffStarts).slice(0, 2)).toEqual(['10:00', '10:15'])
    expect(picker.choosePickupEnd(m('11:00'))).toBe(true)
    expect(picker.chooseDropoffStart(m('12:00'))).toBe(true)
    expect(picker.chooseDropoffEnd(m('14:00'))).toBe(true)
    expect(saved()).toMatchObject({
      pickupDate: TODAY,
      pickupStart: m('10:00'),
      pickupEnd: m('11:00'),
      dropoffDate: TODAY,
      dropoffStart: m('12:00'),
      dropoffEnd: m('14:00'),
    })
    expect(view().problems).toEqual({ pickupTime: undefined, dropoffTime: undefined })
  })

  it('refuses starts under 15 minutes from now and times off the offered lists (part 1 §9)', () => {
    const { picker, saved } = setup('09:05')
    expect(picker.choosePickupStart(m('09:15'))).toBe(false)
    expect(picker.choosePickupStart(m('09:30'))).toBe(true)
    expect(picker.choosePickupEnd(m('09:30'))).toBe(false)
    expect(picker.chooseDropoffStart(m('09:15'))).toBe(false)
    expect(saved().pickupEnd).toBe(m('09:45'))
  })

  it("reports 'Minimum Time from current time is  Is 15 Minutes' as time passes (part 1 §5 Batch mode)", () => {
    const { picker, view, setClock } = setup()
    picker.choosePickupStart(m('09:30'))
    expect(view().problems.pickupTime).toBeUndefined()
    setClock('09:20')
    picker.tick()
    expect(view().problems.pickupTime).toBe('Minimum Time from current time is  Is 15 Minutes')
  })

  it("reads a short drop-off window as 'Minimum Time Is 2 Hours', as the spec says (part 1 §5 Batch mode)", () => {
    const { draft, view, picker } = setup()
    draft.setDropoffWindow(m('12:00'), m('12:10'))
    picker.tick()
    expect(view().problems.dropoffTime).toBe('Minimum Time Is 2 Hours')
    draft.setPickupWindow(m('10:00'), m('10:10'))
    picker.tick()
    expect(view().problems.pickupTime).toBe('Minimum Time Is 15 Minutes')
  })

  it('keeps the windows on a new date where they fit, clears the drop-off when the pickup passes it', () => {
    const { picker, saved } = setup()
    picker.choosePickupStart(m('10:00'))
    picker.chooseDropoffStart(m('11:00'))
    expect(picker.chooseDate(TOMORROW)).toBe(true)
    expect(saved()).toMatchObject({ pickupDate: TOMORROW, pickupStart: m('10:00'), dropoffStart: m('11:00') })
    picker.choosePickupStart(m('12:00'))
    expect([saved().dropoffStart, saved().dropoffEnd]).toEqual([null, null])
    expect(saved().pickupEnd).toBe(m('12:15'))
  })

  it('blocks skipped days and Sundays, and tells when no start is left today (part 2 §5.2)', () => {
    const { picker, view } = setup('20:40', ACCOUNT)
    expect(picker.chooseDate(TOMORROW)).toBe(false)
    expect(picker.chooseDate('2026-11-29')).toBe(false)
    expect(picker.chooseDate(TODAY)).toBe(true)
    expect(view().pickupStarts).toEqual([])
    expect(view().noStartsLeft).toBe(true)
  })

  it('picks a date again when an intercity answer clears it, while subscribed (part 1 §4 Other rules)', async () => {
    const { draft, picker, saved } = setup()
    const stop = picker.subscribe(() => {})
    draft.setIntercity(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(saved()).toMatchObject({ pickupDate: TODAY, pickupType: 2 })
    stop()
  })
})
