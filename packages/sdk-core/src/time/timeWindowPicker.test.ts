import { describe, expect, it, vi } from 'vitest'
import { BASE_DRAFT } from '../../test/draftFixtures.ts'
import { dropoffOption } from '../../test/timeFixtures.ts'
import { messages } from '../domain/messages.ts'
import type { DropoffTimeOption, PickupTimeOption, TimeOption } from '../domain/timeOptions.ts'
import { createOrderDraft } from '../draft/orderDraft.ts'
import { createValueStore } from '../store.ts'
import { parseClock, toEpoch } from './localTime.ts'
import { createTimeWindowPicker } from './timeWindowPicker.ts'
import type { TimeWindowPickerAccount, TimeWindowPickerTrip } from './timeWindowPickerTypes.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23' // a Monday; Alberta is UTC−6 all year from 2026-11-01
const TOMORROW = '2026-11-24'
const clock = (text: string) => parseClock(text) ?? -1
const at = (time: string, date = TODAY) => toEpoch(date, clock(time), TZ)

const drop = dropoffOption

const DROPOFFS: DropoffTimeOption[] = [
  drop(0, '13:00', '17:00'),
  drop(1, null, '15:00'),
  drop(2, null, '17:00'),
  drop(3, null, '20:00', { isSpecialTiming: true }),
  drop(4, '18:00', null, { isSpecialTiming: true }),
  drop(5, '20:00', '21:00', { isSpecialTiming: true }),
  drop(6, '11:00', '17:00', { isNextDay: true, deliverInFutureDays: 1 }),
]

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]
const entry = (pickup: Partial<PickupTimeOption>, dropoffs = DROPOFFS): TimeOption => ({
  pickup: {
    earlyTime: '09:00',
    laterTime: '12:00',
    text: 'Morning',
    cutOffTime: '08:30',
    serviceDays: [1, 2, 3, 4, 5, 6],
    deliveryType: 'local',
    type: 1,
    ...pickup,
  },
  dropoffs,
})

/** Like the sandbox's local options: two windows, Express and Rush. */
const OPTIONS: TimeOption[] = [
  entry({}),
  entry({
    earlyTime: '12:00',
    laterTime: '16:00',
    text: 'Afternoon',
    cutOffTime: '11:30',
    serviceDays: EVERY_DAY,
  }),
  entry({ earlyTime: '07:00', laterTime: '16:00', text: 'Express', cutOffTime: '15:00', type: 2 }, []),
  entry(
    {
      earlyTime: '07:00',
      laterTime: '18:00',
      text: 'Rush',
      cutOffTime: null,
      serviceDays: EVERY_DAY,
      type: 3,
    },
    [],
  ),
]
const [MORNING, AFTERNOON, EXPRESS, RUSH] = [0, 1, 2, 3]

const ACCOUNT: TimeWindowPickerAccount = {
  isExpressEnabled: true,
  expressMaxTime: '16:00',
  rushDistance: 15,
  localMinSpecialTime: 3,
  intercityMinSpecialTime: 5,
  skippedDays: { local: ['25-11'], intercity: [], valet: [] },
  isSundayDeliveryEnabled: false,
}

const TRIP: TimeWindowPickerTrip = { intercity: false, distanceKm: 8, travelMinutes: 20 }

interface SetupExtra {
  account?: Partial<TimeWindowPickerAccount>
  trip?: Partial<TimeWindowPickerTrip>
  options?: TimeOption[]
  mode?: 'single' | 'shipment'
}

function setup(time = '09:00', extra: SetupExtra = {}) {
  let now = at(time)
  const draft = createOrderDraft({ defaultInsuranceValue: 100, now: () => now, randomUUID: () => 'uuid-1' })
  const trip = { ...TRIP, ...extra.trip }
  const picker = createTimeWindowPicker({
    draft,
    account: { ...ACCOUNT, ...extra.account },
    now: () => now,
    timeZone: TZ,
    timeOptions: () => extra.options ?? OPTIONS,
    trip: () => ({ ...trip, intercity: draft.getSnapshot().isIntercity }),
    ...(extra.mode && { mode: extra.mode }),
  })
  const setClock = (next: string, date = TODAY, seconds = 0) => {
    now = at(next, date) + seconds * 1000
  }
  return { draft, picker, setClock, view: () => picker.getSnapshot(), saved: () => draft.getSnapshot() }
}

