import { describe, expect, it } from 'vitest'
import { batchAccount, batchDraft, batchRows, NOW } from '../../test/batchSubmitFixtures.ts'
import { validateBatch } from '../draft/validateBatch.ts'
import { batchFormSections, batchSectionArea } from './batchFormSections.ts'
import { batchFormErrors } from './batchOrder.ts'

const ctx = { now: NOW, timeZone: 'America/Edmonton', account: batchAccount() }

describe('batchFormSections (part 2 §5.3 failing sections list, each leading to its section)', () => {
  it('gives each entry of the many drop-offs list its section and where the screen fixes it', () => {
    const draft = batchDraft('oneToMany', {
      pickup: { ...batchDraft().pickup, name: '' },
      description: '',
      pickupEnd: null,
    })
    const rows = [{ ...batchRows(1)[0], name: '', valid: false, packageCount: 0, phone: '', email: '' }]
    expect(batchFormSections(batchFormErrors(draft, rows, ctx), 'oneToMany')).toEqual([
      { label: 'Pickup Information', key: 'pickup', area: 'contact' },
      { label: 'Drop off Information', key: 'dropoff', area: 'rows' },
      { label: 'Description', key: 'description', area: 'description' },
      { label: 'Pickup Time', key: 'pickupTime', area: 'time' },
      { label: 'Please make sure all addresses are validated', key: 'addressesValidated', area: 'rows' },
      {
        label: 'Make sure all data has either phone number (10 digits) or email',
        key: 'phoneOrEmail',
        area: 'rows',
      },
      { label: 'Please enter a valid package count', key: 'packageCount', area: 'rows' },
    ])
  })

  it('puts the contact block on the drop-off side of many pickups, the rows on the pickup side', () => {
    const draft = batchDraft('manyToOne', { dropoff: { ...batchDraft('manyToOne').dropoff, name: '' } })
    const rows = [{ ...batchRows(1)[0], name: '', itemName: '', valid: true }]
    expect(batchFormSections(batchFormErrors(draft, rows, ctx), 'manyToOne')).toEqual([
      { label: 'Pickup Information', key: 'pickup', area: 'rows' },
      { label: 'Drop off Information', key: 'dropoff', area: 'contact' },
      {
        label: 'Items are missing Reference Name (first column of CSV)',
        key: 'referenceNames',
        area: 'rows',
      },
    ])
  })

  it("leads 'File data Missing' to the rows and the shared settings to their sections", () => {
    const draft = batchDraft('oneToMany', { packages: [], dropoffMethod: null })
    expect(batchFormSections(batchFormErrors(draft, [], ctx), 'oneToMany')).toEqual([
      { label: 'File data Missing', key: 'fileData', area: 'rows' },
      { label: 'Weight & Size Selection', key: 'sizeWeight', area: 'sizeWeight' },
      { label: 'Drop off Type', key: 'dropoffMethod', area: 'dropoffMethod' },
    ])
  })

  it('recognises every label validateBatch can list, and lists an unknown label as text', () => {
    const draft = batchDraft('oneToMany', { insuranceValue: -1 })
    const sections = validateBatch(draft, batchRows(1, 'row', { valid: true }), ctx).sections
    expect(
      batchFormSections(
        sections.map((section) => section.label),
        'oneToMany',
      ),
    ).toEqual([{ label: 'Insurance', key: 'insurance', area: null }])
    expect(batchFormSections(['Something else'], 'manyToOne')).toEqual([
      { label: 'Something else', key: null, area: null },
    ])
  })

  it.each([
    ['vin', null],
    ['photos', null],
    ['itemName', null],
    ['refrigeration', 'refrigeration'],
    ['dropoffTime', 'time'],
  ] as const)('places %s at %s', (key, area) => {
    expect(batchSectionArea(key, 'manyToOne')).toBe(area)
  })
})
