import { describe, expect, it } from 'vitest'
import { BASE_DRAFT, COMPLETE_DRAFT, NOW } from '../../test/draftFixtures.ts'
import { isAcceptedPhotoType } from './draftRules.ts'
import { createEmptyDraft } from './emptyDraft.ts'
import type { OrderDraft } from './types.ts'
import {
  type DraftValidationMode,
  PHOTO_FILE_ACCEPT,
  PHOTO_FILE_EXTENSIONS,
  VIN_LENGTH,
  validateDraft,
} from './validateDraft.ts'

const timeZone = 'America/Edmonton'
const now = NOW
const account = { defaultInsuranceValue: 100 }

const base = BASE_DRAFT

/** A single local delivery of two packages that passes every check. */
const single: OrderDraft = {
  ...COMPLETE_DRAFT,
  packages: [{ sizeCategoryId: 2, weightCategoryId: 5, packages: 2 }],
  packageCount: 2,
  itemName: 'Cake order 17',
}

/** A valet order: 15-minute windows, instructions, a 17-character VIN; no pickup or drop-off type chosen. */
const valet: OrderDraft = {
  ...single,
  kind: 'valet',
  itemName: 'Jane Doe',
  description: 'Keys at the front desk',
  vin: '1HGCM82633A004352',
  pickupType: null,
  dropoffType: null,
  pickupEnd: 11 * 60 + 15,
  dropoffStart: 11 * 60 + 45,
  dropoffEnd: 12 * 60,
}

/** A one-to-many batch: the contact block picks up, the rows (not in the draft) receive. */
const batch: OrderDraft = {
  ...single,
  batch: 'oneToMany',
  dropoff: base.dropoff,
  itemName: '',
  description: 'Flowers',
  pickupEnd: 11 * 60 + 15,
  dropoffEnd: 13 * 60 + 15,
}

/** The older shipment flow: the single form with the older minimums, a 2-hour pickup window (part 1 §5). */
const shipment: OrderDraft = { ...single, pickupStart: 10 * 60, pickupEnd: 12 * 60 }

const drafts: Record<DraftValidationMode, OrderDraft> = { single, valet, batch, shipment }

const check = (mode: DraftValidationMode, changes: Partial<OrderDraft>, at = now) =>
  validateDraft({ ...drafts[mode], ...changes }, { mode, now: at, timeZone, account })

