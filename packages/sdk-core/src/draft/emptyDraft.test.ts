import { describe, expect, it } from 'vitest'
import type { SizeCategory } from '../domain/account.ts'
import {
  createEmptyDraft,
  EMPTY_PARTY,
  NO_PREMIUM_OPTIONS,
  VALET_SIZE_INDEX,
  VALET_WEIGHT_INDEX,
  valetDefaultPackages,
} from './emptyDraft.ts'

/** Six sizes, two per tier, ids 11–16; weights id = size id × 10 + position. */
const SIZES: SizeCategory[] = ['SMALL', 'SMALL', 'MEDIUM', 'MEDIUM', 'LARGE', 'LARGE'].map((name, index) => ({
  id: 11 + index,
  name,
  weightCategories: [0, 1, 2].map((position) => ({
    id: (11 + index) * 10 + position,
    low: position * 10,
    high: position * 10 + 10,
  })),
}))

const uuid = () => 'uuid-1'

describe('createEmptyDraft', () => {
  it("starts insurance at the account's default insured value (part 1 §5, §9)", () => {
    const draft = createEmptyDraft({ defaultInsuranceValue: 150, randomUUID: uuid })
    expect(draft.insuranceValue).toBe(150)
  })

  it('starts a single delivery with nothing chosen (part 1 §3 Delivery draft)', () => {
    const draft = createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: uuid })
    expect(draft).toMatchObject({
      uuid: 'uuid-1',
      kind: 'single',
      batch: null,
      isIntercity: false,
      isEditing: false,
      originalId: null,
      dropOffAddressType: null,
      dropoffMethod: null,
      packages: [],
      packageCount: 0,
      pickupOption: null,
      pickupDate: null,
      dropoffDate: null,
      isExpress: false,
      photos: [],
    })
    expect(draft.pickup).toEqual(EMPTY_PARTY)
    expect(draft.dropoff).toEqual(EMPTY_PARTY)
    expect(draft.premiumOptions).toEqual(NO_PREMIUM_OPTIONS)
  })

  it.each(['valet', 'vehicleSwap'] as const)(
    'selects size index 5 and weight index 1 for a %s draft (part 1 §3 Size category)',
    (kind) => {
      const draft = createEmptyDraft({
        kind,
        defaultInsuranceValue: 100,
        sizeCategories: SIZES,
        randomUUID: uuid,
      })
      expect(draft.packages).toEqual([{ sizeCategoryId: 16, weightCategoryId: 161, packages: 1 }])
      expect(draft.packageCount).toBe(1)
    },
  )

  it('reads the valet default as 0-based positions in the size and weight lists (part 1 §3)', () => {
    expect(VALET_SIZE_INDEX).toBe(5)
    expect(VALET_WEIGHT_INDEX).toBe(1)
    expect(valetDefaultPackages(SIZES)[0]?.sizeCategoryId).toBe(SIZES[5]?.id)
  })

  it('selects no size for a valet draft while the size categories are not loaded', () => {
    expect(valetDefaultPackages([])).toEqual([])
    expect(createEmptyDraft({ kind: 'valet', defaultInsuranceValue: 0 }).packages).toEqual([])
  })

  it('keeps a given pickup, batch and intercity answer', () => {
    const pickup = { ...EMPTY_PARTY, name: 'Prairie Parcel Co.' }
    const draft = createEmptyDraft({
      defaultInsuranceValue: 0,
      pickup,
      batch: 'oneToMany',
      isIntercity: true,
      randomUUID: uuid,
    })
    expect(draft.pickup).toEqual(pickup)
    expect(draft.pickup).not.toBe(pickup)
    expect(draft.batch).toBe('oneToMany')
    expect(draft.isIntercity).toBe(true)
  })

  it('takes a new uuid from the platform by default', () => {
    const first = createEmptyDraft({ defaultInsuranceValue: 0 })
    const second = createEmptyDraft({ defaultInsuranceValue: 0 })
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.uuid).not.toBe(second.uuid)
  })
})
