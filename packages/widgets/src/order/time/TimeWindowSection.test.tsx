import { act, screen, within } from '@testing-library/react'
import type { OrderDraftStore, TripLookup } from '@waybill/sdk-core/order'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountWith } from '../../../test/fixtures.ts'
import { settle, wait } from '../../../test/render.tsx'
import {
  fakeTripLookup,
  renderTimes,
  TIME_ACCOUNT,
  TIME_DAYS,
  testClock,
  timeDraft,
} from '../../../test/timeFixtures.ts'
import { useTripLookup } from '../useTripLookup.ts'
import { TimeWindowSection } from './TimeWindowSection.tsx'

// Fake timers that still run by themselves, so user-event's own pauses end; the minute ticks are advanced by hand.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

const NO_TIMES = 'No Times Available Based On The Locations And Date Selected'
const NO_LONGER = 'This time is no longer available. Please choose another.'
const SORRY = 'We are sorry, it is not possible to do an express delivery by now'
const m = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

async function renderSection(
  options: {
    clock?: string
    lookup?: ReturnType<typeof fakeTripLookup>
    account?: typeof TIME_ACCOUNT
    strict?: boolean
  } = {},
) {
  const clock = testClock()
  if (options.clock) clock.set(options.clock)
  const draft = timeDraft(clock.now)
  const lookup = options.lookup ?? fakeTripLookup()
  const view = await renderTimes(
    <TimeWindowSection draft={draft} tripLookup={lookup as TripLookup} now={clock.now} />,
    options.account,
    options.strict,
  )
  const section = screen.getByRole('region', { name: 'Pickup Time' })
  return { ...view, clock, draft, lookup, section, saved: () => draft.getSnapshot() }
}

const date = (label: string) => screen.getByRole('radio', { name: new RegExp(label) })
const option = (name: string | RegExp) => screen.getByRole('radio', { name })

async function chooseToday(draft: OrderDraftStore) {
  await act(async () => {
    date('11-23-2026').click()
  })
  expect(draft.getSnapshot().pickupDate).toBe(TIME_DAYS.today)
}

/** The owner of the order form: its trip lookup feeds the section, as in the portal. */
function WithTripLookup({ draft, now }: { draft: OrderDraftStore; now: () => number }) {
  const tripLookup = useTripLookup(draft)
  return <TimeWindowSection draft={draft} tripLookup={tripLookup} now={now} />
}