/** Our words for a chosen time no longer offered. */
const NO_LONGER_OFFERED = 'This time is no longer available. Please choose another.'

/** The draft (valtio) and the picker tell subscribers after the current microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Options given as they are, the trip read from the draft. */
const FIXED = { timeOptions: () => OPTIONS }

const visibleWindows = (windows: readonly { visible: boolean; option: { text: string } }[]) =>
  windows.filter((choice) => choice.visible).map((choice) => choice.option.text)

describe('createTimeWindowPicker: dates', () => {
  it('offers 14 days from today, skipped days and Sundays blocked (part 1 §5 Pickup date and time rules)', () => {
    const { view } = setup()
    expect(view().dates).toHaveLength(14)
    expect(view().today).toBe(TODAY)
    expect(view().firstSelectableDate).toBe(TODAY)
    const blocked = view().dates.filter((state) => !state.selectable)
    expect(blocked.map((state) => [state.date, state.block])).toEqual([
      ['2026-11-25', 'skipped'],
      ['2026-11-29', 'sunday'],
      ['2026-12-06', 'sunday'],
    ])
  })

  it.each([
    [TODAY, 3],
    [TOMORROW, 2],
  ])(
    'changing the date to %s re-derives the pickup type by today: %i (part 1 §4 Time type codes)',
    (date, type) => {
      const { picker, saved } = setup()
      picker.chooseDate(date === TODAY ? TOMORROW : TODAY)
      expect(picker.chooseDate(date)).toBe(true)
      expect(saved()).toMatchObject({
        pickupDate: date,
        pickupType: type,
        pickupOption: null,
        pickupStart: null,
      })
    },
  )

  it.each([
    ['a skipped day', '2026-11-25'],
    ['a Sunday', '2026-11-29'],
    ['a past date', '2026-11-22'],
    ['a date past the horizon', '2026-12-07'],
  ])('refuses %s (part 1 §5 Pickup date and time rules)', (_, date) => {
    const { picker, saved } = setup()
    expect(picker.chooseDate(date)).toBe(false)
    expect(saved().pickupDate).toBeNull()
  })
})

describe('createTimeWindowPicker: Your Delivery Windows', () => {
  it.each([
    ['08:00', ['Morning', 'Afternoon']],
    ['09:00', ['Afternoon']],
    ['11:30', []],
  ])('at %s shows %j today: a past cut-off hides the option (part 1 §5, part 2 §5.2)', (time, shown) => {
    const { picker, view } = setup(time)
    picker.chooseDate(TODAY)
    expect(visibleWindows(view().windows)).toEqual(shown)
    if (time !== '08:00') expect(view().windows[MORNING]?.hidden).toBe('cutOffPassed')
  })

  it('tick() after the cut-off hides the option (part 1 §5 Pickup date and time rules)', () => {
    const { picker, view, setClock } = setup('11:29')
    picker.chooseDate(TODAY)
    expect(view().windows[AFTERNOON]?.visible).toBe(true)
    setClock('11:30')
    expect(view().windows[AFTERNOON]?.visible).toBe(true) // not before the tick
    picker.tick()
    expect(view().windows[AFTERNOON]).toMatchObject({ visible: false, hidden: 'cutOffPassed' })
    expect(picker.choosePickupOption(AFTERNOON)).toBe(false)
  })

  it.each([
    [TODAY, AFTERNOON, 720, 960],
    [TOMORROW, MORNING, 540, 720],
  ])(
    'choosing a server window on %s sets pickup type 2 and the window (part 1 §4 Time type codes)',
    (date, index, start, end) => {
      const { picker, saved, view } = setup()
      picker.chooseDate(date)
      expect(picker.choosePickupOption(index)).toBe(true)
      expect(saved()).toMatchObject({
        pickupOption: 1,
        pickupType: 2,
        pickupDate: date,
        pickupStart: start,
        pickupEnd: end,
      })
      expect(view().windows.find((choice) => choice.chosen)?.index).toBe(index)
    },
  )

  it('sets pickup type 2 on a loaded draft that already holds option 1 with type 3 (part 1 §4 Time type codes)', () => {
    const { picker, draft, saved } = setup()
    draft.load({ ...BASE_DRAFT, pickupOption: 1, pickupType: 3, pickupDate: TOMORROW })
    expect(picker.choosePickupOption(MORNING)).toBe(true)
    expect(saved()).toMatchObject({ pickupOption: 1, pickupType: 2, pickupStart: 540, pickupEnd: 720 })
  })

  it('disables a shown window that has already ended today (part 1 §5 Single delivery checks)', () => {
    const noCutOff = [
      entry({ earlyTime: '12:00', laterTime: '16:00', cutOffTime: null, serviceDays: EVERY_DAY }),
    ]
    const { picker, view } = setup('16:10', { options: noCutOff })
    picker.chooseDate(TODAY)
    expect(view().windows[0]).toMatchObject({ visible: true, disabled: messages.checkYourTime })
    expect(picker.choosePickupOption(0)).toBe(false)
    picker.chooseDate(TOMORROW)
    expect(view().windows[0]).toMatchObject({ visible: true, disabled: null })
    expect(picker.choosePickupOption(0)).toBe(true)
  })

  it('clears the drop-off chosen for another window (part 1 §5 Standard drop-off options)', () => {
    const { picker, saved } = setup()
    picker.chooseDate(TOMORROW)
    picker.choosePickupOption(MORNING)
    picker.chooseDropoffOption(0)
    expect(saved().dropoffStart).toBe(780)
    picker.choosePickupOption(AFTERNOON)
    expect(saved()).toMatchObject({
      pickupStart: 720,
      dropoffDate: null,
      dropoffStart: null,
      dropoffType: null,
    })
  })
})

