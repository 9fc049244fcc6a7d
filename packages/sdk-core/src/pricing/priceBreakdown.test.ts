import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PremiumFeeDetail, PriceEstimate } from '../domain/price.ts'
import { availableCredit, orderTotal, priceBreakdown, taxesCents } from './priceBreakdown.ts'
import { PREMIUM_FEE_FIELDS, PRICE_LINE_LABELS } from './priceLabels.ts'

const NO_PREMIUMS = Object.fromEntries(
  PREMIUM_FEE_FIELDS.map((key) => [key, 0]),
) as unknown as PremiumFeeDetail

/** An estimate whose server figures follow the formula, as the sandbox prices it. */
function estimate(parts: {
  delivery: number
  premiums?: Partial<PremiumFeeDetail>
  service?: number
  credit?: number
  gst?: number
  pst?: number
}): PriceEstimate {
  const detail = { ...NO_PREMIUMS, ...parts.premiums }
  const premiums = Object.values(detail).reduce((sum, cents) => sum + cents, 0)
  const service = parts.service ?? 150
  const subTotal = parts.delivery + premiums + service
  const gst = parts.gst ?? 5
  const pst = parts.pst ?? 0
  const taxes = Math.round((subTotal * (gst + pst)) / 100)
  const credit = Math.min(parts.credit ?? 0, subTotal + taxes)
  return {
    uuid: 'u-1',
    deliveryFeeCents: parts.delivery,
    premiumsFeeCents: premiums,
    premiumsFeeDetail: detail,
    serviceAdminFeeCents: service,
    subTotalCents: subTotal,
    gstRate: gst,
    pstRate: pst,
    taxesCents: taxes,
    appliedCreditCents: credit,
    feeCents: subTotal + taxes,
    totalCents: subTotal + taxes - credit,
    promoAmountCents: 0,
    sweetenAmountCents: 0,
    isSweetenDeal: false,
    customPricing: false,
    distanceMetres: 8000,
    durationSeconds: 900,
    polyline: '',
    route: [],
    pickup: { lat: 53.54, lng: -113.5 },
    dropoff: { lat: 53.55, lng: -113.49 },
    deliverWindow: '10:00 - 12:00',
  }
}

