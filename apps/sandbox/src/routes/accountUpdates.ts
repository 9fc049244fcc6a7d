import {
  PickupAddressRequest,
  PickupHoursRequest,
  UpdateMobileRequest,
  UpdateUserRequest,
  WEEKDAYS,
} from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import { findAccountByEmail } from '../db/accounts.ts'
import {
  type PickupDay,
  savePickupDays,
  savePickupLocation,
  tenDigitMobile,
  updateMobile,
  updateProfile,
} from '../db/accountWrites.ts'
import { HttpError, json, validateBody } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/

/** The account form's checks, in the form's order, with its messages (part 2 §5.6). */
const PROFILE_CHECKS = [
  ['firstName', (value: string) => value.length >= 1 && value.length <= 191, 'Please Add User First Name'],
  ['lastName', (value: string) => value.length >= 1 && value.length <= 191, 'Please Add User Last Name'],
  [
    'businessName',
    (value: string) => value.length >= 1 && value.length <= 191,
    'Please Add User Business Name',
  ],
  [
    'email',
    (value: string) => value.length <= 191 && EMAIL.test(value),
    'Please Add User E-mail & Verify Format',
  ],
  ['mobile', (value: string) => /^\d{10}$/.test(value), 'Please Add User Mobile Only 10 Digits Are Accepted'],
] as const

/** Pickup hours per day from the form's `{day}_start`/`{day}_end` ('HH:mm', both '' for no pickups). */
function pickupDays(body: Record<string, string>): PickupDay[] {
  return WEEKDAYS.map((day, weekday) => {
    const start = body[`${day}_start`] ?? ''
    const end = body[`${day}_end`] ?? ''
    if (start === '' && end === '') return { weekday, open: null, close: null }
    if (start === '' || end === '') {
      throw new HttpError(422, `The ${day}_start and ${day}_end fields must both be set, or both be empty.`)
    }
    if (end <= start) throw new HttpError(422, `The ${day}_end field must be after ${day}_start.`)
    return { weekday, open: `${start}:00`, close: `${end}:00` }
  })
}

/** Account writes: mobile, pickup address, pickup hours (part 1 §7) and the account form (part 2 §7). */
export function createAccountUpdateRoutes({ db, paths }: App): Route[] {
  return [
    {
      method: 'PATCH',
      path: paths.updateMobile,
      async handler(ctx) {
        const { mobile, api_key } = validateBody(await ctx.readJson(), UpdateMobileRequest)
        const account = requireAccount(db, api_key)
        const saved = tenDigitMobile(mobile)
        updateMobile(db, account.id, saved)
        const savedUser = {
          id: account.id,
          email: account.email,
          first_name: account.first_name,
          last_name: account.last_name,
          mobile: saved,
        }
        return json(200, { message: 'ok', savedUser })
      },
    },
    {
      method: 'POST',
      path: paths.pickupAddress,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), PickupAddressRequest)
        const account = requireAccount(db, body.api_key)
        const appt = body.business_appt_number.trim()
        savePickupLocation(db, account.id, {
          street: body.business_street_address.trim(),
          appt: appt === '' ? null : appt,
          city: body.business_pickup_city.trim(),
          province: body.business_pickup_province.trim(),
          postalCode: body.business_pickup_postal_code.trim().toUpperCase(),
        })
        return json(200, { message: 'ok' })
      },
    },
    {
      method: 'PATCH',
      path: paths.pickupHours,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), PickupHoursRequest)
        const account = requireAccount(db, body.api_key)
        savePickupDays(db, account.id, pickupDays(body))
        return json(200, { message: 'ok' })
      },
    },
    {
      method: 'PATCH',
      path: paths.updateUser,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), UpdateUserRequest)
        const account = requireAccount(db, body.api_key)
        const fields = {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          businessName: body.businessName.trim(),
          email: body.email.trim(),
          mobile: body.mobile.trim(),
        }
        for (const [field, valid, message] of PROFILE_CHECKS) {
          if (!valid(fields[field])) throw new HttpError(422, message)
        }
        const billingAddress = body.billingAddress?.trim() ?? ''
        if (billingAddress.length > 191) {
          throw new HttpError(422, 'The billingAddress field may not be greater than 191 characters.')
        }
        const owner = findAccountByEmail(db, fields.email)
        if (owner && owner.id !== account.id) throw new HttpError(422, 'The email has already been taken.')
        updateProfile(db, account.id, {
          ...fields,
          billingAddress: billingAddress === '' ? null : billingAddress,
        })
        return json(200, { message: 'ok' })
      },
    },
  ]
}