describe('createTimeWindowPicker: Rush (part 1 §5 Rush, §9)', () => {
  it.each([
    ['09:00', 570, 600, 720, 2],
    ['09:10', 570, 600, 720, 5],
    ['13:31', 840, 870, 990, 5],
  ])(
    'at %s rush sets type 3, pickup from the next half hour and a 2-hour drop-off window',
    (time, start, end, dropoffEnd, dropoffType) => {
      const { picker, saved, view } = setup(time)
      picker.chooseDate(TODAY)
      expect(view().rush.visible).toBe(true)
      expect(picker.chooseRush()).toBe(true)
      expect(saved()).toMatchObject({
        pickupOption: 3,
        pickupType: 3,
        pickupStart: start,
        pickupEnd: end,
        dropoffDate: TODAY,
        dropoffStart: end,
        dropoffEnd,
        dropoffType,
      })
      expect(dropoffEnd - end).toBe(120)
      expect(view().rush.selected).toBe(true)
    },
  )

  it.each([
    ['another day', '09:00', TOMORROW, 8, 'rushNotToday'],
    ['from 18:00', '18:00', TODAY, 8, 'rushAfterCutoff'],
    ['beyond rush_distance', '09:00', TODAY, 16, 'rushTooFar'],
    ['an unknown distance', '09:00', TODAY, null, 'rushTooFar'],
  ])('is hidden %s', (_, time, date, distanceKm, hidden) => {
    const { picker, view, saved } = setup(time, { trip: { distanceKm } })
    picker.chooseDate(date)
    expect(view().rush).toMatchObject({ visible: false, hidden, window: null })
    expect(picker.chooseRush()).toBe(false)
    expect(picker.choosePickupOption(RUSH)).toBe(false)
    expect(saved().pickupOption).toBeNull()
  })
})

describe('createTimeWindowPicker: the older shipment flow (part 1 §5 "Older checks"; issue 10)', () => {
  it('offers the delivery windows only, and checks them with the older minimums', () => {
    const noon = entry({
      earlyTime: '12:00',
      laterTime: '13:00',
      text: 'Noon',
      cutOffTime: '11:30',
      serviceDays: EVERY_DAY,
    })
    const single = setup('09:00', { options: [noon, ...OPTIONS] })
    single.picker.chooseDate(TODAY)
    expect(single.view()).toMatchObject({ express: { visible: true }, rush: { visible: true } })
    expect(single.view().windows[0]?.disabled).toBeNull()

    const { picker, view } = setup('09:00', { options: [noon, ...OPTIONS], mode: 'shipment' })
    picker.chooseDate(TODAY)
    expect(view()).toMatchObject({ express: { visible: false }, rush: { visible: false } })
    expect(picker.chooseRush()).toBe(false)
    // One hour: under the older flow's two (part 1 §5 'Minimum Time Is 2 Hours').
    expect(view().windows[0]?.disabled).toBe('Minimum Time Is 2 Hours')
    expect(view().windows[1]?.disabled).toBeNull()
  })
})

