import type { Infer } from 'superstruct'
import type { PremiumFeeDetail, PriceEstimate } from '../domain/price.ts'
import { premiumFeeField } from '../pricing/priceLabels.ts'
import { type PaymentSummaryResponse, PREMIUM_FEE_KEYS, type WirePremiumsFeeDetail } from './wire/orders.ts'

function toPremiumFeeDetail(detail: Infer<typeof WirePremiumsFeeDetail>): PremiumFeeDetail {
  return Object.fromEntries(
    PREMIUM_FEE_KEYS.map((key) => [premiumFeeField(key), detail[key]]),
  ) as unknown as PremiumFeeDetail
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
