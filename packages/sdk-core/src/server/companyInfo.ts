import { type Infer, validate } from 'superstruct'
import { companyInfoResponse, WEEKDAYS } from '../api/wire/account.ts'

type CompanyInfo = Infer<ReturnType<typeof companyInfoResponse>>

/** The user record's fields the widget needs: flags, time settings and the default insurance. */
const USER_KEPT = [
  'default_insurance_value',
  'enable_favourite_agent',
  'is_pickup_availability',
  'enable_my_fleet',
  'valet_enabled',
  'express_enabled',
  'express_max_time',
  'rush_distance',
  'intercity_min_special_time',
  'local_min_special_time',
] as const

/**
 * The company-info answer as the widget may see it (issue 9 'Secrets never reach the browser'): the account's
 * flags, business name, pickup address, pickup hours and time settings, default insurance and region; never its
 * cards, credit, billing address, the business user's email, mobile or name, nor any field the wire schema does
 * not list (an api code included). Built from an allow-list, so a field the server adds later stays out. Dropped
 * fields get neutral values (empty list, 0, null, ''), so the answer still matches the wire schema. Returns
 * undefined when the upstream answer does not match it.
 *
 * @example
 * ```ts
 * const filtered = filterCompanyInfo(JSON.parse(upstreamText), 'delivery')
 * // filtered.cards → [], filtered.user.credit → 0, filtered.user.email → ''
 * ```
 */
export function filterCompanyInfo(answer: unknown, product: string): CompanyInfo | undefined {
  const [failure, info] = validate(answer, companyInfoResponse(product))
  if (failure) return undefined
  const onHoldKey = `on_hold_${product}` as const
  const user = Object.fromEntries(USER_KEPT.map((key) => [key, info.user[key]]))
  const { business } = info
  return {
    user: {
      ...user,
      [onHoldKey]: info.user[onHoldKey],
      email: '',
      mobile: null,
      first_name: '',
      last_name: '',
      credit: 0,
      billing_address: null,
    } as CompanyInfo['user'],
    business: {
      business_name: business.business_name,
      business_street_address: business.business_street_address,
      business_appt_number: business.business_appt_number,
      business_pickup_city: business.business_pickup_city,
      business_pickup_province: business.business_pickup_province,
      business_pickup_postal_code: business.business_pickup_postal_code,
    },
    cards: [],
    pickup: Object.fromEntries(
      WEEKDAYS.flatMap((day) => [
        [`${day}_open`, info.pickup[`${day}_open`]],
        [`${day}_close`, info.pickup[`${day}_close`]],
      ]),
    ) as CompanyInfo['pickup'],
    available_times: [...info.available_times],
    is_eft_payment: info.is_eft_payment,
    // Whether credit pays first is billing: the proxy applies credit itself when it charges.
    is_use_credit: 0,
    is_sunday_delivery_enabled: info.is_sunday_delivery_enabled,
    operating_region_lat_lng: {
      lat: info.operating_region_lat_lng.lat,
      lng: info.operating_region_lat_lng.lng,
    },
    region_times: { open: info.region_times.open, close: info.region_times.close },
    skipped_days: {
      local: [...info.skipped_days.local],
      intercity: [...info.skipped_days.intercity],
      valet: [...info.skipped_days.valet],
    },
  }
}