describe('createTimeWindowPicker: Express Delivery (part 1 §5 Express)', () => {
  it('offers 15-minute slots from now + 60 + travel, red under 45 and premium under 30 minutes', () => {
    const { picker, view } = setup()
    picker.chooseDate(TODAY)
    const { express } = view()
    expect(express.visible).toBe(true)
    if (!express.window?.available) throw new Error('express should be available')
    expect(express.window.slots.slice(0, 4)).toEqual([
      { start: 630, red: true, premium: true },
      { start: 645, red: true, premium: true },
      { start: 660, red: true, premium: false },
      { start: 675, red: false, premium: false },
    ])
  })

  it.each([
    [630, 585, 600, 5],
    [735, 690, 705, 5],
    [750, 705, 720, 2],
  ])(
    'slot %i plans pickup %i–%i and drop-off type %i: 5 when the pickup window ends under 180 minutes away (part 1 §4)',
    (start, pickupStart, pickupEnd, dropoffType) => {
      const { picker, saved, view } = setup()
      picker.chooseDate(TODAY)
      expect(picker.chooseExpressSlot(start)).toBe(true)
      expect(saved()).toMatchObject({
        pickupOption: 2,
        isExpress: true,
        pickupType: 2,
        pickupStart,
        pickupEnd,
        dropoffStart: start,
        dropoffEnd: start + 15,
        dropoffType,
      })
      expect(view().express.chosen).toMatchObject({ start, end: start + 15, offered: true })
      expect(view().express.endSlots.slice(0, 2)).toEqual([start + 15, start + 30])
    },
  )

  it('shows the refusal text when even the earliest window ends after express_max_time', () => {
    const { picker, view, saved } = setup('09:00', { account: { expressMaxTime: '10:30' } })
    picker.chooseDate(TODAY)
    expect(view().express).toMatchObject({
      visible: true,
      window: {
        available: false,
        block: 'tooLate',
        message: 'We are sorry, it is not possible to do an express delivery by now',
      },
    })
    expect(picker.choosePickupOption(EXPRESS)).toBe(false)
    expect(picker.chooseExpressSlot(630)).toBe(false)
    expect(saved().isExpress).toBe(false)
  })

  it.each([
    ['an edit of an order on the server', 'editing'],
    ['an intercity trip', 'intercity'],
  ])('is shown disabled for %s (part 1 §5 Express; part 2 §4.2)', (_, block) => {
    const { picker, draft, view, saved } = setup()
    if (block === 'editing') draft.load({ ...BASE_DRAFT, originalId: 7, originalStatus: 2 })
    else draft.setIntercity(true)
    picker.chooseDate(TODAY)
    expect(view().express).toMatchObject({
      visible: true,
      window: { available: false, block, message: null },
    })
    expect(picker.choosePickupOption(EXPRESS)).toBe(false)
    expect(picker.chooseExpressSlot(630)).toBe(false)
    expect(saved()).toMatchObject({ isExpress: false, pickupOption: null })
  })

  it('is hidden for an account without express_enabled (part 1 §3)', () => {
    const { picker, view, draft } = setup('09:00', { account: { isExpressEnabled: false } })
    picker.chooseDate(TODAY)
    expect(view().express).toMatchObject({ visible: false, hidden: 'expressDisabled', window: null })
    draft.setIntercity(true) // not even shown disabled on an intercity trip
    picker.chooseDate(TODAY)
    expect(view().express).toMatchObject({ visible: false, hidden: 'expressDisabled', window: null })
  })

  it('refuses a slot or an end the pickers do not offer', () => {
    const { picker } = setup()
    picker.chooseDate(TODAY)
    expect(picker.chooseExpressSlot(615)).toBe(false) // before the earliest
    expect(picker.chooseExpressSlot(630, 640)).toBe(false) // off the 15-minute grid
    expect(picker.chooseExpressSlot(630, 975)).toBe(false) // past 16:00
    expect(picker.chooseExpressSlot(630, 960)).toBe(true)
  })
})

