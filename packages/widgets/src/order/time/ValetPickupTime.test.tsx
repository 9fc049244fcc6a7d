import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wait } from '../../../test/render.tsx'
import { renderTimes, TIME_DAYS, testClock, timeDraft } from '../../../test/timeFixtures.ts'
import { ValetPickupTime } from './ValetPickupTime.tsx'

// Fake timers that still run by themselves, so user-event's own pauses end; the minute ticks are advanced by hand.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

const m = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

async function renderValet(clockAt?: string) {
  const clock = testClock()
  if (clockAt) clock.set(clockAt)
  const draft = timeDraft(clock.now, 'valet')
  const view = await renderTimes(<ValetPickupTime draft={draft} now={clock.now} />)
  return { ...view, clock, draft, saved: () => draft.getSnapshot() }
}

const date = (label: string) => screen.getByRole('radio', { name: new RegExp(label) })
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent

describe('ValetPickupTime (part 1 §2 Pickup time widget (valet))', () => {
  it('shows the dates as MM-dd-yyyy with the valet skipped days and Sundays disabled (part 1 §2, §5)', async () => {
    await renderValet()
    const radios = within(screen.getByRole('group', { name: 'Pickup Date' })).getAllByRole<HTMLInputElement>(
      'radio',
    )
    expect(
      radios.filter((radio) => radio.disabled).map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Thu 11-26-2026', 'Sun 11-29-2026', 'Sun 12-06-2026'])
  })

  it('offers starts from now rounded to 15 plus 30, the first half hour red and said in words (part 1 §5)', async () => {
    const { user } = await renderValet('09:05')
    await user.click(date('11-23-2026'))
    const options = [...select('Pickup window start').options].slice(1, 4)
    expect(options.map((option) => option.text)).toEqual([
      '09:45 (short notice)',
      '10:00 (short notice)',
      '10:15',
    ])
    expect(options.map((option) => option.className)).toEqual([
      'wb-time__slot--red',
      'wb-time__slot--red',
      '',
    ])
  })

  it('writes the window and shows the drop-off window, trip duration and distance (part 1 §2, §4)', async () => {
    const { user, saved } = await renderValet()
    expect(fact('Drop-off window')).toBe('—')
    expect([fact('Trip duration'), fact('Distance')]).toEqual(['21 min', '9 km'])
    await user.click(date('11-24-2026'))
    expect(select('Pickup window end').disabled).toBe(true)
    await user.selectOptions(select('Pickup window start'), String(m('12:00')))
    await user.selectOptions(select('Pickup window end'), String(m('12:45')))
    expect(saved()).toMatchObject({
      pickupDate: TIME_DAYS.tomorrow,
      pickupStart: m('12:00'),
      pickupEnd: m('12:45'),
      dropoffStart: m('12:30'),
      dropoffEnd: m('12:45'),
    })
    expect(fact('Drop-off window')).toBe('11-24-2026 12:30 – 12:45')
  })

  it('ends go from 15 minutes after the start up to 19:15 (part 1 §5, §9)', async () => {
    const { user } = await renderValet()
    await user.click(date('11-24-2026'))
    await user.selectOptions(select('Pickup window start'), String(m('18:30')))
    expect([...select('Pickup window end').options].map((option) => option.text)).toEqual([
      '18:45',
      '19:00',
      '19:15',
    ])
  })

  it('tells when no start is left today, and disables today from 19:00 (part 1 §5)', async () => {
    const { user, clock } = await renderValet('18:45')
    await user.click(date('11-23-2026'))
    expect(screen.getByRole('status').textContent).toBe(
      'No pickup times are left on this date. Please choose another date.',
    )
    expect(screen.queryByRole('combobox', { name: 'Pickup window start' })).toBeNull()
    clock.set('19:00')
    await wait(60_000)
    expect(date('11-23-2026')).toHaveProperty('disabled', true)
  })

  it("flags a window that has ended as the minutes pass (part 1 §5 'Please Check Your Time')", async () => {
    const { user, clock } = await renderValet()
    await user.click(date('11-23-2026'))
    await user.selectOptions(select('Pickup window start'), String(m('09:30')))
    expect(screen.queryByText('Please Check Your Time')).toBeNull()
    clock.set('09:45')
    await wait(60_000)
    expect(screen.getByText('Please Check Your Time')).toBeTruthy()
  })

  it('moves the drop-off window when the trip estimate arrives (part 1 §4 Other rules)', async () => {
    const { user, draft } = await renderValet()
    await user.click(date('11-24-2026'))
    await user.selectOptions(select('Pickup window start'), String(m('12:00')))
    await act(async () => {
      draft.setTripEstimate({ durationSeconds: 50 * 60, distanceMetres: 30_000 })
    })
    expect(fact('Drop-off window')).toBe('11-24-2026 13:00 – 13:15')
    expect([fact('Trip duration'), fact('Distance')]).toEqual(['50 min', '30 km'])
  })
})
