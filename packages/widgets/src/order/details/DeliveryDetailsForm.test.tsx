import { fireEvent, screen, within } from '@testing-library/react'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FAILED_HEADING,
  failedItems,
  failedList,
  fillDetailsForm,
  locatedDraft,
  renderDetailsForm,
} from '../../../test/detailsFixtures.ts'
import { accountWith } from '../../../test/fixtures.ts'
import { settle, wait } from '../../../test/render.tsx'

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: /^(Order Summary|Save And Go to Summary)$/ }))

describe('DeliveryDetailsForm (part 1 §2 Single delivery form; part 2 §2.3)', () => {
  it('is headed "What\'s the delivery??" with the trip\'s kind (part 1 §2)', async () => {
    const { draft } = await renderDetailsForm()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe("What's the delivery??")
    expect(screen.getByText('Shipment details (Local)')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Please choose a Temperature Controlled Option' })).toBeNull()
    draft.setIntercity(true)
    await settle()
    expect(screen.getByText('Shipment details (Intercity)')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Please choose a Temperature Controlled Option' })).toBeTruthy()
  })

  it("shows both sides with an 'Edit' back to Location details (part 1 §2)", async () => {
    const { onBack } = await renderDetailsForm()
    const pickup = screen.getByRole('region', { name: 'Pickup Information' })
    expect(within(pickup).getByText('Northside Florist')).toBeTruthy()
    expect(within(pickup).getByText('10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada, Unit 204')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Drop off Information' }))
    expect(onBack).toHaveBeenCalledOnce()
  })

  it('lists the failing sections under the spec heading and focuses the list (part 1 §5; part 2 §5.1)', async () => {
    const { onSaved } = await renderDetailsForm()
    submit()
    expect(within(failedList()).getByText(FAILED_HEADING)).toBeTruthy()
    expect(failedItems()).toEqual([
      'Reference Name: Reference Name Is Required',
      'Weight & Size Selection: Please Select Size & Weight',
      'Drop off Type: Drop off Type Is Required',
      'Please enter a valid package count',
    ])
    expect(document.activeElement).toBe(failedList())
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('moves the focus to a failing section from its link', async () => {
    await renderDetailsForm()
    submit()
    fireEvent.click(within(failedList()).getByRole('link', { name: 'Weight & Size Selection' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Weight & Size Selection' }))
  })

  it.each<[string, (draft: OrderDraftStore) => void, string]>([
    [
      'a side not located',
      (d) => d.setParty('pickup', { address: 'Somewhere new' }),
      'Pickup Information: Please Check Your Data',
    ],
    ['an empty drop-off', (d) => d.clearParty('dropoff'), 'Drop off Information: Please Check Your Data'],
    ['no pickup type', (d) => d.setPickupType(null), 'Pickup Time: Please Select Your Pickup Type'],
    ['no drop-off type', (d) => d.setDropoffType(null), 'Drop off Time: Please Select Your Drop off Type'],
    [
      'a pickup window without its end',
      (d) => d.setPickupWindow(9 * 60, null),
      'Pickup Time: Please Check Your Time',
    ],
    [
      'a 15-minute pickup window',
      (d) => d.setPickupWindow(9 * 60, 9 * 60 + 15),
      'Pickup Time: Minimum Time Is 30 Minutes',
    ],
    [
      'a 30-minute drop-off window',
      (d) => d.setDropoffWindow(13 * 60, 13 * 60 + 30),
      'Drop off Time: Minimum Time Is 60 Minutes',
    ],
    [
      'a 10-minute express pickup window',
      (d) => d.load({ ...d.getSnapshot(), isExpress: true, pickupEnd: 9 * 60 + 10 }),
      'Pickup Time: Minimum Time Is 15 Minutes',
    ],
    ['a package count of 0', (d) => d.setPackageCount(0), 'Please enter a valid package count'],
    [
      'an intercity trip without a temperature option',
      (d) => {
        d.setIntercity(true)
        d.load({ ...d.getSnapshot(), ...locatedWindows })
      },
      'Please choose a Temperature Controlled Option',
    ],
    [
      'an insured value below the default',
      (d) => d.load({ ...d.getSnapshot(), insuranceValue: 50 }),
      'Insurance: Insurance value cannot go below the default insurance value',
    ],
    [
      'a photo of another type',
      (d) =>
        d.load({
          ...d.getSnapshot(),
          photos: [{ name: 'a.gif', type: 'image/gif', url: 'https://x.test/a.gif' }],
        }),
      'Photos: Only jpeg, png and pdf files can be uploaded',
    ],
    [
      'a photo still uploading',
      (d) => d.addPhotos([{ name: 'box.jpg', type: 'image/jpeg', url: 'blob:http://localhost/1' }]),
      'Photos: Please wait until every photo is uploaded, or remove the ones that failed',
    ],
  ])('lists %s (part 1 §5)', async (_case, breakIt, item) => {
    const { draft } = await renderDetailsForm()
    await fillDetailsForm()
    breakIt(draft)
    await settle()
    submit()
    expect(failedItems()).toContain(item)
  })

  it('asks for confirmation, then saves into the order and goes to the summary (part 1 §2, §4)', async () => {
    const { draft, orderList, onSaved } = await renderDetailsForm()
    const uuid = draft.getSnapshot().uuid
    await fillDetailsForm()
    submit()
    const dialog = screen.getByRole('dialog', { name: 'Are your packages ready?' })
    expect(within(dialog).getByText(/09:00/)).toBeTruthy()
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Confirm' })),
    )
    expect(orderList.count()).toBe(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(onSaved).toHaveBeenCalledWith('summary')
    expect(orderList.getSnapshot().drafts.map((saved) => [saved.uuid, saved.itemName])).toEqual([
      [uuid, 'Order 1042'],
    ])
    expect(draft.getSnapshot().uuid).not.toBe(uuid)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('works the same in StrictMode, as the portal renders it', async () => {
    const { orderList, onSaved } = await renderDetailsForm({ strict: true })
    await fillDetailsForm()
    submit()
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    expect(onSaved).toHaveBeenCalledOnce()
    expect(orderList.count()).toBe(1)
  })

  it('saves nothing when the confirmation is cancelled', async () => {
    const { orderList, onSaved } = await renderDetailsForm()
    await fillDetailsForm()
    submit()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onSaved).not.toHaveBeenCalled()
    expect(orderList.count()).toBe(0)
  })

  it("reads 'Save And Go to Summary' when editing (part 1 §2)", async () => {
    const draft = locatedDraft()
    draft.load({ ...draft.getSnapshot(), isEditing: true })
    await renderDetailsForm({ draft })
    expect(screen.getByRole('button', { name: 'Save And Go to Summary' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Order Summary' })).toBeNull()
  })

  it('toggles the six size and weight buttons, each selected one with its package count (part 1 §2, §4)', async () => {
    const { draft } = await renderDetailsForm()
    const buttons = within(screen.getByRole('region', { name: 'Weight & Size Selection' })).getAllByRole(
      'button',
    )
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Small 0–10 lb',
      'Small 10–20 lb',
      'Medium 0–35 lb',
      'Medium 35–65 lb',
      'Large 0–110 lb',
      'Large 110–220 lb',
    ])
    const medium = screen.getByRole('button', { name: 'Medium 35–65 lb' })
    fireEvent.click(medium)
    await settle()
    expect(medium.getAttribute('aria-pressed')).toBe('true')
    const count = screen.getByLabelText('Packages of Medium 35–65 lb')
    fireEvent.change(count, { target: { value: '3' } })
    await settle()
    expect(draft.getSnapshot().packages).toEqual([{ sizeCategoryId: 4, weightCategoryId: 8, packages: 3 }])
    expect(draft.getSnapshot().packageCount).toBe(3)
    fireEvent.click(medium)
    await settle()
    expect(medium.getAttribute('aria-pressed')).toBe('false')
    expect(draft.getSnapshot().packages).toEqual([])
    expect(screen.queryByLabelText('Packages of Medium 35–65 lb')).toBeNull()
  })

  it('is usable from the keyboard: a size button toggles with Space (part 1 §2)', async () => {
    const { user } = await renderDetailsForm()
    const small = screen.getByRole('button', { name: 'Small 0–10 lb' })
    small.focus()
    await user.keyboard(' ')
    await settle()
    expect(small.getAttribute('aria-pressed')).toBe('true')
  })

  it('forces In-Person and disables Leave At Door for a business drop-off (part 1 §4; part 2 §4.4)', async () => {
    const { draft } = await renderDetailsForm()
    fireEvent.click(screen.getByRole('radio', { name: 'Home' }))
    await settle()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Leave At Door (Contactless)' }).checked).toBe(
      true,
    )
    fireEvent.click(screen.getByRole('radio', { name: 'Business' }))
    await settle()
    const leave = screen.getByRole<HTMLInputElement>('radio', { name: 'Leave At Door (Contactless)' })
    expect(leave.disabled).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'In-Person' }).checked).toBe(true)
    fireEvent.click(
      screen.getByRole('radio', { name: 'Age Restricted (valid ID required, otherwise returned)' }),
    )
    expect(draft.getSnapshot().dropoffMethod).toBe(2)
  })

  it('keeps the temperature options exclusive (part 1 §4)', async () => {
    const draft = locatedDraft()
    draft.setIntercity(true)
    await renderDetailsForm({ draft })
    const need = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Requires a refrigerated vehicle' })
    const noNeed = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Does not require a refrigerated vehicle',
    })
    fireEvent.click(need)
    fireEvent.click(noNeed)
    expect([need.checked, noNeed.checked]).toEqual([false, true])
    submit()
    expect(draft.getSnapshot().premiumOptions).toMatchObject({
      requireRefrigeratedVehicle: false,
      notRequireRefrigeratedVehicle: true,
    })
  })

  it('shows the insurance premium, 3% above the default, and keeps the value at the default or above (part 1 §5, §9)', async () => {
    const { draft } = await renderDetailsForm()
    const value = screen.getByLabelText<HTMLInputElement>('Insured value ($)')
    expect(value.min).toBe('100')
    expect(value.step).toBe('10')
    fireEvent.change(value, { target: { value: '250' } })
    expect(screen.getByText('Extra insurance premium (3% of the value above $100.00): $4.50')).toBeTruthy()
    fireEvent.blur(value)
    expect(draft.getSnapshot().insuranceValue).toBe(250)
    fireEvent.change(value, { target: { value: '40' } })
    fireEvent.blur(value)
    expect(draft.getSnapshot().insuranceValue).toBe(100)
    expect(value.value).toBe('100')
  })

  it('shows the trip estimate in whole minutes and km (part 1 §9)', async () => {
    await renderDetailsForm()
    expect(screen.getByText('About 21 min, 9 km')).toBeTruthy()
  })

  it('places the time and photo sections it is given', async () => {
    await renderDetailsForm({ photoSection: <p>Photo section</p> })
    expect(screen.getByText('Time section')).toBeTruthy()
    expect(screen.getByText('Photo section')).toBeTruthy()
  })

  describe('account flags (part 1 §6)', () => {
    it('hides the favourite-driver and My Fleet options when the account has neither', async () => {
      const { myFleet } = await renderDetailsForm()
      expect(screen.queryByRole('checkbox', { name: 'Offer to my favourite drivers first' })).toBeNull()
      expect(screen.queryByRole('combobox', { name: 'My Fleet' })).toBeNull()
      expect(myFleet).not.toHaveBeenCalled()
    })

    it('offers both when enabled, the fleet listed from the server', async () => {
      await renderDetailsForm({
        account: accountWith({ isFavouriteAgentEnable: true, isMyFleetEnabled: true }),
      })
      expect(screen.getByRole('checkbox', { name: 'Offer to my favourite drivers first' })).toBeTruthy()
      const fleet = screen.getByRole('combobox', { name: 'My Fleet' })
      expect(
        within(fleet)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No My Fleet driver', 'Riley Fleet', 'Sam Fleet'])
    })
  })

  describe('on a fake clock (part 1 §5, §9 debounces)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => vi.useRealTimers())

    it.each([
      ['Reference Name', 'itemName', DEBOUNCE_MS.referenceFields],
      ['Description', 'description', DEBOUNCE_MS.description],
    ] as const)('writes %s to the draft (%s) once typing pauses for %i ms', async (label, field, delay) => {
      const { draft } = await renderDetailsForm()
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'Fragile' } })
      await wait(delay - 1)
      expect(draft.getSnapshot()[field]).toBe('')
      await wait(1)
      expect(draft.getSnapshot()[field]).toBe('Fragile')
    })

    it('writes pending typing before checking, so a name typed just now counts', async () => {
      const { draft } = await renderDetailsForm()
      await fillDetailsForm()
      submit()
      expect(draft.getSnapshot().itemName).toBe('Order 1042')
      expect(screen.getByRole('dialog')).toBeTruthy()
    })

    it('writes the favourite-driver and fleet choices 500 ms after a change', async () => {
      const { draft } = await renderDetailsForm({
        account: accountWith({ isFavouriteAgentEnable: true, isMyFleetEnabled: true }),
      })
      fireEvent.click(screen.getByRole('checkbox', { name: 'Offer to my favourite drivers first' }))
      fireEvent.change(screen.getByRole('combobox', { name: 'My Fleet' }), { target: { value: '32' } })
      await wait(DEBOUNCE_MS.optionSync - 1)
      expect(draft.getSnapshot()).toMatchObject({ isAssignFavouriteDriver: false, assignMyFleetDriver: null })
      await wait(1)
      expect(draft.getSnapshot()).toMatchObject({ isAssignFavouriteDriver: true, assignMyFleetDriver: 32 })
    })

    it('writes premium options 500 ms after a change', async () => {
      const { draft } = await renderDetailsForm()
      fireEvent.click(screen.getByRole('checkbox', { name: 'Special care' }))
      await wait(DEBOUNCE_MS.optionSync - 1)
      expect(draft.getSnapshot().premiumOptions.specialCare).toBe(false)
      await wait(1)
      expect(draft.getSnapshot().premiumOptions.specialCare).toBe(true)
    })
  })
})

/** Tomorrow's windows again, after an intercity answer cleared them. */
const locatedWindows = {
  pickupOption: 1,
  pickupType: 2,
  pickupDate: '2026-11-24',
  pickupStart: 9 * 60,
  pickupEnd: 12 * 60,
  dropoffType: 2,
  dropoffDate: '2026-11-24',
  dropoffStart: 13 * 60,
  dropoffEnd: 17 * 60,
} as const