describe('createTimeWindowPicker: drop-off options (part 1 §5 Standard drop-off options, Special drop-off times)', () => {
  function morningTomorrow() {
    const context = setup()
    context.picker.chooseDate(TOMORROW)
    context.picker.choosePickupOption(MORNING)
    return context
  }

  it('lists the chosen window’s options: 240 and 30 minute rules, special bounds', () => {
    const { view } = morningTomorrow()
    const { options } = view().dropoffs
    expect(options.map((state) => [state.kind, state.reason])).toEqual([
      ['standard', null],
      ['standard', 'tooSoonAfterPickup'],
      ['standard', null],
      ['special', null],
      ['special', null],
      ['special', null],
      ['nextDay', null],
    ])
    expect(options.map((state) => state.special && [state.special.earliest, state.special.latest])).toEqual([
      null,
      null,
      null,
      [960, 1200],
      [900, 1080],
      [900, 1200],
      null,
    ])
  })

  it.each([
    ['a window', 0, TOMORROW, 780, 1020],
    ['a "by" time, from the pickup window’s end', 2, TOMORROW, 720, 1020],
    ['a next-day window', 6, '2026-11-25', 660, 1020],
  ])('choosing %s sets the drop-off date, window and type 2', (_, index, date, start, end) => {
    const { picker, saved, view } = morningTomorrow()
    expect(picker.chooseDropoffOption(index)).toBe(true)
    expect(saved()).toMatchObject({ dropoffDate: date, dropoffStart: start, dropoffEnd: end, dropoffType: 2 })
    expect(saved().doSpecialTime).toBe(false)
    expect(view().dropoffs.chosen).toBe(index)
  })

  it('refuses a disabled option', () => {
    const { picker, saved } = morningTomorrow()
    expect(picker.chooseDropoffOption(1)).toBe(false)
    expect(saved().dropoffStart).toBeNull()
  })

  it.each([
    ['before', 3, 1080, null, 900, 1080],
    ['after', 4, 960, null, 960, 1260],
    ['between', 5, 960, 1050, 960, 1050],
  ])('a special "%s" time sets the special flag and its window', (_, index, time, later, start, end) => {
    const { picker, saved, view } = morningTomorrow()
    expect(picker.chooseSpecial(index, time, later)).toBe(true)
    expect(saved()).toMatchObject({
      doSpecialTime: true,
      dropoffDate: TOMORROW,
      dropoffStart: start,
      dropoffEnd: end,
    })
    expect(view().dropoffs).toMatchObject({ chosen: index, special: { index, time, later } })
  })

  it('keeps between’s later time an hour after its early time and within 21:00', () => {
    const { picker, view } = morningTomorrow()
    expect(picker.chooseSpecial(5, 960, 990)).toBe(false)
    expect(picker.chooseSpecial(5, 960, 1290)).toBe(false)
    expect(picker.chooseSpecial(5, 1230, 1260)).toBe(false) // early time past 20:00
    expect(picker.chooseDropoffOption(5)).toBe(true) // the earliest times
    expect(view().dropoffs.special).toMatchObject({
      time: 900,
      later: 960,
      laterBounds: { earliest: 960, latest: 1260 },
    })
  })

  it('finds the chosen option again from the draft alone (a restored draft)', () => {
    const { picker, draft } = morningTomorrow()
    picker.chooseSpecial(4, 990)
    const again = createTimeWindowPicker({
      draft,
      account: ACCOUNT,
      now: () => at('09:00'),
      timeZone: TZ,
      timeOptions: () => OPTIONS,
      trip: TRIP,
    })
    expect(again.getSnapshot().dropoffs).toMatchObject({ chosen: 4, special: { time: 990, later: null } })
  })

  it('gives Rush’s standard options as disabled (pickup type 3)', () => {
    const rushWithDropoffs = entry({ laterTime: '18:00', cutOffTime: null, serviceDays: EVERY_DAY, type: 3 })
    const { picker, view } = setup('09:00', { options: [...OPTIONS.slice(0, 3), rushWithDropoffs] })
    picker.chooseDate(TODAY)
    picker.chooseRush()
    const standard = view().dropoffs.options.filter((state) => state.kind === 'standard')
    expect(standard.map((state) => state.reason)).toEqual(['rushPickup', 'rushPickup', 'rushPickup'])
    expect(picker.chooseDropoffOption(0)).toBe(false)
  })
})