describe('priceBreakdown', () => {
  it('lists delivery, each non-zero premium, service/admin and taxes, and totals them (part 2 §3.11, §9)', () => {
    const result = priceBreakdown(
      estimate({ delivery: 1455, premiums: { specialCareFeeCents: 500, insuranceFeeCents: 452 } }),
    )
    expect(result.lines.map((line) => [line.label, line.cents])).toEqual([
      ['Delivery fee', 1455],
      ['Special care', 500],
      ['Extra insurance', 452],
      ['Service & admin fee', 150],
      ['Taxes', 128],
    ])
    expect(result.subTotalCents).toBe(2557)
    expect(result.totalCents).toBe(2557 + 128)
    expect(result.discrepancies).toEqual([])
  })

  it('labels every one of the 15 premiums_fee_detail keys, each differently (part 2 §3.11)', () => {
    expect(PREMIUM_FEE_FIELDS).toHaveLength(15)
    const labels = PREMIUM_FEE_FIELDS.map((key) => PRICE_LINE_LABELS[key])
    expect(new Set(labels).size).toBe(15)
    for (const label of labels) expect(label).toMatch(/^[A-Z]/)
  })

  it.each(PREMIUM_FEE_FIELDS)(
    'shows the premium %s as its own line when it is not zero (part 2 §3.11)',
    (key) => {
      const lines = priceBreakdown(estimate({ delivery: 1200, premiums: { [key]: 300 } })).lines
      expect(lines.filter((line) => line.key === key)).toEqual([
        { key, label: PRICE_LINE_LABELS[key], cents: 300 },
      ])
    },
  )

  it.each([
    [10000, 5, 0, 500],
    [1050, 5, 0, 53],
    [1049, 5, 0, 52],
    [1999, 5, 7, 240],
    [10001, 5, 9.975, 1498],
    [0, 5, 0, 0],
  ])(
    'taxes on %i cents at GST %s and PST %s percent are %i: sub_total × (gst + pst) / 100, half up (part 2 §9)',
    (sub, gst, pst, taxes) => {
      expect(taxesCents(sub, gst, pst)).toBe(taxes)
    },
  )

  it('subtracts the credit last and shows it as a negative line: total = … + taxes − credit (part 2 §9)', () => {
    const result = priceBreakdown(estimate({ delivery: 1850, credit: 9999 }), 500)
    expect(result.lines.at(-1)).toEqual({ key: 'credit', label: 'Credit applied', cents: -500 })
    expect(result.feeCents).toBe(2100)
    expect(result.totalCents).toBe(1600)
  })

  it('never lets the credit make a delivery negative (part 2 §9 credit before card)', () => {
    const result = priceBreakdown(estimate({ delivery: 1000 }), 99_999)
    expect(result.creditCents).toBe(result.feeCents)
    expect(result.totalCents).toBe(0)
  })

  it('shows the formula and reports the server figures that disagree with it (part 2 §9)', () => {
    const server = { ...estimate({ delivery: 1000 }), taxesCents: 60, feeCents: 1210, totalCents: 1210 }
    const result = priceBreakdown(server)
    expect(result.taxesCents).toBe(58)
    expect(result.totalCents).toBe(1208)
    expect(result.discrepancies).toEqual([
      { field: 'taxesCents', serverCents: 60, formulaCents: 58 },
      { field: 'feeCents', serverCents: 1210, formulaCents: 1208 },
    ])
    expect(orderTotal([server], 0).consistent).toBe(false)
  })

  it('adds the premiums from the detail lines, so the lines add up when premiums_fee differs (part 2 §3.11)', () => {
    const server = {
      ...estimate({ delivery: 1000, premiums: { pickUpFeeCents: 1000 } }),
      premiumsFeeCents: 900,
    }
    const result = priceBreakdown(server)
    expect(result.premiumsCents).toBe(1000)
    expect(result.discrepancies[0]).toEqual({
      field: 'premiumsFeeCents',
      serverCents: 900,
      formulaCents: 1000,
    })
  })
})

describe('orderTotal', () => {
  it('applies the account credit once over all deliveries, before the card (part 2 §9)', () => {
    const a = estimate({ delivery: 1850, credit: 1500 })
    const b = estimate({ delivery: 1850, credit: 1500 })
    const total = orderTotal([a, b], 1500)
    expect(total).toMatchObject({ feeCents: 4200, creditCents: 1500, cardCents: 2700, consistent: true })
    expect(total.deliveries.map((delivery) => delivery.creditCents)).toEqual([1500, 0])
    expect(total.deliveries.map((delivery) => delivery.totalCents)).toEqual([600, 2100])
  })

  it('uses the balance only when the account pays with credit (is_use_credit)', () => {
    expect(availableCredit({ credit: 2500, isUserCredit: true })).toBe(2500)
    expect(availableCredit({ credit: 2500, isUserCredit: false })).toBe(0)
    expect(availableCredit({ credit: -100, isUserCredit: true })).toBe(0)
  })

  it('is never negative, and credit + card = the sum of the fees (property, part 2 §9)', () => {
    const delivery = fc.record({
      delivery: fc.integer({ min: 0, max: 500_000 }),
      premiums: fc.record({ insuranceFeeCents: fc.integer({ min: 0, max: 100_000 }) }),
      service: fc.integer({ min: 0, max: 1_000 }),
      gst: fc.constantFrom(0, 5),
      pst: fc.constantFrom(0, 7, 9.975),
    })
    fc.assert(
      fc.property(
        fc.array(delivery, { maxLength: 20 }),
        fc.integer({ min: -10_000, max: 10_000_000 }),
        (parts, credit) => {
          const estimates = parts.map(estimate)
          const total = orderTotal(estimates, credit)
          const fees = estimates.reduce((sum, one) => sum + priceBreakdown(one).feeCents, 0)
          expect(total.cardCents).toBeGreaterThanOrEqual(0)
          expect(total.creditCents).toBeGreaterThanOrEqual(0)
          expect(total.creditCents + total.cardCents).toBe(fees)
          expect(total.creditCents).toBeLessThanOrEqual(Math.max(0, credit))
        },
      ),
    )
  })
})
