import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { accountWith, TEST_API_CODE } from '../../test/fixtures.ts'
import { renderOnboarding } from '../../test/onboardingFixtures.ts'
import { settle } from '../../test/render.tsx'
import { AccountDetailsForm } from './AccountDetailsForm.tsx'

const NEW_ACCOUNT = accountWith({
  mobile: null,
  pickupAddress: { street: '', appt: '', city: '', province: '', postalCode: '' },
})

async function renderDetails(account = NEW_ACCOUNT, whenNext?: () => void) {
  const onNext = vi.fn(whenNext)
  const view = await renderOnboarding(<AccountDetailsForm onNext={onNext} />, { signedIn: true, account })
  const fields = {
    phone: screen.getByLabelText('Phone'),
    street: screen.getByRole('combobox', { name: 'Street address' }),
    appt: screen.getByLabelText('Suite/Appt'),
    city: screen.getByLabelText('City'),
    province: screen.getByLabelText('Province'),
    postalCode: screen.getByLabelText('Postal code'),
  }
  const next = screen.getByRole('button', { name: 'Next: Pickup hours' })
  /** Types each of `values` into its field, in the order given. */
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [name, text] of Object.entries(values)) {
      await view.user.type(fields[name as keyof typeof fields], text)
    }
  }
  return { ...view, onNext, fields, next, fill }
}