describe('createTimeWindowPicker: checks and re-evaluation', () => {
  it('gives the time checks of the draft’s choice (part 1 §5 Single delivery checks)', () => {
    const { picker, view } = setup()
    expect(view().problems).toEqual({
      pickupTime: messages.selectPickupType,
      dropoffTime: messages.selectDropoffType,
    })
    picker.chooseDate(TOMORROW)
    expect(view().problems.pickupTime).toBe(messages.checkYourTime)
    picker.choosePickupOption(MORNING)
    expect(view().problems).toEqual({ pickupTime: undefined, dropoffTime: messages.selectDropoffType })
    picker.chooseDropoffOption(0)
    expect(view().problems).toEqual({ pickupTime: undefined, dropoffTime: undefined })
  })

  it('tick() plans the drop-off type again: 5 once the window ends under 180 minutes away (part 1 §9)', () => {
    const { picker, saved, setClock } = setup('08:00')
    picker.chooseDate(TODAY)
    picker.choosePickupOption(MORNING)
    picker.chooseDropoffOption(0) // 13:00–17:00
    expect(saved()).toMatchObject({ dropoffEnd: 1020, dropoffType: 2 })
    setClock('14:00')
    picker.tick()
    expect(saved().dropoffType).toBe(2) // exactly 180 minutes
    setClock('14:01')
    picker.tick()
    expect(saved()).toMatchObject({ pickupStart: 540, dropoffStart: 780, dropoffType: 5 }) // the choice stays
  })

  it('tick() plans an express choice again: pickup type 3 once the drop-off is under 30 minutes away (part 1 §5)', () => {
    const { picker, saved, setClock } = setup()
    picker.chooseDate(TODAY)
    picker.chooseExpressSlot(630)
    expect(saved().pickupType).toBe(2)
    setClock('10:01')
    picker.tick()
    expect(saved()).toMatchObject({ pickupType: 3, dropoffType: 5, dropoffStart: 630 })
  })

  it('keeps its snapshot while nothing it reads changes, and follows the draft while subscribed', async () => {
    const { picker, draft, setClock, view } = setup()
    const stop = picker.subscribe(() => {})
    picker.chooseDate(TODAY)
    setClock('09:00', TODAY, 10)
    picker.tick()
    const first = view()
    setClock('09:00', TODAY, 20)
    picker.tick()
    draft.setDescription('fragile')
    await settle()
    expect(view()).toBe(first)
    draft.setPickupDate(TOMORROW)
    await settle()
    expect(view().date).toBe(TOMORROW)
    expect(view().dates).toBe(first.dates) // the horizon is kept
    stop()
    draft.setPickupDate(TODAY)
    await settle()
    expect(view().date).toBe(TOMORROW)
  })

  it('follows the draft only from the first subscriber to the last (a discarded picker holds nothing)', async () => {
    const draft = createOrderDraft({
      defaultInsuranceValue: 100,
      now: () => at('09:00'),
      randomUUID: () => 'u',
    })
    const follows = vi.spyOn(draft, 'subscribe')
    const picker = createTimeWindowPicker({
      draft,
      account: ACCOUNT,
      now: () => at('09:00'),
      timeZone: TZ,
      ...FIXED,
    })
    expect(follows).not.toHaveBeenCalled()
    draft.setPickupDate(TOMORROW)
    await settle()
    expect(picker.getSnapshot().date).toBeNull()
    const first = picker.subscribe(() => {})
    const second = picker.subscribe(() => {})
    expect(picker.getSnapshot().date).toBe(TOMORROW) // caught up when following starts
    expect(follows).toHaveBeenCalledOnce()
    first()
    first() // a second call is harmless
    draft.setPickupDate(TODAY)
    await settle()
    expect(picker.getSnapshot().date).toBe(TODAY)
    second()
    draft.setPickupDate(TOMORROW)
    await settle()
    expect(picker.getSnapshot().date).toBe(TODAY)
  })

  it('follows a time options store while subscribed: new options show without tick() (part 1 §8)', async () => {
    const { set, store } = createValueStore<{ timeOptions: readonly TimeOption[] }>({ timeOptions: [] })
    const draft = createOrderDraft({
      defaultInsuranceValue: 100,
      now: () => at('09:00'),
      randomUUID: () => 'u',
    })
    const picker = createTimeWindowPicker({
      draft,
      account: ACCOUNT,
      now: () => at('09:00'),
      timeZone: TZ,
      timeOptions: store,
      trip: TRIP,
    })
    const stop = picker.subscribe(() => {})
    picker.chooseDate(TOMORROW)
    await settle() // the draft's own notice is past
    expect(picker.getSnapshot()).toMatchObject({ windows: [], noTimes: true })
    set({ timeOptions: OPTIONS })
    await settle()
    expect(visibleWindows(picker.getSnapshot().windows)).toEqual(['Morning', 'Afternoon'])
    expect(picker.getSnapshot().noTimes).toBe(false)
    stop()
    set({ timeOptions: [] })
    await settle()
    expect(visibleWindows(picker.getSnapshot().windows)).toEqual(['Morning', 'Afternoon'])
  })

  it('reads Rush distance from the draft in metres / 1000, not the rounded-up display km (part 1 §5 Rush)', () => {
    const draft = createOrderDraft({
      defaultInsuranceValue: 100,
      now: () => at('09:00'),
      randomUUID: () => 'u',
    })
    const account = { ...ACCOUNT, rushDistance: 15.5 }
    const picker = createTimeWindowPicker({ draft, account, now: () => at('09:00'), timeZone: TZ, ...FIXED })
    draft.setTripEstimate({ durationSeconds: 1250, distanceMetres: 15_200 }) // shown as 16 km
    picker.chooseDate(TODAY)
    expect(picker.getSnapshot().rush).toMatchObject({ visible: true, hidden: null })
    draft.setTripEstimate({ durationSeconds: 1250, distanceMetres: 15_600 })
    picker.tick()
    expect(picker.getSnapshot().rush).toMatchObject({ visible: false, hidden: 'rushTooFar' })
  })
})

