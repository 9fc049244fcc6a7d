import { describe, expect, it } from 'vitest'
import { PRICES, type PricedOrder, priceOrder } from './pricing.ts'

const EDMONTON = { lat: 53.5461, lng: -113.4938 }
const WEST_EDMONTON = { lat: 53.5225, lng: -113.6242 }
const CALGARY = { lat: 51.051, lng: -114.076 }
const ACCOUNT = { default_insurance_value: 100, credit_cents: 0, is_use_credit: 0 }

function order(overrides: Partial<PricedOrder> = {}, to = WEST_EDMONTON): PricedOrder {
  return {
    is_delivery_webapp: 1,
    uuid: 'u',
    timezone: 'America/Edmonton',
    pickup_name: 'A',
    pickup_address: 'a',
    pickup_phonenumber: '',
    pickup_email: '',
    pickup_latitude: EDMONTON.lat,
    pickup_longitude: EDMONTON.lng,
    dropoff_name: 'B',
    dropoff_address: 'b',
    dropoff_phonenumber: '',
    dropoff_email: '',
    dropoff_latitude: to.lat,
    dropoff_longitude: to.lng,
    item_name: 'x',
    description: '',
    size_category_id: 1,
    weight_category_id: 1,
    package_count: 1,
    pickup_type: 2,
    pickup_early_datetime: '2026-11-23 10:00:00',
    pickup_later_datetime: '2026-11-23 12:00:00',
    dropoff_type: 2,
    dropoff_early_datetime: '2026-11-23 12:00:00',
    dropoff_later_datetime: '2026-11-23 16:00:00',
    is_intercity: 0,
    ...overrides,
  }
}

describe('priceOrder (docs/contract/orders.md, part 2 §9)', () => {
  it('charges the local base of the size tier plus 85¢ per started km beyond 5 km', () => {
    const small = priceOrder(order(), ACCOUNT)
    const km = Math.ceil(small.distanceMetres / 1000)
    expect(km).toBe(12)
    expect(small.deliveryFee).toBe(1200 + 7 * 85)
    expect(priceOrder(order({ size_category_id: 4 }), ACCOUNT).deliveryFee).toBe(1800 + 7 * 85)
    expect(priceOrder(order({ size_category_id: 6 }), ACCOUNT).deliveryFee).toBe(2800 + 7 * 85)
  })

  it('prices a trip between zones as intercity, whatever the payload says', () => {
    const price = priceOrder(order({ is_intercity: 0 }, CALGARY), ACCOUNT)
    expect(price.intercity).toBe(true)
    expect(price.deliveryFee).toBe(4500 + Math.ceil(price.distanceMetres / 1000) * 30)
  })

  it.each([
    ['special_care', { special_care: 1 }, 'special_care_fee', 500],
    ['load_needs', { load_needs: 1 }, 'load_needs_fee', 1000],
    ['unload_needs', { unload_needs: 1 }, 'unload_needs_fee', 1000],
    ['alcohol_delivery', { alcohol_delivery: 1 }, 'alcohol_delivery_fee', 500],
    ['require_refrigerated_vehicle', { require_refrigerated_vehicle: 1 }, 'refrigerated_vehicle_fee', 2500],
    [
      'not_require_refrigerated_vehicle',
      { not_require_refrigerated_vehicle: 1 },
      'refrigerated_vehicle_fee',
      0,
    ],
    [
      'require_in_person_confirmation',
      { require_in_person_confirmation: 1 },
      'inperson_confirmation_fee',
      200,
    ],
    ['is_age_restricted', { is_age_restricted: 1 }, 'age_restricted_fee', 400],
    ['do_special_time', { do_special_time: 1 }, 'do_special_time_fee', 800],
    ['3 packages', { package_count: 3 }, 'package_count_fee', 600],
    ['is_express', { is_express: 1 }, 'drop_off_fee', 1500],
    ['an urgent drop-off (type 5)', { dropoff_type: 5 }, 'drop_off_fee', 1000],
    ['a rush pickup (type 3)', { pickup_type: 3 }, 'pick_up_fee', 1000],
    ['a favourite driver', { is_assign_favourite_driver: 1 }, 'favourite_driver_fee', 300],
    ['$250.50 insured, $100 included', { insurance_value: 250.5 }, 'insurance_fee', 452],
    ['less insured than included', { insurance_value: 50 }, 'insurance_fee', 0],
  ] as const)('%s costs its premium fee', (_, overrides, key, cents) => {
    const price = priceOrder(order(overrides), ACCOUNT)
    expect(price.premiumsFeeDetail[key]).toBe(cents)
    expect(price.premiumsFee).toBe(cents)
  })

  it('charges a second trip as a second delivery fee (multi_trip_fee)', () => {
    const price = priceOrder(order({ number_of_trip: 2 }), ACCOUNT)
    expect(price.premiumsFeeDetail.multi_trip_fee).toBe(price.deliveryFee)
  })

  it('adds the service fee, then GST 5% and no PST, rounded to the cent', () => {
    const price = priceOrder(order({ special_care: 1 }), ACCOUNT)
    expect(price.subTotal).toBe(price.deliveryFee + 500 + PRICES.serviceAdmin)
    expect(price.taxes).toBe(Math.round(price.subTotal * 0.05))
    expect(price.fee).toBe(price.subTotal + price.taxes)
    expect(price.billableAmount).toBe(price.fee)
  })

  it('applies credit first, never more than the fee, only when the account uses credit', () => {
    const some = priceOrder(order(), { ...ACCOUNT, credit_cents: 500, is_use_credit: 1 })
    expect([some.appliedCredit, some.billableAmount]).toEqual([500, some.fee - 500])
    const plenty = priceOrder(order(), { ...ACCOUNT, credit_cents: 1_000_000, is_use_credit: 1 })
    expect([plenty.appliedCredit, plenty.billableAmount]).toEqual([plenty.fee, 0])
    expect(priceOrder(order(), { ...ACCOUNT, credit_cents: 500, is_use_credit: 0 }).appliedCredit).toBe(0)
  })
})
