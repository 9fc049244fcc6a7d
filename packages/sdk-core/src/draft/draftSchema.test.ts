import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { draftSchema, orderListSchema } from './draftSchema.ts'
import { createEmptyDraft } from './emptyDraft.ts'
import type { OrderDraft } from './types.ts'

const empty = createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'u-1' })

const full: OrderDraft = {
  ...empty,
  kind: 'valet',
  batch: 'manyToOne',
  dropOffAddressType: 5,
  dropoffMethod: 2,
  packages: [{ sizeCategoryId: 1, weightCategoryId: 2, packages: 3 }],
  packageCount: 3,
  photos: [{ name: 'a.pdf', type: 'application/pdf', url: 'blob:1' }],
  pickupOption: 2,
  pickupType: 3,
  pickupDate: '2026-11-23',
  pickupStart: 600,
  pickupEnd: 615,
  dropoffType: 5,
  dropoffDate: '2026-11-23',
  dropoffStart: 660,
  dropoffEnd: 1440,
  originalId: 12,
  originalStatus: 17,
  assignMyFleetDriver: 4,
  cardId: 9,
}

describe('draftSchema (part 1 §3 Locally persisted state)', () => {
  it('accepts a new draft and a fully filled one', () => {
    expect(is(empty, draftSchema)).toBe(true)
    expect(is(full, draftSchema)).toBe(true)
    expect(is({ drafts: [empty, full], droppedPhotos: [] }, orderListSchema)).toBe(true)
  })

  it.each([
    ['a drop-off method outside 0–2 (part 1 §3 Dropoff method codes)', { dropoffMethod: 3 }],
    ['a location type outside 1–5 (part 1 §3 Drop-off location types)', { dropOffAddressType: 6 }],
    ['a pickup type other than 2 or 3 (part 1 §4 Time type codes)', { pickupType: 1 }],
    ['a drop-off type other than 2 or 5 (part 1 §4 Time type codes)', { dropoffType: 3 }],
    ['a pickup option other than 1–3', { pickupOption: 4 }],
    ['a date that is not a calendar date', { pickupDate: '2026-02-30' }],
    ['a minute past the next midnight', { dropoffEnd: 1441 }],
    [
      'a package line with a negative count',
      { packages: [{ sizeCategoryId: 1, weightCategoryId: 1, packages: -1 }] },
    ],
    ['an unknown kind', { kind: 'bulk' }],
    ['an empty uuid', { uuid: '' }],
  ])('rejects %s', (_, change) => {
    expect(is({ ...full, ...change }, draftSchema)).toBe(false)
  })

  it('accepts a batch line of 0 packages, which batch validation allows (part 2 §5.3)', () => {
    const zeroLine = { sizeCategoryId: 1, weightCategoryId: 1, packages: 0 }
    expect(is({ ...full, packages: [zeroLine, ...full.packages] }, draftSchema)).toBe(true)
  })

  it('rejects a draft missing a field', () => {
    const { vin: _, ...withoutVin } = full
    expect(is(withoutVin, draftSchema)).toBe(false)
  })
})
