import { screen, within } from '@testing-library/react'
import { createOrderDraft } from '@waybill/sdk-core/order'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wait } from '../../../test/render.tsx'
import { renderTimes, TIME_DAYS, testClock } from '../../../test/timeFixtures.ts'
import { BatchTimeSection } from './BatchTimeSection.tsx'

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

async function renderBatch(clockAt?: string) {
  const clock = testClock()
  if (clockAt) clock.set(clockAt)
  const draft = createOrderDraft({ batch: 'oneToMany', defaultInsuranceValue: 0, now: clock.now })
  const view = await renderTimes(<BatchTimeSection draft={draft} now={clock.now} />)
  return { ...view, clock, draft, saved: () => draft.getSnapshot() }
}

const date = (label: string) => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(label) })
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
const texts = (name: string) => [...select(name).options].map((option) => option.text)

describe('BatchTimeSection (part 2 §2.4 pickup and drop-off time)', () => {
  it('starts on today before 17:00, tomorrow from 17:00, skipped days disabled (part 2 §9, §5.2)', async () => {
    await renderBatch('16:00')
    expect(date('11-23-2026').checked).toBe(true)
    const radios = within(screen.getByRole('group', { name: 'Pickup Date' })).getAllByRole<HTMLInputElement>(
      'radio',
    )
    expect(
      radios.filter((radio) => radio.disabled).map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Wed 11-25-2026', 'Sun 11-29-2026', 'Sun 12-06-2026'])
  })

  it("part 2 §2.4 'special timing', §3.10 do_special_time: a labelled choice on the draft, its fee described", async () => {
    const { user, saved } = await renderBatch('09:05')
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Special timing: deliver within the drop-off window exactly',
    })
    expect(box.checked).toBe(false)
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A special timing fee is added to each delivery; the estimate shows it.',
    )
    await user.click(box)
    expect(saved().doSpecialTime).toBe(true)
    expect(box.checked).toBe(true)
  })

  it('defaults to tomorrow from 17:00 (part 2 §9)', async () => {
    await renderBatch('17:00')
    expect(date('11-24-2026').checked).toBe(true)
  })

  it('offers HH:mm every 15 minutes, pickup from now + 15, and writes both windows (part 1 §5, §9)', async () => {
    const { user, saved } = await renderBatch('09:05')
    expect(texts('Pickup window start').slice(1, 3)).toEqual(['09:30', '09:45'])
    expect(select('Drop-off window start').disabled).toBe(true)
    await user.selectOptions(select('Pickup window start'), String(m('10:00')))
    expect(texts('Pickup window end').slice(0, 2)).toEqual(['10:15', '10:30'])
    await user.selectOptions(select('Pickup window end'), String(m('11:00')))
    await user.selectOptions(select('Drop-off window start'), String(m('12:00')))
    await user.selectOptions(select('Drop-off window end'), String(m('14:00')))
    expect(saved()).toMatchObject({
      pickupDate: TIME_DAYS.today,
      pickupStart: m('10:00'),
      pickupEnd: m('11:00'),
      pickupType: 2,
      dropoffDate: TIME_DAYS.today,
      dropoffStart: m('12:00'),
      dropoffEnd: m('14:00'),
      dropoffType: 2,
    })
    expect(screen.getByRole('heading', { name: 'Drop off Time' })).toBeTruthy()
  })

  it("announces 'Minimum Time from current time is  Is 15 Minutes' as the minutes pass (part 1 §5 Batch mode)", async () => {
    const { user, clock } = await renderBatch()
    await user.selectOptions(select('Pickup window start'), String(m('09:30')))
    clock.set('09:20')
    await wait(60_000)
    const problem = screen.getByText('Minimum Time from current time is  Is 15 Minutes', {
      normalizer: (t) => t,
    })
    expect(problem.closest('[aria-live]')).toBeTruthy()
  })
})