describe('createTimeWindowPicker: choices no longer offered, no times', () => {
  it('flags a chosen Rush after its 18:00 cut-off (part 1 §5 Rush, §9 cutoff hour 18)', () => {
    const { picker, view, setClock, saved } = setup('17:50')
    picker.chooseDate(TODAY)
    expect(picker.chooseRush()).toBe(true)
    expect(saved()).toMatchObject({ pickupStart: 1080, pickupEnd: 1110 }) // 18:00–18:30: not ended at 18:05
    expect(view().rush).toMatchObject({ selected: true, offered: true })
    expect(view().problems.pickupTime).toBeUndefined()
    setClock('18:05')
    picker.tick()
    expect(view().rush).toMatchObject({ selected: true, visible: false, offered: false })
    expect(view().problems.pickupTime).toBe(NO_LONGER_OFFERED)
  })

  it('flags a chosen delivery window whose cut-off passed (part 1 §5 hidden once its cut-off has passed)', () => {
    const { picker, view, setClock } = setup('11:00')
    picker.chooseDate(TODAY)
    expect(picker.choosePickupOption(AFTERNOON)).toBe(true)
    expect(view().windows[AFTERNOON]).toMatchObject({ chosen: true, offered: true })
    expect(view().problems.pickupTime).toBeUndefined()
    setClock('11:30')
    picker.tick()
    expect(view().windows[AFTERNOON]).toMatchObject({ chosen: true, visible: false, offered: false })
    expect(view().problems.pickupTime).toBe(NO_LONGER_OFFERED)
  })

  it.each([
    ['tomorrow morning', '09:00', TOMORROW, false],
    ['today at 16:00 (Rush still shown)', '16:00', TODAY, false],
    ['today at 18:00: no window, Express or Rush', '18:00', TODAY, true],
  ])('noTimes on %s: %s (part 1 §8 No Times Available)', (_, time, date, noTimes) => {
    const { picker, view } = setup(time)
    expect(view().noTimes).toBe(false) // no date yet
    picker.chooseDate(date)
    expect(view().noTimes).toBe(noTimes)
  })
})
