import { screen } from '@testing-library/react'
import { WEEKDAYS } from '@waybill/sdk-core'
import { weekdayLabel } from '@waybill/sdk-core/internal'
import { describe, expect, it, vi } from 'vitest'
import { accountWith, pickupHoursWith, TEST_API_CODE } from '../../test/fixtures.ts'
import { type RenderOnboardingOptions, renderOnboarding } from '../../test/onboardingFixtures.ts'
import { settle } from '../../test/render.tsx'
import { PickupHoursForm } from './PickupHoursForm.tsx'

async function renderHours(options: RenderOnboardingOptions = { signedIn: true }) {
  const onBack = vi.fn()
  const onSaved = vi.fn()
  const view = await renderOnboarding(<PickupHoursForm onBack={onBack} onSaved={onSaved} />, options)
  const save = screen.getByRole('button', { name: 'Save account details' })
  return { ...view, onBack, onSaved, save }
}

const start = (day: string) =>
  screen.queryByRole('combobox', { name: `${day} start` }) as HTMLSelectElement | null
const end = (day: string) =>
  screen.queryByRole('combobox', { name: `${day} end` }) as HTMLSelectElement | null

describe('PickupHoursForm', () => {
  it('starts every day ticked at 09:00-16:00 when no hours are saved (part 1 §2 Pickup hours)', async () => {
    await renderHours({})
    for (const day of WEEKDAYS.map(weekdayLabel)) {
      expect((screen.getByRole('checkbox', { name: day }) as HTMLInputElement).checked).toBe(true)
      expect(start(day)?.value).toBe('09:00')
      expect(end(day)?.value).toBe('16:00')
    }
    expect(screen.queryByText('No Pickups')).toBeNull()
    expect(start('Monday')?.options[0]?.value).toBe('00:00')
    expect(start('Monday')?.options[1]?.value).toBe('00:30')
  })

  it("shows the account's saved hours, a day without pickups unticked", async () => {
    await renderHours({
      signedIn: true,
      account: accountWith({
        pickupHours: pickupHoursWith({ sunday: null, monday: { start: '10:00', end: '14:30' } }),
      }),
    })
    expect((screen.getByRole('checkbox', { name: 'Sunday' }) as HTMLInputElement).checked).toBe(false)
    expect(start('Sunday')).toBeNull()
    expect(screen.getAllByText('No Pickups')).toHaveLength(1)
    expect(start('Monday')?.value).toBe('10:00')
    expect(end('Monday')?.value).toBe('14:30')
  })

  it("shows 'No Pickups' for an unticked day and sends it as '' with the api code (part 1 §2, §3, §7)", async () => {
    const { user, save, client, lastBody, paths, onSaved } = await renderHours()
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }))
    expect(start('Sunday')).toBeNull()
    expect(end('Sunday')).toBeNull()
    expect(screen.getByRole('row', { name: /Sunday/ }).textContent).toContain('No Pickups')
    await user.selectOptions(end('Monday') as HTMLSelectElement, '17:30')
    const companyInfoCalls = vi.mocked(client.account.companyInfo).mock.calls.length
    await user.click(save)
    await settle()
    expect(client.account.savePickupHours).toHaveBeenCalledWith(
      TEST_API_CODE,
      pickupHoursWith({ sunday: null, monday: { start: '09:00', end: '17:30' } }),
    )
    expect(lastBody(paths.pickupHours)).toMatchObject({
      api_key: TEST_API_CODE,
      sunday_start: '',
      sunday_end: '',
      monday_start: '09:00',
      monday_end: '17:30',
    })
    expect(vi.mocked(client.account.companyInfo).mock.calls.length).toBe(companyInfoCalls + 1)
    expect(onSaved).toHaveBeenCalledOnce()
  })

  it('ticking a day again brings its times back', async () => {
    const { user } = await renderHours()
    const sunday = screen.getByRole('checkbox', { name: 'Sunday' })
    await user.click(sunday)
    await user.click(sunday)
    expect(start('Sunday')?.value).toBe('09:00')
  })

  it('keeps a saved time off the 30-minute grid, offered first (part 1 §9)', async () => {
    await renderHours({
      signedIn: true,
      account: accountWith({ pickupHours: pickupHoursWith({ monday: { start: '08:15', end: '17:45' } }) }),
    })
    expect(start('Monday')?.value).toBe('08:15')
    expect(start('Monday')?.options[0]?.value).toBe('08:15')
    expect(end('Monday')?.value).toBe('17:45')
    expect(start('Tuesday')?.options[0]?.value).toBe('00:00')
  })

  it('refuses an end before the start, announces it and focuses the end', async () => {
    const { user, save, client, onSaved } = await renderHours()
    const live = document.getElementById(`${end('Tuesday')?.id}-error`)
    expect(live?.getAttribute('aria-live')).toBe('polite')
    expect(end('Tuesday')?.getAttribute('aria-describedby')).toBeNull()
    await user.selectOptions(end('Tuesday') as HTMLSelectElement, '08:00')
    expect(live?.textContent).toBe('End time must be after start time')
    expect(end('Tuesday')?.getAttribute('aria-describedby')).toBe(live?.id)
    await user.click(save)
    expect(document.activeElement).toBe(end('Tuesday'))
    expect(client.account.savePickupHours).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('only logs a failed save and still goes on (part 1 §8)', async () => {
    const { user, save, answer, paths, logger, onSaved } = await renderHours()
    answer(paths.pickupHours, 500, { message: 'Server error' })
    await user.click(save)
    await settle()
    expect(logger.error).toHaveBeenCalledWith('Pickup hours save failed', expect.anything())
    expect(screen.queryByText('Server error')).toBeNull()
    expect(onSaved).toHaveBeenCalledOnce()
  })

  it('goes back without saving', async () => {
    const { user, onBack, client } = await renderHours()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
    expect(client.account.savePickupHours).not.toHaveBeenCalled()
  })
})
