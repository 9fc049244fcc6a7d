import type { Infer } from 'superstruct'
import type { PremiumFeeDetail, PriceEstimate } from '../domain/price.ts'
import type { PaymentSummaryResponse, WirePremiumsFeeDetail } from './wire/orders.ts'

function toPremiumFeeDetail(detail: Infer<typeof WirePremiumsFeeDetail>): PremiumFeeDetail {
  return {
    ageRestrictedFeeCents: detail.age_restricted_fee,
    inpersonConfirmationFeeCents: detail.inperson_confirmation_fee,
    packageCountFeeCents: detail.package_count_fee,
    refrigeratedVehicleFeeCents: detail.refrigerated_vehicle_fee,
    specialCareFeeCents: detail.special_care_fee,
    doSpecialTimeFeeCents: detail.do_special_time_fee,
    insuranceFeeCents: detail.insurance_fee,
    dropOffFeeCents: detail.drop_off_fee,
    pickUpFeeCents: detail.pick_up_fee,
    multiTripFeeCents: detail.multi_trip_fee,
    loadNeedsFeeCents: detail.load_needs_fee,
    unloadNeedsFeeCents: detail.unload_needs_fee,
    returningAnItemFeeCents: detail.returning_an_item_fee,
    alcoholDeliveryFeeCents: detail.alcohol_delivery_fee,
    favouriteDriverFeeCents: detail.favourite_driver_fee,
  }
}

/** The payment summary in the SDK's terms (part 1 §3 'Priced order result', part 2 §3.11): cents stay cents. */
export function toPriceEstimate(price: Infer<typeof PaymentSummaryResponse>): PriceEstimate {
  return {
    uuid: price.uuid,
    deliveryFeeCents: price.delivery_fee,
    premiumsFeeCents: price.premiums_fee,
    premiumsFeeDetail: toPremiumFeeDetail(price.premiums_fee_detail),
    serviceAdminFeeCents: price.service_admin_fee,
    subTotalCents: price.sub_total,
    gstRate: price.gst_rate,
    pstRate: price.pst_rate,
    taxesCents: price.taxes,
    appliedCreditCents: price.applied_credit,
    feeCents: price.fee,
    totalCents: price.billable_amount,
    promoAmountCents: price.promo_amount,
    sweetenAmountCents: price.sweeten_amount,
    isSweetenDeal: price.is_sweeten_deal === 1,
    customPricing: price.custom_pricing === 1,
    distanceMetres: price.distance,
    durationSeconds: price.duration,
    polyline: price.polyline,
    route: price.coordinates.polyline.map(({ lat, lng }) => ({ lat, lng })),
    pickup: { lat: price.pickup_latitude, lng: price.pickup_longitude },
    dropoff: { lat: price.dropoff_latitude, lng: price.dropoff_longitude },
    deliverWindow: price.deliver_window,
  }
}