/** The messages shown under a field: the element its aria-describedby names. */
function messageUnder(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

describe('AccountDetailsForm', () => {
  it('shows the required messages word for word on an empty submit and focuses the phone (part 1 §5 Account details)', async () => {
    const { user, fields, next, onNext, client } = await renderDetails()
    await user.click(next)
    expect(messageUnder(fields.phone)).toBe('Phone number is required')
    expect(messageUnder(fields.street)).toBe('Address is required')
    expect(messageUnder(fields.appt)).toBeUndefined()
    expect(messageUnder(fields.city)).toBe('City is required')
    expect(messageUnder(fields.province)).toBe('Province is required')
    expect(messageUnder(fields.postalCode)).toBe('A postal code is required')
    expect(document.activeElement).toBe(fields.phone)
    expect(client.account.updateMobile).not.toHaveBeenCalled()
    expect(onNext).not.toHaveBeenCalled()
  })

  it("says 'Invalid entry' for digits in city or province and 'Must be a valid postal code' (part 1 §5)", async () => {
    const { user, fields, next, fill } = await renderDetails()
    await fill({
      phone: '555',
      street: '10 Jasper Ave',
      city: 'Edmonton 2',
      province: 'AB1',
      postalCode: 'T5J 3N',
    })
    await user.click(next)
    expect(messageUnder(fields.phone)).toBe('Phone number must be valid')
    expect(messageUnder(fields.city)).toBe('Invalid entry')
    expect(messageUnder(fields.province)).toBe('Invalid entry')
    expect(messageUnder(fields.postalCode)).toBe('Must be a valid postal code')
    expect(document.activeElement).toBe(fields.phone)
  })

  it('prefills what the account has saved', async () => {
    const { fields } = await renderDetails(
      accountWith({
        mobile: '7805550100',
        pickupAddress: {
          street: '10 Jasper Ave',
          appt: '4',
          city: 'Edmonton',
          province: 'AB',
          postalCode: 'T5J 3N4',
        },
      }),
    )
    expect((fields.phone as HTMLInputElement).value).toBe('7805550100')
    expect((fields.street as HTMLInputElement).value).toBe('10 Jasper Ave')
    expect((fields.appt as HTMLInputElement).value).toBe('4')
    expect((fields.postalCode as HTMLInputElement).value).toBe('T5J 3N4')
  })

  it('saves the mobile as 10 digits and the pickup location with the api code, then goes on (part 1 §2, §7; part 2 §5.6)', async () => {
    const { user, next, onNext, client, lastBody, paths, fill } = await renderDetails()
    await fill({
      phone: '(780) 555-0100',
      street: ' 10 Jasper Ave ',
      appt: '4',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J3N4',
    })
    await user.click(next)
    await settle()
    // My Account accepts only 10 digits (part 2 §5.6): a later save must not fail on a field never touched there.
    expect(client.account.updateMobile).toHaveBeenCalledWith(TEST_API_CODE, '7805550100')
    expect(lastBody(paths.updateMobile)).toMatchObject({ mobile: '7805550100' })
    expect(client.account.savePickupAddress).toHaveBeenCalledWith(TEST_API_CODE, {
      street: '10 Jasper Ave',
      appt: '4',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J3N4',
    })
    expect(lastBody(paths.pickupAddress)).toMatchObject({
      api_key: TEST_API_CODE,
      business_street_address: '10 Jasper Ave',
      business_appt_number: '4',
      business_pickup_postal_code: 'T5J3N4',
    })
    expect(onNext).toHaveBeenCalledOnce()
    expect(document.body.textContent).not.toContain(TEST_API_CODE)
  })

  it('goes on only once the account is re-fetched, so the next step sees the saved address (part 1 §2, §4 Onboarding flow)', async () => {
    const streetsSeen: (string | undefined)[] = []
    const view = await renderDetails(NEW_ACCOUNT, () => {
      streetsSeen.push(view.session.getSnapshot().account?.pickupAddress.street)
    })
    // Company info answers what the server now holds.
    vi.mocked(view.client.account.companyInfo).mockResolvedValue(
      accountWith({
        mobile: '7805550100',
        pickupAddress: {
          street: '10 Jasper Ave',
          appt: '',
          city: 'Edmonton',
          province: 'AB',
          postalCode: 'T5J 3N4',
        },
      }),
    )
    await view.fill({
      phone: '7805550100',
      street: '10 Jasper Ave',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J 3N4',
    })
    await view.user.click(view.next)
    await settle()
    expect(view.session.refreshAccount).toHaveBeenCalledOnce()
    expect(streetsSeen).toEqual(['10 Jasper Ave'])
  })

  it('offers the order forms’ address suggestions on the street; a chosen one fills city, province and postal code (issue 21)', async () => {
    const { user, fields, client } = await renderDetails()
    const addressSuggestions = vi.fn(async (_input: string) => [
      {
        placeId: 'p1',
        mainText: '10220 104 Ave NW',
        secondaryText: 'Edmonton, AB, Canada',
        description: '10220 104 Ave NW, Edmonton, AB, Canada',
      },
    ])
    const geocodeAddress = vi.fn(async () => ({
      placeId: 'p1',
      formattedAddress: '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada',
      street: '10220 104 Ave NW',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J 0H6',
      lat: 53.5437,
      lng: -113.4962,
    }))
    // The sandbox places adapter reads the client's geo calls when asked.
    Object.assign(client.geo, { addressSuggestions, geocodeAddress })
    await user.type(fields.appt, '4')
    await user.type(fields.street, '10220 104')
    await user.click(await screen.findByRole('option', { name: /10220 104 Ave NW/ }))
    await settle()
    expect(addressSuggestions).toHaveBeenLastCalledWith('10220 104')
    expect((fields.street as HTMLInputElement).value).toBe('10220 104 Ave NW')
    expect((fields.city as HTMLInputElement).value).toBe('Edmonton')
    expect((fields.province as HTMLInputElement).value).toBe('AB')
    expect((fields.postalCode as HTMLInputElement).value).toBe('T5J 0H6')
    expect((fields.appt as HTMLInputElement).value).toBe('4')
  })

  it('only logs failed saves and still goes on to the pickup hours (part 1 §8)', async () => {
    const { user, fields, next, onNext, answer, paths, logger } = await renderDetails(
      accountWith({
        mobile: '7805550100',
        pickupAddress: {
          street: '10 Jasper Ave',
          appt: '',
          city: 'Edmonton',
          province: 'AB',
          postalCode: 'T5J 3N4',
        },
      }),
    )
    answer(paths.updateMobile, 500, { message: 'Server error' })
    answer(paths.pickupAddress, 500, { message: 'Server error' })
    expect(fields.phone).toBeTruthy()
    await user.click(next)
    await settle()
    expect(logger.error).toHaveBeenCalledWith('Mobile number update failed', expect.anything())
    expect(logger.error).toHaveBeenCalledWith('Pickup address save failed', expect.anything())
    expect(screen.queryByText('Server error')).toBeNull()
    expect(onNext).toHaveBeenCalledOnce()
  })
})
