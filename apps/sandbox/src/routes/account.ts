import type { DatabaseSync } from 'node:sqlite'
import { CompanyInfoQuery, WEEKDAYS } from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import { toWireCard } from '../cards/cardStore.ts'
import { regionById, timesBetween } from '../data/regions.ts'
import { type Account, listCards, listPickupHours, listSkippedDays } from '../db/accounts.ts'
import { json, validateQuery } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

function pickupHours(db: DatabaseSync, userId: number): Record<string, string | null> {
  const pickup: Record<string, string | null> = {}
  const rows = listPickupHours(db, userId)
  WEEKDAYS.forEach((day, weekday) => {
    const row = rows.find((hours) => hours.weekday === weekday)
    pickup[`${day}_open`] = row?.open_time ?? null
    pickup[`${day}_close`] = row?.close_time ?? null
  })
  return pickup
}

/** The company-info answer (part 1 §3 'User/account', §7): flags as 0/1, money in cents. */
export function companyInfo(db: DatabaseSync, account: Account, product: string) {
  const region = regionById(account.operating_region_id)
  return {
    id: account.id,
    user: {
      email: account.email,
      mobile: account.mobile,
      first_name: account.first_name,
      last_name: account.last_name,
      credit: account.credit_cents,
      billing_address: account.billing_address,
      default_insurance_value: account.default_insurance_value,
      enable_favourite_agent: account.enable_favourite_agent,
      is_pickup_availability: account.is_pickup_availability,
      [`on_hold_${product}`]: account.on_hold,
      enable_my_fleet: account.enable_my_fleet,
      valet_enabled: account.valet_enabled,
      express_enabled: account.express_enabled,
      express_max_time: account.express_max_time,
      rush_distance: account.rush_distance,
      intercity_min_special_time: account.intercity_min_special_time,
      local_min_special_time: account.local_min_special_time,
    },
    business: {
      business_name: account.business_name,
      business_street_address: account.street_address,
      business_appt_number: account.appt_number,
      business_pickup_city: account.pickup_city,
      business_pickup_province: account.pickup_province,
      business_pickup_postal_code: account.pickup_postal_code,
    },
    cards: listCards(db, account.id).map(toWireCard),
    pickup: pickupHours(db, account.id),
    available_times: timesBetween(region.open, region.close),
    is_eft_payment: account.is_eft_payment,
    is_use_credit: account.is_use_credit,
    is_sunday_delivery_enabled: account.is_sunday_delivery_enabled,
    operating_region_lat_lng: { lat: region.lat, lng: region.lng },
    region_times: { open: region.open, close: region.close },
    skipped_days: listSkippedDays(db),
  }
}

/** Account calls: company info (part 1 §7). */
export function createAccountRoutes({ db, names, paths }: App): Route[] {
  return [
    {
      method: 'GET',
      path: paths.companyInfo,
      handler(ctx) {
        const { api_key } = validateQuery(ctx.query, CompanyInfoQuery)
        return json(200, companyInfo(db, requireAccount(db, api_key), names.product))
      },
    },
  ]
}
