import type { PremiumFeeDetail } from '../domain/price.ts'

/** A premium fee of a price estimate, by its `PremiumFeeDetail` key (part 2 §3.11 premiums_fee_detail). */
export type PremiumFeeField = keyof PremiumFeeDetail

/** A line of a price breakdown: the delivery fee, one premium, the service/admin fee, taxes or credit. */
export type PriceLineKey = 'deliveryFee' | PremiumFeeField | 'serviceAdminFee' | 'taxes' | 'credit'

/**
 * The premium keys in the order the breakdown lists them: the order of part 2 §3.11.
 */
export const PREMIUM_FEE_KEYS: readonly PremiumFeeField[] = [
  'ageRestrictedFeeCents',
  'inpersonConfirmationFeeCents',
  'packageCountFeeCents',
  'refrigeratedVehicleFeeCents',
  'specialCareFeeCents',
  'doSpecialTimeFeeCents',
  'insuranceFeeCents',
  'dropOffFeeCents',
  'pickUpFeeCents',
  'multiTripFeeCents',
  'loadNeedsFeeCents',
  'unloadNeedsFeeCents',
  'returningAnItemFeeCents',
  'alcoholDeliveryFeeCents',
  'favouriteDriverFeeCents',
]

/**
 * The label of every price line and of the total. The spec names the fields but gives no labels (part 2 §3.11):
 * these are our words (docs/decisions.md 'Pricing').
 *
 * PROPOSED CATALOGUE ENTRIES: local until `domain/messages.ts` takes them (keys `price*`).
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