describe('TimeWindowSection (part 1 §2, §5 Pickup date and time rules)', () => {
  it("offers the trip lookup's time options once both sides are located (part 1 §4, §7)", async () => {
    const clock = testClock()
    const draft = timeDraft(clock.now)
    draft.setParty('pickup', { name: 'Acme', address: '10020 100 St NW', lat: 53.54, lng: -113.49 })
    draft.setParty('dropoff', { name: 'Dana', address: '11011 Jasper Ave', lat: 53.541, lng: -113.51 })
    const { geo } = await renderTimes(<WithTripLookup draft={draft} now={clock.now} />)
    await settle()
    expect(geo.customTimes).toHaveBeenCalledTimes(1)
    await chooseToday(draft)
    expect(option(/^Morning/).closest('label')?.textContent).toBe('Morning 09:00 – 12:00')
  })

  it('offers 14 dates, the skipped day and Sundays disabled (part 1 §5)', async () => {
    await renderSection()
    const group = screen.getByRole('group', { name: 'Pickup Date' })
    const radios = within(group).getAllByRole<HTMLInputElement>('radio')
    expect(radios).toHaveLength(14)
    expect(radios.filter((radio) => radio.disabled).map((radio) => radio.value)).toEqual([
      '2026-11-25',
      '2026-11-29',
      '2026-12-06',
    ])
    expect(date('Mon 11-23-2026')).toBeTruthy()
  })

  it('moves between dates with the keyboard and writes the date to the draft (part 1 §5)', async () => {
    const { user, saved } = await renderSection()
    await user.click(date('11-23-2026'))
    expect(saved().pickupDate).toBe(TIME_DAYS.today)
    await user.keyboard('{ArrowRight}')
    expect(saved().pickupDate).toBe(TIME_DAYS.tomorrow)
    await user.keyboard('{ArrowRight}') // 25-11 is skipped: the arrow passes it
    expect(saved().pickupDate).toBe('2026-11-26')
  })

  it('shows today’s pickup options: the windows not cut off, Express and Rush with its windows (part 1 §4, §5)', async () => {
    const { draft } = await renderSection()
    await chooseToday(draft)
    const windows = screen.getByRole('group', { name: 'Your Delivery Windows' })
    expect(
      within(windows)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Afternoon 12:00 – 16:00'])
    expect(option('Express Delivery')).toHaveProperty('disabled', false)
    expect(option(/^Rush/).closest('label')?.textContent).toBe(
      'Rush Pickup 09:30 – 10:00, drop-off 10:00 – 12:00',
    )
  })

  it('writes a chosen window and offers its drop-off options, the too-soon ones disabled (part 1 §5)', async () => {
    const { draft, user, saved } = await renderSection()
    await chooseToday(draft)
    await user.click(option(/^Afternoon/))
    expect(saved()).toMatchObject({
      pickupOption: 1,
      pickupType: 2,
      pickupStart: m('12:00'),
      pickupEnd: m('16:00'),
    })
    const dropoffs = screen.getByRole('group', { name: 'Drop off Time' })
    const disabled = within(dropoffs)
      .getAllByRole<HTMLInputElement>('radio')
      .filter((radio) => radio.disabled)
      .map((radio) => radio.closest('label')?.textContent)
    expect(disabled).toEqual(['Same day 13:00 - 17:00', 'By 15:00'])
    await user.click(within(dropoffs).getByRole('radio', { name: 'By 20:00' }))
    expect(saved()).toMatchObject({
      dropoffDate: TIME_DAYS.today,
      dropoffStart: m('16:00'),
      dropoffEnd: m('20:00'),
    })
    expect(screen.getByRole('radio', { name: /Next day/ }).closest('label')?.textContent).toBe(
      'Next day 11:00 - 17:00 11-24-2026',
    )
  })

  it('picks a special time within its bounds, every 30 minutes (part 1 §5 Special drop-off times)', async () => {
    const { draft, user, saved } = await renderSection()
    await chooseToday(draft)
    await user.click(option(/^Afternoon/))
    await user.click(option('Deliver before'))
    const before = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Deliver before' })
    expect([...before.options].map((entry) => entry.text)).toEqual(['19:00', '19:30', '20:00'])
    await user.selectOptions(before, '19:30')
    expect(saved()).toMatchObject({ doSpecialTime: true, dropoffEnd: m('19:30') })
    await user.click(option('Deliver between'))
    const later = screen.getByRole<HTMLSelectElement>('combobox', { name: 'And' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deliver between' }), String(m('19:00')))
    expect([...later.options].map((entry) => entry.text)).toEqual(['20:00', '20:30', '21:00'])
    await user.selectOptions(later, String(m('20:30')))
    expect(saved()).toMatchObject({ dropoffStart: m('19:00'), dropoffEnd: m('20:30') })
  })

  it('offers express slots from now + 60 + travel, the soon ones red and the premium ones named (part 1 §5 Express)', async () => {
    const { draft, user, saved } = await renderSection()
    await chooseToday(draft)
    await user.click(option('Express Delivery'))
    const start = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Express drop-off from' })
    const slots = [...start.options].slice(1, 5)
    expect(slots.map((entry) => entry.text)).toEqual([
      '10:30 (short notice, express premium)',
      '10:45 (short notice, express premium)',
      '11:00 (short notice)',
      '11:15',
    ])
    expect(slots.map((entry) => entry.className)).toEqual([
      'wb-time__slot--red',
      'wb-time__slot--red',
      'wb-time__slot--red',
      '',
    ])
    await user.selectOptions(start, String(m('10:45')))
    expect(saved()).toMatchObject({ isExpress: true, dropoffStart: m('10:45'), dropoffEnd: m('11:00') })
    expect(screen.getByText('An express premium applies to this drop-off time.')).toBeTruthy()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Express drop-off until' }),
      String(m('11:30')),
    )
    expect(saved().dropoffEnd).toBe(m('11:30'))
  })

  it("disables Express with 'We are sorry…' when it is too late (part 1 §5, §8)", async () => {
    const { draft } = await renderSection({ clock: '14:30' })
    await chooseToday(draft)
    const express = option('Express Delivery')
    expect(express).toHaveProperty('disabled', true)
    expect(screen.getByText(SORRY).id).toBe(express.getAttribute('aria-describedby'))
  })

  it('shows Express disabled on an intercity trip (part 1 §5 Edit and intercity orders disable Express)', async () => {
    const { draft } = await renderSection()
    act(() => draft.setIntercity(true))
    await chooseToday(draft)
    expect(option('Express Delivery')).toHaveProperty('disabled', true)
  })

  it('hides Express for an account without express_enabled (part 1 §6)', async () => {
    const { draft } = await renderSection({
      account: accountWith({ ...TIME_ACCOUNT, isExpressEnabled: false }),
    })
    await chooseToday(draft)
    expect(screen.queryByRole('radio', { name: 'Express Delivery' })).toBeNull()
    expect(option(/^Rush/)).toBeTruthy()
  })

  it("says 'No Times Available…' for a date without options, and waits while the times load (part 1 §8)", async () => {
    const lookup = fakeTripLookup([])
    const { draft } = await renderSection({ lookup })
    await chooseToday(draft)
    expect(screen.getByRole('status').textContent).toBe(NO_TIMES)
    act(() => lookup.set({ status: 'loading' }))
    expect(screen.getByRole('status').textContent).toBe('Loading the available times…')
  })

  it('re-evaluates every minute: a chosen window past its cut-off is flagged (part 1 §5, decisions)', async () => {
    const { draft, user, clock } = await renderSection({ clock: '11:00' })
    await chooseToday(draft)
    await user.click(option(/^Afternoon/))
    expect(screen.queryByText(NO_LONGER)).toBeNull()
    clock.set('11:31')
    await wait(60_000)
    expect(screen.getByText(NO_LONGER)).toBeTruthy()
    expect(option(/^Afternoon/)).toHaveProperty('disabled', true)
  })

  it('works inside StrictMode, as the portal renders it (effects run twice on mount)', async () => {
    const { draft, user, saved, clock } = await renderSection({ clock: '11:00', strict: true })
    await chooseToday(draft)
    await user.click(option(/^Afternoon/))
    expect(saved().pickupStart).toBe(m('12:00'))
    clock.set('11:31')
    await wait(60_000)
    expect(screen.getByText(NO_LONGER)).toBeTruthy()
  })

  it('re-evaluates when the page is shown again (a hidden tab skips minutes)', async () => {
    const { draft, user, clock } = await renderSection({ clock: '11:00' })
    await chooseToday(draft)
    await user.click(option(/^Afternoon/))
    clock.set('11:45')
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await settle()
    expect(screen.getByText(NO_LONGER)).toBeTruthy()
  })
})
