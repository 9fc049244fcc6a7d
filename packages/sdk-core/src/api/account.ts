import type { Infer } from 'superstruct'
import type { Account, AccountUpdate, PickupAddress, PickupHours } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import type { Transport } from '../http/transport.ts'
import { toSavedCard } from './cards.ts'
import { companyInfoResponse, WEEKDAYS, type WirePickupHours } from './wire/account.ts'
import { UpdateMobileResponse, WireMessageResponse } from './wire/accountUpdates.ts'
import type { ApiPaths } from './wire/names.ts'

/**
 * Account calls. The writes' failures are only logged by the screens (part 1 §8, part 2 §8); the `ApiError`
 * carries the server's message, e.g. the update-user field check's 'Please Add User First Name'.
 */
export interface AccountApi {
  /** The business account behind an api code (part 1 §7 `GET /api/user/companyInfo`). */
  companyInfo(apiCode: string): Promise<Account>
  /**
   * Saves the business user's mobile number and returns it as saved, from `savedUser.mobile` (part 1 §7
   * `PATCH /api/user/updateBusinessUsers`).
   */
  updateMobile(apiCode: string, mobile: string): Promise<string>
  /** Saves the pickup location (part 1 §7 `POST /api/user/businessPickupAddress`). */
  savePickupAddress(apiCode: string, address: PickupAddress): Promise<void>
  /**
   * Saves the weekly pickup hours (part 1 §7 `PATCH /api/user/businessPickupHours`): `{day}_start` and
   * `{day}_end` as 'HH:mm', both '' for a day with no pickups.
   */
  savePickupHours(apiCode: string, hours: PickupHours): Promise<void>
  /**
   * Saves the account form (part 2 §7 `PATCH /api/user/update-user`). Re-fetch company info afterwards, as the
   * spec does; a field the server refuses throws an `ApiError` whose message names it (part 2 §5.6).
   */
  updateUser(apiCode: string, fields: AccountUpdate): Promise<void>
}

/**
 * The company-info call alone, for clients that read the account and never write it (the order widget's):
 * `createAccountApi` is built on it.
 */
export function createCompanyInfoCall(
  transport: Transport,
  paths: ApiPaths,
  product: string,
): Pick<AccountApi, 'companyInfo'> {
  const response = companyInfoResponse(product)
  return {
    async companyInfo(apiCode) {
      const info = await transport.request({
        call: 'account.companyInfo',
        method: 'GET',
        path: paths.companyInfo,
        query: { api_key: apiCode },
        response,
        failureMessage: messages.companyInfoFailed,
        // part 1 §7: any non-200 answer is a failure.
        okStatus: 200,
      })
      return toAccount(info, product)
    },
  }
}

/** Builds the account calls; `product` names the user record's `on_hold_{product}` flag. */
export function createAccountApi(transport: Transport, paths: ApiPaths, product: string): AccountApi {
  return {
    ...createCompanyInfoCall(transport, paths, product),

    async updateMobile(apiCode, mobile) {
      const { savedUser } = await transport.request({
        call: 'account.updateMobile',
        method: 'PATCH',
        path: paths.updateMobile,
        body: { mobile: mobile.trim(), api_key: apiCode },
        response: UpdateMobileResponse,
      })
      return savedUser.mobile
    },

    async savePickupAddress(apiCode, address) {
      await transport.request({
        call: 'account.savePickupAddress',
        method: 'POST',
        path: paths.pickupAddress,
        body: {
          api_key: apiCode,
          business_appt_number: address.appt.trim(),
          business_street_address: address.street.trim(),
          business_pickup_city: address.city.trim(),
          business_pickup_province: address.province.trim(),
          business_pickup_postal_code: address.postalCode.trim(),
        },
        response: WireMessageResponse,
      })
    },

    async savePickupHours(apiCode, hours) {
      const bounds = Object.fromEntries(
        WEEKDAYS.flatMap((day) => {
          const window = hours[day]
          return [
            [`${day}_start`, window?.start ?? ''],
            [`${day}_end`, window?.end ?? ''],
          ]
        }),
      )
      await transport.request({
        call: 'account.savePickupHours',
        method: 'PATCH',
        path: paths.pickupHours,
        body: { ...bounds, api_key: apiCode },
        response: WireMessageResponse,
      })
    },

    async updateUser(apiCode, fields) {
      await transport.request({
        call: 'account.updateUser',
        method: 'PATCH',
        path: paths.updateUser,
        body: {
          api_key: apiCode,
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
          businessName: fields.businessName.trim(),
          email: fields.email.trim(),
          mobile: fields.mobile.trim(),
          billingAddress: fields.billingAddress?.trim() ?? '',
        },
        response: WireMessageResponse,
      })
    },
  }
}

type CompanyInfo = Infer<ReturnType<typeof companyInfoResponse>>

function toAccount(info: CompanyInfo, product: string): Account {
  const { user, business } = info
  return {
    email: user.email,
    mobile: user.mobile,
    firstName: user.first_name,
    lastName: user.last_name,
    businessName: business.business_name,
    billingAddress: user.billing_address,
    credit: user.credit,
    cards: info.cards.map(toSavedCard),
    hasCardOnAccount: info.cards.length > 0,
    isFavouriteAgentEnable: user.enable_favourite_agent === 1,
    isPickupAvailability: user.is_pickup_availability === 1,
    isOnHoldEnabled: user[`on_hold_${product}`] === 1,
    isMyFleetEnabled: user.enable_my_fleet === 1,
    isValetEnabled: user.valet_enabled === 1,
    isExpressEnabled: user.express_enabled === 1,
    isEFTPayment: info.is_eft_payment === 1,
    isUserCredit: info.is_use_credit === 1,
    isSundayDeliveryEnabled: info.is_sunday_delivery_enabled === 1,
    expressMaxTime: user.express_max_time ?? '16:00',
    availableTimes: info.available_times,
    mapLatLng: info.operating_region_lat_lng,
    regionTimes: { start: cutSeconds(info.region_times.open), end: cutSeconds(info.region_times.close) },
    rushDistance: user.rush_distance,
    localMinSpecialTime: user.local_min_special_time,
    intercityMinSpecialTime: user.intercity_min_special_time,
    defaultInsuranceValue: user.default_insurance_value,
    skippedDays: info.skipped_days,
    pickupAddress: {
      street: business.business_street_address ?? '',
      appt: business.business_appt_number ?? '',
      city: business.business_pickup_city ?? '',
      province: business.business_pickup_province ?? '',
      postalCode: business.business_pickup_postal_code ?? '',
    },
    pickupHours: toPickupHours(info.pickup),
  }
}

/** 'HH:mm:ss' → 'HH:mm': the last 3 characters, the seconds, are cut (part 1 §7 companyInfo). */
export function cutSeconds(time: string): string {
  return time.slice(0, -3)
}

function toPickupHours(pickup: Infer<typeof WirePickupHours>): PickupHours {
  const entries = WEEKDAYS.map((day) => {
    const open = pickup[`${day}_open`]
    const close = pickup[`${day}_close`]
    return [day, open && close ? { start: cutSeconds(open), end: cutSeconds(close) } : null] as const
  })
  return Object.fromEntries(entries) as Record<(typeof WEEKDAYS)[number], PickupHours[keyof PickupHours]>
}
