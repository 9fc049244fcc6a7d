import { act, screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { ApiError } from '@waybill/sdk-core'
import type { OrderDraftStore, TripLookupState } from '@waybill/sdk-core/order'
import { describe, expect, it, vi } from 'vitest'
import { CONTACTS } from '../../test/contactsFixtures.ts'
import {
  heldZoneChecks,
  newOrderDraft,
  type OrderFake,
  type RenderOrderOptions,
  renderOrder,
} from '../../test/orderFixtures.ts'
import { settle } from '../../test/render.tsx'
import { useStore } from '../provider/useStore.ts'
import { CONTACT_PICKER_LOG, LocationDetails } from './LocationDetails.tsx'
import { useTripLookup } from './useTripLookup.ts'

const timeOptionCount = (state: TripLookupState) => state.timeOptions.length

/** The owner of the order form: keeps the trip lookup, shows Location details or the next step. */
function OrderSteps({
  draft,
  step,
  onNext,
}: {
  draft: OrderDraftStore
  step: 'location' | 'times'
  onNext: () => void
}) {
  const tripLookup = useTripLookup(draft)
  const count = useStore(tripLookup, timeOptionCount)
  if (step === 'times') return <p>{`${count} time options`}</p>
  return <LocationDetails draft={draft} tripLookup={tripLookup} onNext={onNext} />
}

const CHECK = 'Please Check Your Data'
const INTERCITY_DOWN = 'Intercity is not available at the moment.'
const NO_TIMES = 'No Times Available Based On The Locations And Date Selected'

async function renderLocation(prepare?: (fake: OrderFake) => void, options?: RenderOrderOptions) {
  const onNext = vi.fn()
  const view = await renderOrder(
    (draft) => <OrderSteps draft={draft} step="location" onNext={onNext} />,
    prepare,
    options,
  )
  const pickup = screen.getByRole('region', { name: 'Pickup Information' })
  const dropoff = screen.getByRole('region', { name: 'Drop off Information' })
  return { ...view, onNext, pickup, dropoff }
}

async function pick(user: UserEvent, block: HTMLElement, name: string) {
  const picker = within(block).getByRole('combobox', { name: 'Saved contact' })
  await user.selectOptions(picker, within(picker).getByRole('option', { name }))
  await settle()
}

const next = () => screen.getByRole('button', { name: 'Next' })

describe('LocationDetails (part 1 §2 Location details)', () => {
  it('fills a block from a picked contact (part 1 §2)', async () => {
    const { user, pickup } = await renderLocation()
    await pick(user, pickup, 'Northside Florist')
    expect(within(pickup).getByLabelText<HTMLInputElement>('Name').value).toBe('Northside Florist')
    expect(within(pickup).getByRole<HTMLInputElement>('combobox', { name: 'Address' }).value).toBe(
      '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada',
    )
    expect(within(pickup).getByLabelText<HTMLInputElement>('Email').value).toBe('shop@northside.test')
  })

  it("shows 'Please Check Your Data' under an invalid block on Next, and focuses its first invalid field (part 1 §2, §8)", async () => {
    const { user, pickup, dropoff, onNext } = await renderLocation()
    await pick(user, pickup, 'Northside Florist')
    expect(screen.queryByText(CHECK)).toBeNull()
    await user.click(next())
    expect(onNext).not.toHaveBeenCalled()
    expect(within(dropoff).getByRole('alert').textContent).toBe(CHECK)
    expect(within(pickup).queryByText(CHECK)).toBeNull()
    expect(document.activeElement).toBe(within(dropoff).getByLabelText('Name'))
    await pick(user, dropoff, 'Dana Scully')
    expect(screen.queryByText(CHECK)).toBeNull()
  })

  it('goes on only when both sides are valid (part 1 §2, §5 a side is valid only if …)', async () => {
    const { user, pickup, dropoff, onNext } = await renderLocation()
    await pick(user, pickup, 'Northside Florist')
    await pick(user, dropoff, 'Dana Scully')
    await user.clear(within(dropoff).getByLabelText('Email'))
    await user.click(next())
    expect(onNext).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(within(dropoff).getByLabelText('Email'))
    await user.type(within(dropoff).getByLabelText('Email'), 'dana@example.test')
    await user.click(next())
    expect(onNext).toHaveBeenCalledOnce()
  })

  it('waits for a chosen address still being checked, then goes on (part 1 §2, §5 serviced zone)', async () => {
    let zone: ReturnType<typeof heldZoneChecks> | undefined
    const { user, pickup, dropoff, onNext } = await renderLocation((fake) => {
      zone = heldZoneChecks(fake)
    })
    await pick(user, pickup, 'Northside Florist')
    await pick(user, dropoff, 'Dana Scully')
    const address = within(dropoff).getByRole('combobox', { name: 'Address' })
    await user.clear(address)
    await user.type(address, '10150')
    await user.click(await screen.findByRole('option', { name: /10150 100 St NW/ }))
    await user.click(next())
    expect(onNext).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('Checking the address…')
    expect(screen.queryByText(CHECK)).toBeNull()
    zone?.answer()
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledOnce())
  })

  it("shows the server's message in the 'Notification' modal when the time options fail (part 1 §8)", async () => {
    const { user, pickup, dropoff, geo } = await renderLocation((fake) =>
      fake.geo.customTimes.mockRejectedValue(new ApiError('geo.customTimes', 422, INTERCITY_DOWN)),
    )
    await pick(user, pickup, 'Northside Florist')
    await pick(user, dropoff, '<img src=x onerror=alert(1)>')
    const dialog = await screen.findByRole('dialog', { name: 'Notification' })
    expect(geo.customTimes).toHaveBeenCalledWith(expect.any(String), { lat: 53.5461, lng: -113.4938 }, true)
    expect(within(dialog).getByText(INTERCITY_DOWN)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("shows 'No Times Available Based On The Locations And Date Selected' for an empty list (part 1 §8)", async () => {
    const { user, pickup, dropoff } = await renderLocation((fake) =>
      fake.geo.customTimes.mockResolvedValue([]),
    )
    await pick(user, pickup, 'Northside Florist')
    await pick(user, dropoff, 'Dana Scully')
    const dialog = await screen.findByRole('dialog', { name: 'Notification' })
    expect(within(dialog).getByText(NO_TIMES)).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('clears the dates and reloads the time options when the trip turns intercity (part 1 §4)', async () => {
    const { user, pickup, dropoff, draft, geo } = await renderLocation()
    await pick(user, pickup, 'Northside Florist')
    await pick(user, dropoff, 'Dana Scully')
    expect(draft.getSnapshot()).toMatchObject({ isIntercity: false, distance: 8300, duration: 1250 })
    act(() => {
      draft.setPickupDate('2026-11-24')
      draft.setDropoffDate('2026-11-24')
    })
    await pick(user, dropoff, '<img src=x onerror=alert(1)>')
    expect(draft.getSnapshot()).toMatchObject({ isIntercity: true, pickupDate: null, dropoffDate: null })
    expect(geo.customTimes).toHaveBeenLastCalledWith(expect.any(String), expect.anything(), true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks the server once for a draft opened with both sides located, in StrictMode too (part 1 §7)', async () => {
    const draft = newOrderDraft()
    const [florist, dana] = CONTACTS
    if (!florist || !dana) throw new Error('contacts expected')
    draft.pickContact('pickup', florist)
    draft.pickContact('dropoff', dana)
    const { geo } = await renderLocation(undefined, { strict: true, draft })
    await settle()
    expect(geo.isIntercity).toHaveBeenCalledOnce()
    expect(geo.timeDistance).toHaveBeenCalledOnce()
    expect(geo.customTimes).toHaveBeenCalledOnce()
    expect(draft.getSnapshot()).toMatchObject({ distance: 8300, isIntercity: false })
  })

  it('loads the saved contacts once for both pickers, in StrictMode too (part 1 §7)', async () => {
    const { contacts, pickup, dropoff } = await renderLocation(undefined, { strict: true })
    expect(contacts.list).toHaveBeenCalledOnce()
    expect(within(pickup).getByRole('option', { name: 'Northside Florist' })).toBeTruthy()
    expect(within(dropoff).getByRole('option', { name: 'Dana Scully' })).toBeTruthy()
  })

  it('only logs a failed contacts load and offers no contact (part 1 §8)', async () => {
    const failure = new Error('offline')
    const { logger, pickup } = await renderLocation((fake) =>
      fake.contacts.list.mockRejectedValueOnce(failure),
    )
    expect(logger.error).toHaveBeenCalledWith(CONTACT_PICKER_LOG, failure)
    expect(
      within(pickup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a saved contact'])
  })

  it("shares the owner's trip lookup with the next step and asks nothing again on a return (part 1 §4, §7)", async () => {
    const { user, pickup, dropoff, geo, draft, rerender, onNext } = await renderLocation()
    await pick(user, pickup, 'Northside Florist')
    await pick(user, dropoff, 'Dana Scully')
    expect(geo.customTimes).toHaveBeenCalledOnce()
    rerender(<OrderSteps draft={draft} step="times" onNext={onNext} />)
    expect(screen.getByText('1 time options')).toBeTruthy()
    rerender(<OrderSteps draft={draft} step="location" onNext={onNext} />)
    await settle()
    expect(geo.isIntercity).toHaveBeenCalledOnce()
    expect(geo.timeDistance).toHaveBeenCalledOnce()
    expect(geo.customTimes).toHaveBeenCalledOnce()
  })
})