describe('validateDraft', () => {
  it('in the shipment mode needs no description and no temperature choice (the older flow had neither)', () => {
    expect(check('shipment', { description: '' })).toEqual({ ok: true, sections: [] })
    expect(check('shipment', { isIntercity: true })).toEqual({ ok: true, sections: [] })
    expect(check('single', { isIntercity: true }).sections.map((section) => section.key)).toEqual([
      'refrigeration',
    ])
  })

  it.each(['single', 'valet', 'batch', 'shipment'] as const)(
    'passes a complete %s draft (part 1 §5)',
    (mode) => {
      expect(check(mode, {})).toEqual({ ok: true, sections: [] })
    },
  )

  it.each([
    [
      'pickup without a name',
      'single',
      { pickup: { ...single.pickup, name: ' ' } },
      'pickup',
      'Pickup Information',
      'Please Check Your Data',
    ],
    [
      'pickup phone not a phone',
      'valet',
      { pickup: { ...single.pickup, phone: '555' } },
      'pickup',
      'Pickup Information',
      'Please Check Your Data',
    ],
    [
      'drop-off not located (coordinates 0)',
      'single',
      { dropoff: { ...single.dropoff, lat: 0 } },
      'dropoff',
      'Drop off Information',
      'Please Check Your Data',
    ],
    [
      'drop-off without an email',
      'single',
      { dropoff: { ...single.dropoff, email: '' } },
      'dropoff',
      'Drop off Information',
      'Please Check Your Data',
    ],
    [
      'batch contact block with two phones',
      'batch',
      { pickup: { ...single.pickup, phone: '7805550100, 7805550101' } },
      'pickup',
      'Pickup Information',
      'Please Check Your Data',
    ],
    [
      'no reference name',
      'single',
      { itemName: '  ' },
      'itemName',
      'Reference Name',
      'Reference Name Is Required',
    ],
    [
      'no customer name (valet)',
      'valet',
      { itemName: '' },
      'itemName',
      'Reference Name',
      'Reference Name Is Required',
    ],
    [
      'no size and weight',
      'single',
      { packages: [] },
      'sizeWeight',
      'Weight & Size Selection',
      'Please Select Size & Weight',
    ],
    [
      'no size and weight (batch)',
      'batch',
      { packages: [] },
      'sizeWeight',
      'Weight & Size Selection',
      'Please Select Size & Weight',
    ],
    [
      'batch sizes without packages',
      'batch',
      { packages: [{ sizeCategoryId: 1, weightCategoryId: 1, packages: 0 }] },
      'sizeWeight',
      'Weight & Size Selection',
      'Package Required',
    ],
    [
      'valet package count 0',
      'valet',
      { packageCount: 0 },
      'sizeWeight',
      'Weight & Size Selection',
      'Please enter a valid package count',
    ],
    [
      'no drop-off method',
      'single',
      { dropoffMethod: null },
      'dropoffMethod',
      'Drop off Type',
      'Drop off Type Is Required',
    ],
    [
      'no drop-off method (batch)',
      'batch',
      { dropoffMethod: null },
      'dropoffMethod',
      'Drop off Type',
      'Drop off Type Is Required',
    ],
    [
      'no valet instructions',
      'valet',
      { description: ' ' },
      'description',
      'Description',
      'Description Is Required',
    ],
    [
      'no batch description',
      'batch',
      { description: '' },
      'description',
      'Description',
      'Description Is Required',
    ],
    [
      'no pickup type',
      'single',
      { pickupType: null },
      'pickupTime',
      'Pickup Time',
      'Please Select Your Pickup Type',
    ],
    [
      'a pickup time missing',
      'single',
      { pickupEnd: null },
      'pickupTime',
      'Pickup Time',
      'Please Check Your Time',
    ],
    [
      'no valet pickup date',
      'valet',
      { pickupDate: null },
      'pickupTime',
      'Pickup Time',
      'Please Check Your Time',
    ],
    [
      'a 29-minute pickup window',
      'single',
      { pickupEnd: 11 * 60 + 29 },
      'pickupTime',
      'Pickup Time',
      'Minimum Time Is 30 Minutes',
    ],
    [
      'a 14-minute express pickup window',
      'single',
      { isExpress: true, pickupEnd: 11 * 60 + 14, dropoffEnd: 13 * 60 + 15 },
      'pickupTime',
      'Pickup Time',
      'Minimum Time Is 15 Minutes',
    ],
    [
      'a 10-minute valet pickup window',
      'valet',
      { pickupEnd: 11 * 60 + 10 },
      'pickupTime',
      'Pickup Time',
      'Minimum Time Is 15 Minutes',
    ],
    [
      'a batch window of 14 minutes',
      'batch',
      { pickupEnd: 11 * 60 + 14 },
      'pickupTime',
      'Pickup Time',
      'Minimum Time Is 15 Minutes',
    ],
    [
      'a batch pickup 14 minutes from now',
      'batch',
      { pickupStart: 9 * 60 + 14, pickupEnd: 10 * 60 },
      'pickupTime',
      'Pickup Time',
      'Minimum Time from current time is  Is 15 Minutes',
    ],
    [
      'no drop-off type',
      'single',
      { dropoffType: null },
      'dropoffTime',
      'Drop off Time',
      'Please Select Your Drop off Type',
    ],
    [
      'no drop-off date',
      'batch',
      { dropoffDate: null },
      'dropoffTime',
      'Drop off Time',
      'Please Check Your Time',
    ],
    [
      'a 59-minute drop-off window',
      'single',
      { dropoffEnd: 13 * 60 + 59 },
      'dropoffTime',
      'Drop off Time',
      'Minimum Time Is 60 Minutes',
    ],
    [
      'a 14-minute batch drop-off window',
      'batch',
      { dropoffEnd: 13 * 60 + 14 },
      'dropoffTime',
      'Drop off Time',
      'Minimum Time Is 2 Hours',
    ],
    [
      'intercity without a temperature option',
      'single',
      { isIntercity: true },
      'refrigeration',
      'Please choose a Temperature Controlled Option',
      'Please choose a Temperature Controlled Option',
    ],
    [
      'package count 0',
      'single',
      { packageCount: 0 },
      'packageCount',
      'Please enter a valid package count',
      'Please enter a valid package count',
    ],
    [
      'package count 1000',
      'single',
      { packageCount: 1000 },
      'packageCount',
      'Please enter a valid package count',
      'Please enter a valid package count',
    ],
    [
      'package count 2.5',
      'single',
      { packageCount: 2.5 },
      'packageCount',
      'Please enter a valid package count',
      'Please enter a valid package count',
    ],
    [
      'a batch line of -1 packages',
      'batch',
      { packages: [...single.packages, { sizeCategoryId: 1, weightCategoryId: 2, packages: -1 }] },
      'packageCount',
      'Please enter a valid package count',
      'Please enter a valid package count',
    ],
    ['a 16-character VIN', 'valet', { vin: '1HGCM82633A00435' }, 'vin', 'VIN', 'VIN Is Required'],
    [
      'an 18-character VIN (vehicle swap)',
      'valet',
      { kind: 'vehicleSwap', vin: '1HGCM82633A0043521' },
      'vin',
      'VIN',
      'VIN Is Required',
    ],
    [
      'insurance below the default',
      'single',
      { insuranceValue: 99 },
      'insurance',
      'Insurance',
      'Insurance value cannot go below the default insurance value',
    ],
    [
      'insurance over what the courier insures ($1,000,000, the API bound)',
      'single',
      { insuranceValue: 1_000_001 },
      'insurance',
      'Insurance',
      'Insurance value cannot go above $1,000,000',
    ],
    [
      'a gif photo',
      'single',
      { photos: [{ name: 'a.gif', type: 'image/gif', url: 'blob:a' }] },
      'photos',
      'Photos',
      'Only jpeg, png and pdf files can be uploaded',
    ],
    [
      'a photo still uploading (a blob: url, part 1 §3 "Images")',
      'single',
      { photos: [{ name: 'a.png', type: 'image/png', url: 'blob:http://localhost/a' }] },
      'photos',
      'Photos',
      'Please wait until every photo is uploaded, or remove the ones that failed',
    ],
    [
      'an uploaded photo beside one not uploaded (a data: url)',
      'valet',
      {
        photos: [
          { name: 'a.pdf', type: 'application/pdf', url: 'https://sandbox.test/images/a.pdf' },
          { name: 'b.jpg', type: 'image/jpeg', url: 'data:image/jpeg;base64,AAAA' },
        ],
      },
      'photos',
      'Photos',
      'Please wait until every photo is uploaded, or remove the ones that failed',
    ],
  ] as const)(
    'fails %s in %s mode (part 1 §5, part 2 §5.1, §5.3)',
    (_, mode, changes, key, label, message) => {
      const result = check(mode, changes as Partial<OrderDraft>)
      expect(result.ok).toBe(false)
      expect(result.sections).toEqual([{ key, label, message }])
    },
  )

  it.each([
    ['no description', 'single', { description: '' }],
    ['no VIN on a delivery', 'single', { vin: '' }],
    [
      'a 14-minute express pickup and drop-off window',
      'single',
      { isExpress: true, pickupEnd: 11 * 60 + 15, dropoffEnd: 13 * 60 + 15 },
    ],
    ['a 10-minute rush pickup window (pickup type 3)', 'single', { pickupType: 3, pickupEnd: 11 * 60 + 10 }],
    [
      'intercity with not-refrigerated chosen',
      'single',
      {
        isIntercity: true,
        premiumOptions: { ...single.premiumOptions, notRequireRefrigeratedVehicle: true },
      },
    ],
    ['intercity without a temperature option', 'batch', { isIntercity: true }],
    ['intercity without a temperature option', 'valet', { isIntercity: true }],
    ['no reference name (it is per row)', 'batch', { itemName: '' }],
    ['no package count (it is per row)', 'batch', { packageCount: 0 }],
    ['no drop-off side (one-to-many: the rows are drop-offs)', 'batch', {}],
    [
      'no pickup side (many-to-one: the rows are pickups)',
      'batch',
      { batch: 'manyToOne', pickup: base.pickup, dropoff: single.dropoff },
    ],
    [
      'a pickup and drop-off type left unchosen (the valet form has none)',
      'valet',
      { pickupType: null, dropoffType: null },
    ],
    ['insurance above the default', 'single', { insuranceValue: 250 }],
    ['insurance of exactly $1,000,000', 'single', { insuranceValue: 1_000_000 }],
    [
      'a pdf and a png photo',
      'valet',
      {
        photos: [
          { name: 'a.pdf', type: 'application/pdf', url: 'https://sandbox.test/images/a.pdf' },
          { name: 'b.png', type: 'image/png', url: 'http://127.0.0.1:8787/images/b.png' },
        ],
      },
    ],
  ] as const)('accepts %s in %s mode (part 1 §5)', (_, mode, changes) => {
    expect(check(mode, changes as Partial<OrderDraft>).sections).toEqual([])
  })

  it('lists an empty valet draft with exactly the valet form labels, in order (part 1 §2)', () => {
    const empty = createEmptyDraft({ kind: 'valet', defaultInsuranceValue: 100, randomUUID: () => 'u' })
    const { ok, sections } = validateDraft(empty, { mode: 'valet', now, timeZone, account })
    expect(ok).toBe(false)
    expect(sections.map((section) => section.label)).toEqual([
      'Pickup Information',
      'Drop off Information',
      'Reference Name',
      'Weight & Size Selection',
      'Drop off Type',
      'Description',
      'Pickup Time',
      'Drop off Time',
      'VIN',
    ])
  })

  it('lists an empty intercity draft with the single form labels, in order (part 1 §5, part 2 §5.1)', () => {
    const empty = createEmptyDraft({ defaultInsuranceValue: 100, isIntercity: true, randomUUID: () => 'u' })
    const { sections } = validateDraft(empty, { mode: 'single', now, timeZone, account })
    expect(sections.map((section) => section.key)).toEqual([
      'pickup',
      'dropoff',
      'itemName',
      'sizeWeight',
      'dropoffMethod',
      'pickupTime',
      'dropoffTime',
      'refrigeration',
      'packageCount',
    ])
  })

  it.each([
    ['03:05 MDT, 10 real minutes after 01:55 MST', Date.parse('2026-03-08T08:55:00Z'), 3 * 60 + 5, false],
    ['03:10 MDT, 15 real minutes after 01:55 MST', Date.parse('2026-03-08T08:55:00Z'), 3 * 60 + 10, true],
  ] as const)(
    'counts the batch 15-minute lead in real minutes across the March change: %s (part 1 §5 Batch mode)',
    (_, at, start, ok) => {
      const changes = { pickupDate: '2026-03-08', pickupStart: start, pickupEnd: start + 60 }
      const dropoff = { dropoffDate: '2026-03-08', dropoffStart: 10 * 60, dropoffEnd: 12 * 60 }
      expect(check('batch', { ...changes, ...dropoff }, at).ok).toBe(ok)
    },
  )

  const timeSections = (mode: DraftValidationMode, changes: Partial<OrderDraft>, at = now) =>
    check(mode, changes, at).sections.filter((section) => section.key.endsWith('Time'))

  it('refuses a reversed rush pickup window and a drop-off on the day before (part 1 §5 Single delivery checks)', () => {
    const reversed = { pickupType: 3 as const, pickupStart: 10 * 60, pickupEnd: 9 * 60 + 30 }
    const dayBefore = { dropoffDate: '2026-11-22', dropoffStart: 13 * 60, dropoffEnd: 15 * 60 }
    expect(timeSections('single', { ...reversed, dropoffDate: '2026-11-22' }).map((s) => s.message)).toEqual([
      'Please Check Your Time',
      'Please Check Your Time',
    ])
    expect(timeSections('single', dayBefore)).toEqual([
      { key: 'dropoffTime', label: 'Drop off Time', message: 'Please Check Your Time' },
    ])
  })

  it.each(['single', 'valet'] as const)(
    'refuses a %s draft restored the next day, its pickup window over (part 1 §5 Pickup date and time rules)',
    (mode) => {
      const nextDay = Date.parse('2026-11-24T15:00:00Z')
      expect(timeSections(mode, {}, nextDay)[0]).toEqual({
        key: 'pickupTime',
        label: 'Pickup Time',
        message: 'Please Check Your Time',
      })
    },
  )

  it('refuses a batch draft restored the next day with the batch lead message (part 1 §5 Batch mode)', () => {
    const nextDay = Date.parse('2026-11-24T15:00:00Z')
    expect(timeSections('batch', {}, nextDay)[0]?.message).toBe(
      'Minimum Time from current time is  Is 15 Minutes',
    )
  })

  it('refuses a valet pickup at 21:00–21:15, past the 19:00 latest start (part 1 §5 Valet pickup window, §9)', () => {
    const evening = {
      pickupStart: 21 * 60,
      pickupEnd: 21 * 60 + 15,
      dropoffStart: 21 * 60 + 30,
      dropoffEnd: 21 * 60 + 45,
    }
    expect(timeSections('valet', evening)).toEqual([
      { key: 'pickupTime', label: 'Pickup Time', message: 'Please Check Your Time' },
    ])
  })
})

describe('the form constants beside the checks', () => {
  it('part 1 §9 VIN length 17: a VIN of VIN_LENGTH characters passes, one fewer fails', () => {
    expect(VIN_LENGTH).toBe(17)
    expect(check('valet', { vin: 'A'.repeat(VIN_LENGTH) }).ok).toBe(true)
    expect(check('valet', { vin: 'A'.repeat(VIN_LENGTH - 1) }).sections.map((s) => s.key)).toEqual(['vin'])
  })

  it('part 1 §5, §9 Upload types: the accept list names exactly the types isAcceptedPhotoType takes', () => {
    expect(Object.keys(PHOTO_FILE_EXTENSIONS).every(isAcceptedPhotoType)).toBe(true)
    expect(
      ['image/jpeg', 'image/png', 'application/pdf'].every((type) => type in PHOTO_FILE_EXTENSIONS),
    ).toBe(true)
    expect(PHOTO_FILE_ACCEPT).toBe('.jpg,.jpeg,.png,.pdf')
  })
})
