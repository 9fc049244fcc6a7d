import type { PremiumFeeDetail } from '@waybill/sdk-core'
import { PREMIUM_FEE_KEYS, type PremiumFeeKey } from '../api/wire/orders.ts'

/** A premium fee of a price estimate, by its `PremiumFeeDetail` key (part 2 §3.11 premiums_fee_detail). */
export type PremiumFeeField = keyof PremiumFeeDetail

/** A line of a price breakdown: the delivery fee, one premium, the service/admin fee, taxes or credit. */
export type PriceLineKey = 'deliveryFee' | PremiumFeeField | 'serviceAdminFee' | 'taxes' | 'credit'

/**
 * The `PremiumFeeDetail` field of a premiums_fee_detail key (part 2 §3.11).
 *
 * @example
 * ```ts
 * premiumFeeField('age_restricted_fee') // 'ageRestrictedFeeCents'
 * ```
 */
export function premiumFeeField(key: PremiumFeeKey): PremiumFeeField {
  return `${key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}Cents` as PremiumFeeField
}

/** The premium fields in the order the breakdown lists them: the order of part 2 §3.11. */
export const PREMIUM_FEE_FIELDS: readonly PremiumFeeField[] = PREMIUM_FEE_KEYS.map(premiumFeeField)

/**
 * The label of every price line and of the total. The spec names the fields but gives no labels (part 2 §3.11):
 * these are our words (docs/decisions/pricing-and-payment.md#pricing).
 *
 * A label table like `ORDER_STATUS_LABELS`: our words (the spec names only the keys), see
 * docs/decisions/pricing-and-payment.md#pricing.
 */
export const PRICE_LINE_LABELS: Readonly<Record<PriceLineKey | 'total', string>> = {
  deliveryFee: 'Delivery fee',
  ageRestrictedFeeCents: 'Age-restricted delivery',
  inpersonConfirmationFeeCents: 'In-person confirmation',
  packageCountFeeCents: 'Extra packages',
  refrigeratedVehicleFeeCents: 'Refrigerated vehicle',
  specialCareFeeCents: 'Special care',
  doSpecialTimeFeeCents: 'Special drop-off time',
  insuranceFeeCents: 'Extra insurance',
  dropOffFeeCents: 'Express or urgent drop-off',
  pickUpFeeCents: 'Rush pickup',
  multiTripFeeCents: 'Extra trips',
  loadNeedsFeeCents: 'Loading help',
  unloadNeedsFeeCents: 'Unloading help',
  returningAnItemFeeCents: 'Returning an item',
  alcoholDeliveryFeeCents: 'Alcohol delivery',
  favouriteDriverFeeCents: 'Favourite driver',
  serviceAdminFee: 'Service & admin fee',
  taxes: 'Taxes',
  credit: 'Credit applied',
  total: 'Total',
}
