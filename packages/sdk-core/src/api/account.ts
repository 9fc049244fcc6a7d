import type { Infer } from 'superstruct'
import type { Account, PickupHours } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import type { Transport } from '../http/transport.ts'
import { companyInfoResponse, WEEKDAYS, type WirePickupHours } from './wire/account.ts'
import type { ApiPaths } from './wire/names.ts'

/** Account calls. */
export interface AccountApi {
  /** The business account behind an api code (part 1 §7 `GET /api/user/companyInfo`). */
  companyInfo(apiCode: string): Promise<Account>
}

/** Builds the account calls; `product` names the user record's `on_hold_{product}` flag. */
export function createAccountApi(transport: Transport, paths: ApiPaths, product: string): AccountApi {
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
      })
      return toAccount(info, product)
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
    cards: info.cards.map((card) => ({
      cardId: card.card_id,
      name: card.name,
      number: card.number,
      expiryMonth: card.expiry_month,
      expiryYear: card.expiry_year,
    })),
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
